import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete report' } };

export const Link: Story = {
  args: { variant: 'link', children: 'Show details' },
  play: async ({ canvas }) => {
    // Styled as a link, still a button to assistive technology: it acts, it does not navigate.
    await expect(canvas.getByRole('button', { name: 'Show details' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'Edit' },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('button', { name: 'Edit' }).getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(24);
    await expect(width).toBeGreaterThanOrEqual(24);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still reachable by keyboard, and neither Enter nor Space acts while busy.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingDefaultText: Story = {
  args: { loading: true, variant: 'danger', children: 'Delete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <Button {...args}>Generate report</Button>
      <Button {...args} loading loadingText="Generating report">
        Generate report
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const idle = canvas.getByRole('button', { name: 'Generate report' });
    const busy = canvas.getByRole('button', { name: 'Generating report' });
    await expect(busy.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
  },
};

export const LongText: Story = {
  args: { children: 'Download the complete list of holdings for every institution of this consortium' },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Long labels wrap inside the button instead of overflowing it (reflow, WCAG 1.4.10).
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <a href="#reports">Go to reports</a>
    </Button>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Go to reports' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const KeyboardOrder: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Save
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="link">
        More options
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    for (const name of ['Save', 'Cancel', 'Delete', 'More options']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
