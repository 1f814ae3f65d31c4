import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { InfoIcon } from '../lib/icons';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: TooltipContent,
  subcomponents: { Tooltip, TooltipProvider, TooltipTrigger },
  decorators: [
    (Story) => (
      <TooltipProvider delayDuration={0}>
        <div className="p-16">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
  args: { children: 'Counts every request, including repeats within 30 seconds' },
  render: (args) => (
    <Tooltip>
      <TooltipTrigger className="inline-flex size-8 cursor-pointer items-center justify-center rounded text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        <InfoIcon className="size-5" />
        <span className="sr-only">About total requests</span>
      </TooltipTrigger>
      <TooltipContent {...args} />
    </Tooltip>
  ),
} satisfies Meta<typeof TooltipContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About total requests' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Counts every request, including repeats within 30 seconds');
    // The text also describes the trigger.
    await expect(trigger).toHaveAccessibleDescription('Counts every request, including repeats within 30 seconds');
  },
};

export const EscapeHides: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About total requests' });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About total requests' }));
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const OnAButton: Story = {
  args: { children: 'Downloads the list as KBART' },
  render: (args) => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="secondary">Export</Button>
      </TooltipTrigger>
      <TooltipContent {...args} />
    </Tooltip>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Downloads the list as KBART');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Unique item requests count each item once per user session, whatever the number of downloads or views of that item in the session.',
  },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toBeInTheDocument();
    // Wraps within its maximum width (20rem) instead of running off the screen.
    const bubble = document.querySelector<HTMLElement>('[data-slot="tooltip-content"]')!;
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
