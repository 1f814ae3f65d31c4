import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { TextLink, linkVariants } from './text-link';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '#privacy', children: 'privacy policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'nav'] } },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p className="max-w-prose text-ink">
      Read our <TextLink {...args} /> before sharing usage data with another institution.
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'privacy policy' });
    // Underlined, so it is not told apart from text by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const Nav: Story = {
  render: () => (
    <nav aria-label="Main" className="w-56">
      <ul className="flex flex-col">
        <li>
          <TextLink variant="nav" href="#home" aria-current="page">
            Home
          </TextLink>
        </li>
        <li>
          <TextLink variant="nav" href="#holdings">
            Holdings
          </TextLink>
        </li>
        <li>
          <TextLink variant="nav" href="#reports">
            Reports
          </TextLink>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvas, userEvent }) => {
    const current = canvas.getByRole('link', { name: 'Home' });
    const other = canvas.getByRole('link', { name: 'Holdings' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current page is marked by weight and a bar as well as colour.
    await expect(getComputedStyle(current).fontWeight).toBe('600');
    await expect(getComputedStyle(other).fontWeight).toBe('400');
    await expect(current.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    for (const name of ['Home', 'Holdings', 'Reports']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};

/** Stands in for a router's link component (wouter's `Link` in the console). */
function RouterLink({ to, ...props }: React.ComponentProps<'a'> & { to: string }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content arrives in props.children from asChild
  return <a href={`/admin${to}`} {...props} />;
}

export const AsChildRouterLink: Story = {
  render: () => (
    <TextLink asChild>
      <RouterLink to="/reports">Open reports</RouterLink>
    </TextLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open reports' });
    await expect(link).toHaveAttribute('href', '/admin/reports');
    await expect(link).toHaveAttribute('data-slot', 'text-link');
  },
};

export const VariantsOnOtherElements: Story = {
  render: () => (
    <p className="text-ink">
      Class names from <code>linkVariants</code> on a plain anchor:{' '}
      <a className={linkVariants({ variant: 'inline' })} href="#styled">
        styled anchor
      </a>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'styled anchor' })).textDecorationLine).toContain('underline');
  },
};

export const LongText: Story = {
  render: () => (
    <p className="w-64 text-ink">
      See <TextLink href="#kbart">the KBART Phase II recommended practice for the exchange of holdings metadata between providers</TextLink>{' '}
      for the file format.
    </p>
  ),
};
