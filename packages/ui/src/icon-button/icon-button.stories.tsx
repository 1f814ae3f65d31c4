import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../lib/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Remove filter', children: <CloseIcon />, onClick: fn(), tooltipDelay: 0 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      // Room above the button for its tooltip.
      <div className="px-4 pt-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Remove filter' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Sighted users read the label in a tooltip too.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove filter');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const EscapeHidesTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Remove filter' });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const ShowsOnHover: Story = {
  args: { label: 'About unique item requests', children: <InfoIcon /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About unique item requests' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('About unique item requests');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <IconButton {...args} variant="primary" label="Approve request">
        <CheckIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Show details">
        <InfoIcon />
      </IconButton>
      <IconButton {...args} variant="danger" label="Delete user">
        <ErrorIcon />
      </IconButton>
      <IconButton {...args} variant="ghost" label="Close panel">
        <CloseIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // Focus order follows the reading order; each variant says what it is in data-variant.
    const expected = [
      ['Approve request', 'primary'],
      ['Show details', 'secondary'],
      ['Delete user', 'danger'],
      ['Close panel', 'ghost'],
    ] as const;
    for (const [name, variant] of expected) {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  args: { tooltip: false },
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" label="Close small">
        <CloseIcon />
      </IconButton>
      <IconButton {...args} size="md" label="Close medium">
        <CloseIcon />
      </IconButton>
      <IconButton {...args} size="lg" label="Close large">
        <CloseIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const sides = ['small', 'medium', 'large'].map((size) => {
      const { width, height } = canvas.getByRole('button', { name: `Close ${size}` }).getBoundingClientRect();
      return [width, height];
    });
    // The smallest is still the 24 × 24 px minimum target (WCAG 2.2 2.5.8).
    await expect(sides).toEqual([
      [24, 24],
      [32, 32],
      [40, 40],
    ]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Remove filter' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Refreshing', label: 'Refresh list', variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Refreshing' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    // The tooltip still says what the button does.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh list');
  },
};

export const WithoutTooltip: Story = {
  args: { tooltip: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove filter' })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const RightToLeft: Story = {
  args: { label: 'إغلاق', tooltipSide: 'right' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="flex justify-start">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'إغلاق' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('إغلاق');
  },
};
