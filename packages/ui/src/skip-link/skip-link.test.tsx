import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('links to #main-content with the default text', () => {
    render(<SkipLink />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#main-content');
    expect(link).toHaveClass('sr-only', 'focus:not-sr-only');
  });

  it('moves focus to the target, making it focusable if needed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink href="#content">Skip</SkipLink>
        <a href="#nav">Navigation</a>
        <main id="content">Content</main>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a target’s own tabindex alone', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the case under test: a target that already has a tabindex */}
        <main id="main-content" tabIndex={0}>
          Content
        </main>
      </>,
    );
    await user.click(screen.getByRole('link'));
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
