import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  const animate = Element.prototype.animate;
  afterEach(() => {
    vi.unstubAllGlobals();
    Element.prototype.animate = animate;
  });

  it('is a progress bar named by its label, with the value 0–100 and a percentage text', () => {
    render(<ProgressBar label="Uploading holdings.txt" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading holdings.txt' });
    expect(bar).toHaveAttribute('aria-valuenow', '42.4');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(bar).toHaveAttribute('data-state', 'loading');
    // The visible percentage is not read a second time.
    expect(screen.getByText('42%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is indeterminate without a value, and says nothing of a value', () => {
    render(<ProgressBar label="Checking titles" value={null} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('clamps values outside 0–100 and reports completion', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Upload" value={250} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  });

  it('keeps one polite status region and updates its text, which also describes the bar', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={10} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<ProgressBar label="Upload" value={50} status="Uploading your file..." />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Uploading your file...');
    expect(screen.getByRole('progressbar')).toHaveAccessibleDescription('Uploading your file...');
  });

  it('uses a custom value text', () => {
    render(<ProgressBar label="Titles checked" value={30} formatValue={(v) => `${v} of 100 titles`} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '30 of 100 titles');
  });

  it('keeps the name when the label is visually hidden', () => {
    render(<ProgressBar label="Report generation" value={5} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Report generation' })).toBeInTheDocument();
  });

  it('stands still under reduced motion: a full striped bar instead of a moving segment', async () => {
    const animateSpy = vi.fn(() => ({ cancel: vi.fn(), finished: Promise.resolve() }));
    Element.prototype.animate = animateSpy as unknown as Element['animate'];
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = render(<ProgressBar label="Checking" value={null} />);
    const indicator = container.querySelector<HTMLElement>('[data-slot="progress-bar-indicator"]')!;
    await screen.findByRole('progressbar');
    expect(indicator.className).toContain('w-full');
    expect(indicator.style.backgroundImage).toContain('repeating-linear-gradient');
    expect(animateSpy).not.toHaveBeenCalled();
  });

  it('moves a segment along the track when motion is allowed', () => {
    const animateSpy = vi.fn(() => ({ cancel: vi.fn(), finished: Promise.resolve() }));
    Element.prototype.animate = animateSpy as unknown as Element['animate'];
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    const { container } = render(<ProgressBar label="Checking" value={null} />);
    expect(container.querySelector('[data-slot="progress-bar-indicator"]')!.className).toContain('w-1/3');
    expect(animateSpy).toHaveBeenCalledTimes(1);
  });
});
