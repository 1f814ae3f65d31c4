import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './skeleton';

describe('Skeleton', () => {
  it('is decorative and still under reduced motion', () => {
    const { container } = render(<Skeleton className="h-4 w-10" />);
    const shape = container.querySelector('[data-slot="skeleton"]')!;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveAttribute('data-shape', 'block');
    expect(shape.className).toContain('motion-reduce:animate-none');
    expect(shape.className).toContain('w-10');
  });

  it('writes its shape to data-shape', () => {
    const { container } = render(<Skeleton shape="circle" className="w-8" />);
    expect(container.querySelector('[data-slot="skeleton"]')).toHaveAttribute('data-shape', 'circle');
  });
});

describe('SkeletonText', () => {
  it('renders the lines, the last one shorter, and a visually hidden "Loading"', () => {
    const { container } = render(<SkeletonText lines={3} />);
    const lines = container.querySelectorAll('[data-slot="skeleton"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.className).toContain('w-3/5');
    expect(lines[0]!.className).not.toContain('w-3/5');
    expect(screen.getByText('Loading')).toHaveClass('sr-only');
  });

  it('takes a label and renders at least one line', () => {
    const { container } = render(<SkeletonText lines={0} label="Loading users" />);
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(1);
    expect(screen.getByText('Loading users')).toBeInTheDocument();
  });
});
