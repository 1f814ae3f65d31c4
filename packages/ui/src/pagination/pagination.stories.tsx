import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from './pagination';
import { inBox } from '../lib/story-helpers';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
  // The page lives in the caller (a query parameter in the app); this wrapper stands in for it.
  render: function Render(args) {
    const [page, setPage] = React.useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const visibleLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(visibleLabels(nav)).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    const six = canvas.getByRole('button', { name: 'Page 6' });
    await expect(six).toHaveAttribute('aria-current', 'page');
    // The pressed button is still the same element, and still focused.
    await expect(six).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (const name of ['Previous', 'Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10', 'Next']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ReachingTheLastPage: Story = {
  args: { page: 9 },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
    // At the end the button is disabled, but focus stays on it instead of falling to the page.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(visibleLabels(canvas.getByRole('navigation'))).toEqual(['Previous', '1', '2', '3', 'Next']);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

export const ManyPages: Story = {
  args: { page: 250, pageCount: 500, label: 'Search results pages' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Search results pages' });
    await expect(visibleLabels(nav)).toEqual(['Previous', '1', '249', '250', '251', '500', 'Next']);
    // Two gaps, shown but not read out.
    const gaps = within(nav).getAllByText('…');
    await expect(gaps).toHaveLength(2);
    for (const gap of gaps) await expect(gap).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    // Nothing to page through: no landmark at all.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const TargetSizes: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const RightToLeft: Story = {
  args: { previousLabel: 'السابق', nextLabel: 'التالي', label: 'ترقيم الصفحات', getPageLabel: (n: number) => `الصفحة ${n}` },
  decorators: [inBox('', { dir: 'rtl', lang: 'ar' })],
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'السابق' });
    const next = canvas.getByRole('button', { name: 'التالي' });
    // Previous starts the row on the right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'الصفحة 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NarrowWraps: Story = {
  args: { page: 50, pageCount: 100, siblingCount: 2 },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    // The buttons wrap onto a second line rather than overflow the column.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(256);
  },
};
