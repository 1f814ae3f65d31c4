import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { SkeletonText } from '../skeleton/skeleton';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card asChild>
      <section aria-labelledby="usage-title">
        <CardHeader>
          <CardTitle id="usage-title">Usage this month</CardTitle>
          <CardDescription>Requests from Demo University on JSTOR.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-semibold">12,045</p>
          <p className="text-muted">total item requests</p>
        </CardContent>
        <CardFooter>
          <Button variant="secondary" size="sm">
            View report
          </Button>
        </CardFooter>
      </section>
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    // A named region with a level 2 heading (the default), reachable by landmark and heading navigation.
    const region = canvas.getByRole('region', { name: 'Usage this month' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usage this month' })).toBeInTheDocument();
    await expect(region).toHaveTextContent('Requests from Demo University on JSTOR.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View report' })).toHaveFocus();
  },
};

export const HeadingLevels: Story = {
  render: () => (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Access methods</h2>
      {['IP addresses', 'Proxy'].map((title) => (
        <Card key={title}>
          <CardHeader>
            {/* Inside an h2 section, the cards are h3: the outline stays in order. */}
            <CardTitle level={3}>{title}</CardTitle>
          </CardHeader>
          <CardContent>Configured.</CardContent>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['IP addresses', 'Proxy']);
  },
};

export const Loading: Story = {
  render: () => (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
      </CardHeader>
      <CardContent>
        <SkeletonText lines={3} />
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Artstor licence for Demo College and the twelve institutions of the Demo Consortium, renewed yearly</CardTitle>
        <CardDescription>
          https://www.jstor.org/action/showLicence?institution=democoll&consortium=democons&platform=artstor&year=2025
        </CardDescription>
      </CardHeader>
      <CardContent>
        The licence covers every image collection available to the institution at the time of renewal, including those added later in the
        year.
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    // Long words and addresses break inside the card instead of widening it.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Empty: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Scheduled reports</CardTitle>
      </CardHeader>
      <CardContent className="py-6 text-center text-muted">No reports are scheduled.</CardContent>
    </Card>
  ),
};
