import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextLink, linkVariants } from './text-link';

describe('TextLink', () => {
  it('renders an underlined inline link by default', () => {
    render(<TextLink href="/help">help</TextLink>);
    const link = screen.getByRole('link', { name: 'help' });
    expect(link).toHaveAttribute('data-variant', 'inline');
    expect(link.className).toContain('underline');
  });

  it('gives nav links the 24px minimum target and a current-page style', () => {
    expect(linkVariants({ variant: 'nav' })).toContain('min-h-target');
    expect(linkVariants({ variant: 'nav' })).toContain('aria-[current=page]:font-semibold');
  });

  it('styles a router link through asChild', () => {
    render(
      <TextLink asChild variant="nav">
        <a href="/admin/home" aria-current="page">
          Home
        </a>
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('data-slot', 'text-link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
