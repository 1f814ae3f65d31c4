import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toHaveTextContent('Loading');
    // The label is for screen readers only: nothing but the ring is painted.
    await expect(canvas.getByText('Loading')).toHaveClass('sr-only');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading usage statistics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading usage statistics' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['small', 'medium', 'large'].map(
      (size) =>
        canvas
          .getByRole('status', { name: `Loading ${size}` })
          .querySelector('svg')!
          .getBoundingClientRect().height,
    );
    await expect(heights).toEqual([16, 20, 32]);
  },
};

export const Animated: Story = {
  play: async ({ canvas }) => {
    const glyph = canvas.getByRole('status').querySelector('svg')!;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Rotation only when the user has not asked for reduced motion; a fade otherwise.
    await expect(getComputedStyle(glyph).animationName).toBe(reducedMotion ? 'pulse' : 'spin');
  },
};

export const InheritsColour: Story = {
  render: () => (
    <p className="flex items-center gap-2 text-danger">
      <Spinner className="text-current" label="Deleting" /> Deleting the schedule
    </p>
  ),
};
