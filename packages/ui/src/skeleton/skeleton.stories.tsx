import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  subcomponents: { SkeletonText },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <div className="flex max-w-md items-center gap-4">
      <Skeleton shape="circle" className="w-12" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="w-2/3" />
        <Skeleton shape="text" />
      </div>
      <Skeleton className="h-10 w-24" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(shapes).toHaveLength(4);
    // Decorative: nothing here reaches assistive technology.
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    // It pulses, except under reduced motion.
    await expect(shapes[0]!.className).toContain('motion-safe:animate-pulse');
    await expect(shapes[0]!.className).toContain('motion-reduce:animate-none');
  },
};

export const TextInABusyRegion: Story = {
  render: () => (
    <section aria-labelledby="usage-heading" aria-busy="true" className="max-w-md space-y-3 rounded-lg border border-divider p-4">
      <h2 id="usage-heading" className="text-lg font-semibold text-ink">
        Usage this month
      </h2>
      <SkeletonText lines={4} />
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Usage this month' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // A screen reader reading the region hears why it is empty; sighted users see the lines.
    await expect(canvas.getByText('Loading')).toHaveClass('sr-only');
    await expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

export const CustomLabel: Story = {
  render: () => (
    <div aria-busy="true" className="max-w-sm">
      <SkeletonText lines={2} label="Loading notifications" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading notifications')).toBeInTheDocument();
  },
};

export const LoadingThenLoaded: Story = {
  render: function Render() {
    const [loaded, setLoaded] = React.useState(false);
    return (
      <div className="max-w-md space-y-4">
        <Button size="sm" variant="secondary" onClick={() => setLoaded(true)} disabled={loaded}>
          Finish loading
        </Button>
        <section aria-labelledby="summary-heading" aria-busy={!loaded} className="space-y-2 rounded-lg border border-divider p-4">
          <h2 id="summary-heading" className="text-lg font-semibold text-ink">
            Holdings summary
          </h2>
          {loaded ? <p className="text-sm text-ink">12,045 journal titles and 3,210 books.</p> : <SkeletonText lines={2} />}
        </section>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Holdings summary' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByText('12,045 journal titles and 3,210 books.')).toBeVisible();
    await expect(canvas.queryByText('Loading')).toBeNull();
  },
};
