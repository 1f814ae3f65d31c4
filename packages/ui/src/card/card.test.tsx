import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders its title as a level 2 heading by default', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Usage</CardTitle>
          <CardDescription>This month</CardDescription>
        </CardHeader>
        <CardContent>12,045 requests</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Usage' })).toHaveAttribute('data-level', '2');
    expect(screen.getByText('This month').tagName).toBe('P');
  });

  it('takes any heading level without changing the look', () => {
    render(
      <>
        <CardTitle level={3}>Three</CardTitle>
        <CardTitle level={5}>Five</CardTitle>
      </>,
    );
    const three = screen.getByRole('heading', { level: 3, name: 'Three' });
    const five = screen.getByRole('heading', { level: 5, name: 'Five' });
    expect(three.className).toBe(five.className);
  });

  it('becomes a named region with asChild and a section', () => {
    render(
      <Card asChild>
        <section aria-labelledby="t">
          <CardHeader>
            <CardTitle id="t">Notifications</CardTitle>
          </CardHeader>
        </section>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('data-slot', 'card');
    expect(region.className).toContain('rounded-lg');
  });

  it('lets a caller class override a default one', () => {
    render(<Card data-testid="card" className="shadow-none" />);
    expect(screen.getByTestId('card').className).toContain('shadow-none');
    expect(screen.getByTestId('card').className).not.toContain('shadow-sm');
  });
});
