import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <header className="flex gap-4 border-b border-divider p-4">
        <a href="#home" className="text-primary underline">
          Home
        </a>
        <a href="#reports" className="text-primary underline">
          Reports
        </a>
      </header>
      <main id={args.href?.slice(1) ?? 'main-content'} className="p-4">
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <button type="button" className="mt-2 rounded border border-line px-3 py-1">
          First action
        </button>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { width, height } = link.getBoundingClientRect();
    await expect(width).toBeGreaterThan(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};

export const JumpsToMain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    // The target needed no tabindex of its own.
    await expect(main).toHaveAttribute('tabindex', '-1');
    // The next Tab continues from the main content, past the header links.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First action' })).toHaveFocus();
  },
};

export const CustomTarget: Story = {
  args: { href: '#report-table', children: 'Skip to the report' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to the report' })).toHaveAttribute('href', '#report-table');
  },
};
