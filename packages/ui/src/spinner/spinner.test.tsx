import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveTextContent('Loading');
  });

  it('takes a custom label', () => {
    render(<Spinner label="Loading holdings" />);
    expect(screen.getByRole('status', { name: 'Loading holdings' })).toBeInTheDocument();
  });

  it('hides the ring from assistive technology and stops rotating under reduced motion', () => {
    render(<Spinner />);
    const svg = screen.getByRole('status').querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.getAttribute('class')).toContain('motion-safe:animate-spin');
    expect(svg.getAttribute('class')).toContain('motion-reduce:animate-pulse');
  });
});
