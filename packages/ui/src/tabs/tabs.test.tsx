import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Holdings">
        <TabsTrigger value="journals">Journals</TabsTrigger>
        <TabsTrigger value="books">Books</TabsTrigger>
        <TabsTrigger value="collections">Collections</TabsTrigger>
      </TabsList>
      <TabsContent value="journals">Journal titles</TabsContent>
      <TabsContent value="books">Book titles</TabsContent>
      <TabsContent value="collections">Collections</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links each tab to its panel and marks the selected one', () => {
    render(<Example defaultValue="books" />);
    const books = screen.getByRole('tab', { name: 'Books' });
    expect(books).toHaveAttribute('aria-selected', 'true');
    expect(books).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'Journals' })).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Books');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Book titles');
  });

  it('selects on arrow keys (automatic activation) and jumps with Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example defaultValue="journals" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('books');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Collections' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Journals' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('journals');
  });

  it('follows a controlled value and only reports changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Example value="journals" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Books' }));
    expect(onValueChange).toHaveBeenCalledWith('books');
    // The parent did not accept the change: the selection stays.
    expect(screen.getByRole('tab', { name: 'Journals' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Example value="collections" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
  });

  it('always activates automatically, even if a manual mode slips in untyped', async () => {
    const user = userEvent.setup();
    const untyped = { activationMode: 'manual' } as object;
    render(<Example defaultValue="journals" {...untyped} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
  });

  it('scrolls the tab list instead of wrapping it', () => {
    render(<Example defaultValue="journals" />);
    const list = screen.getByRole('tablist');
    expect(list.className).toContain('overflow-x-auto');
    expect(screen.getByRole('tab', { name: 'Journals' }).className).toContain('whitespace-nowrap');
  });
});
