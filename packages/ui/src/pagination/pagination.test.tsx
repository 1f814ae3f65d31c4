import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is a named navigation landmark marking the current page', () => {
    render(<Pagination page={3} pageCount={5} onPageChange={() => {}} label="Users pages" />);
    const nav = screen.getByRole('navigation', { name: 'Users pages' });
    const current = within(nav).getByRole('button', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('3');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
  });

  it('asks for the previous, next and chosen pages, never the current one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [5]]);
  });

  it('marks the ends aria-disabled, keeps them focusable and ignores them', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={4} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    rerender(<Pagination page={4} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('hides the ellipsis from assistive technology', () => {
    render(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
    const gaps = screen.getAllByText('…');
    expect(gaps).toHaveLength(2);
    gaps.forEach((gap) => expect(gap).toHaveAttribute('aria-hidden', 'true'));
  });

  it('renders nothing with fewer than two pages', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its words from props', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        onPageChange={() => {}}
        previousLabel="Newer"
        nextLabel="Older"
        getPageLabel={(n) => `Go to page ${n}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Newer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
