import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../lib/icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('cannot be written without a label', () => {
    // The check is the type error itself: `npx tsc -p packages/ui` fails if `label` becomes optional.
    // @ts-expect-error label is required
    const element = <IconButton tooltip={false}>{<CloseIcon />}</IconButton>;
    expect(element).toBeTruthy();
  });

  it('is named by its label, as text, and is a non-submitting button', () => {
    render(
      <IconButton label="Close panel" tooltip={false}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close panel' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-label');
    expect(screen.getByText('Close panel')).toHaveClass('sr-only');
  });

  it('writes variant and size to data attributes, with the 24px minimum at the smallest size', () => {
    render(
      <IconButton label="Delete" variant="danger" size="sm" tooltip={false}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(button.className).toContain('min-h-target');
    expect(button.className).toContain('min-w-target');
  });

  it('shows its label in a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(
      <IconButton label="Remove filter">
        <CloseIcon />
      </IconButton>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove filter');
    expect(screen.getByRole('button', { name: 'Remove filter' })).toBeInTheDocument();
  });

  it('has no tooltip while disabled (it cannot take focus)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <IconButton label="Remove filter" disabled>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button')).not.toHaveAttribute('data-state');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('ignores activation while loading, and is named by the loading text', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Refresh" loading loadingText="Refreshing" onClick={onClick} tooltip={false}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Refreshing' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await user.keyboard('{Enter} ');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes a ref and other props to the button', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <IconButton label="Edit" ref={(element) => void (node = element)} aria-controls="panel" tooltip={false}>
        <CloseIcon />
      </IconButton>,
    );
    expect(node).toBe(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-controls', 'panel');
  });
});
