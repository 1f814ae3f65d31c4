import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../../../tailwind.config';
import { contrast, formatRatio } from './contrast';
import { ColorTokens, FocusRingSample, RadiusTokens, SpacingTokens, TypeScale, flattenColors } from './token-tables';

/** The views of the "Design tokens" page, as stories: each is a visual baseline, and the figures are checked. */
const meta = {
  title: 'Foundations/Design tokens',
  component: ColorTokens,
  // The page is tokens.mdx, attached to this file.
  tags: ['!autodocs'],
} satisfies Meta<typeof ColorTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // One row per token, primary-hover and the like included.
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(flattenColors().length);
    const ink = within(table).getByRole('rowheader', { name: 'ink' }).closest('tr')!;
    // Computed from the values, not typed: 15.8:1 for ink on white, as tailwind.config.ts says.
    await expect(ink).toHaveTextContent(formatRatio(contrast(tokens.colors.ink, tokens.colors.surface)));
    await expect(ink).toHaveTextContent('15.8:1');
    const divider = within(table).getByRole('rowheader', { name: 'divider' }).closest('tr')!;
    await expect(divider).toHaveTextContent('Decorative');
  },
};

export const Spacing: Story = { render: () => <SpacingTokens /> };

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Usage statistics for Demo University')).toHaveLength(Object.keys(tokens.fontSize).length);
  },
};

export const Radius: Story = { render: () => <RadiusTokens /> };

export const FocusRing: Story = {
  render: () => <FocusRingSample />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/On white:/)).toHaveTextContent(formatRatio(contrast(tokens.colors.focus, tokens.colors.surface)));
    await expect(canvas.getByText(/On subtle:/)).toHaveTextContent('6.1:1');
  },
};
