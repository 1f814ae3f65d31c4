import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CloseIcon } from '../lib/icons';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconButton: Story = {
  render: () => (
    <button type="button" className="inline-flex size-8 items-center justify-center rounded border border-line">
      <CloseIcon />
      <VisuallyHidden>Remove filter</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove filter' });
    const text = canvas.getByText('Remove filter');
    await expect(button).toBeInTheDocument();
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const InRunningText: Story = {
  render: () => (
    <p className="text-ink">
      Usage rose by 12%<VisuallyHidden> compared with the previous month</VisuallyHidden>.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Usage rose by 12%', { exact: false })).toHaveTextContent(
      'Usage rose by 12% compared with the previous month.',
    );
  },
};
