import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('writes its variant and size to data attributes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(button.className).toContain('min-h-target');
  });

  it('lets a caller class override a default one', () => {
    render(<Button className="px-8">Wide</Button>);
    const { className } = screen.getByRole('button');
    expect(className).toContain('px-8');
    expect(className).not.toContain('px-4');
  });

  describe('loading', () => {
    it('is busy, announces the loading text instead of the label and keeps the label for width', () => {
      render(
        <Button loading loadingText="Saving">
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Saving' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAttribute('data-loading');
      expect(screen.getByText('Save')).toHaveClass('invisible');
      // aria-disabled rather than disabled: focus is not thrown out of the button while it works.
      expect(button).not.toBeDisabled();
    });

    it('says "Loading" when no loading text is given', () => {
      render(<Button loading>Save</Button>);
      expect(screen.getByRole('button', { name: 'Loading' })).toBeInTheDocument();
    });

    it('ignores clicks and keyboard activation', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button');
      button.focus();
      await user.keyboard('{Enter} ');
      button.click();
      expect(onClick).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
    });

    it('does not submit its form', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      render(
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <Button type="submit" loading>
            Send
          </Button>
        </form>,
      );
      screen.getByRole('button').focus();
      await user.keyboard('{Enter}');
      screen.getByRole('button').click();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('works again once loading ends', async () => {
      const user = userEvent.setup();
      const onClick = vi.fn();
      const { rerender } = render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      rerender(<Button onClick={onClick}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(button).not.toHaveAttribute('aria-disabled');
      await user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('asChild', () => {
    it('styles its child link and passes no button-only attributes', () => {
      render(
        <Button asChild variant="secondary">
          <a href="/reports">Reports</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Reports' });
      expect(link).toHaveAttribute('href', '/reports');
      expect(link).toHaveAttribute('data-variant', 'secondary');
      expect(link).not.toHaveAttribute('type');
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('marks a disabled link aria-disabled and blocks its activation', () => {
      const onClick = vi.fn();
      render(
        <Button asChild disabled onClick={onClick}>
          <a href="/reports">Reports</a>
        </Button>,
      );
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('aria-disabled', 'true');
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('shows the spinner inside the child while loading', () => {
      render(
        <Button asChild loading loadingText="Opening">
          <a href="/reports">Reports</a>
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Opening' });
      expect(link).toHaveAttribute('aria-busy', 'true');
      expect(link.querySelector('[data-slot="spinner-glyph"]')).not.toBeNull();
    });
  });
});
