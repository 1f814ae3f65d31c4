import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Show Admin Users Only', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show Admin Users Only' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Show Admin Users Only'));
    await expect(toggle).toBeChecked();
    const { width, height } = toggle.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'AI research tool',
    description: 'Lets patrons of your institution use the research assistant on articles and book chapters.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'AI research tool' })).toHaveAccessibleDescription(
      'Lets patrons of your institution use the research assistant on articles and book chapters.',
    );
  },
};

export const SwitchAtEnd: Story = {
  args: { switchPosition: 'end', label: 'Email me when a report is ready' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show Admin Users Only' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Show Admin Users Only'));
    await expect(toggle).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label: 'Let patrons of every institution of the consortium use the AI research tool on licensed content',
    description:
      'Turning this off takes effect at the next sign-in of each patron; https://support.example.org/articles/ai-research-tool-administration',
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'switch-field');
  },
};

export const RightToLeft: Story = {
  args: { label: 'إظهار المسؤولين فقط', defaultChecked: true },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The thumb slides towards the start of the line in right-to-left text, staying inside the track.
    const toggle = canvas.getByRole('switch', { name: 'إظهار المسؤولين فقط' });
    const thumb = toggle.firstElementChild!.getBoundingClientRect();
    const track = toggle.getBoundingClientRect();
    await expect(thumb.left).toBeGreaterThanOrEqual(track.left);
    await expect(thumb.left - track.left).toBeLessThan(track.width / 2);
  },
};
