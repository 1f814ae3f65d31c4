import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminListEntry } from '../../state/user-state';
import AccountCombobox from './account-combobox';

/** An agent administrator's list: its agency and 5,000 child institutions (DEMO_DATA=large). */
const agentAccounts: AdminListEntry[] = [
  { name: 'Demo Library Agency', siteCode: 'demoagency', externalId: '100006', accountType: 'Institution' },
  ...Array.from({ length: 5000 }, (_, index) => ({
    name: `${['Northgate', 'Southport', 'Eastlake', 'Westfield'][index % 4]} College ${index + 1}`,
    siteCode: `inst${String(index + 1).padStart(4, '0')}`,
    externalId: String(700001 + index),
    accountType: 'Institution' as const,
  })),
];

/** What the page carries of that list before the rest comes (boot-data.ts): the first by name, and the agency. */
const firstAccounts = agentAccounts.filter((entry) => entry.siteCode === 'demoagency' || entry.siteCode === 'inst0003');

interface HarnessProps {
  onSelect: (siteCode: string) => void;
  onFocus: () => void;
  /** Only the page's first accounts, the rest still to come. */
  loading?: boolean;
  error?: string;
}

function Harness({ onSelect, onFocus, loading, error }: HarnessProps) {
  const [value, setValue] = useState('demoagency');
  return (
    <div className="flex bg-surface p-4">
      <AccountCombobox
        adminList={loading || error ? firstAccounts : agentAccounts}
        loading={loading}
        error={error}
        onFocus={onFocus}
        value={value}
        onSelect={(siteCode) => {
          setValue(siteCode);
          onSelect(siteCode);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/ACCOUNTS for thousands of accounts',
  component: Harness,
  args: { onSelect: fn(), onFocus: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'ACCOUNTS' });
    await expect(input).toHaveValue('Demo Library Agency');
  },
};

export const FilteredByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'ACCOUNTS' });
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'eastlake college 4999');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    // 5,001 accounts, yet only the rows on screen are elements of the page.
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(200);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('inst4999');
    await expect(input).toHaveValue('Eastlake College 4999');
  },
};

export const FilteredBySiteCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'ACCOUNTS' });
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'inst0042');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Southport College 42' })).toBeVisible());
  },
};

/** The page carried the first accounts of the list; the rest is on its way (the app asks once the page has painted). */
export const LoadingTheRest: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'ACCOUNTS' });
    await expect(input).toHaveValue('Demo Library Agency');
    await userEvent.click(input);
    // Coming to ACCOUNTS asks for the rest at once (header.tsx).
    await expect(args.onFocus).toHaveBeenCalled();
    // Not a list of two that looks whole: the list says the rest is coming, and a screen reader hears it.
    await expect(canvas.getByText('Loading accounts…', { selector: '[data-slot=combobox-note]' })).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot=combobox-status]')).toHaveTextContent('Loading accounts…'));
  },
};

/** The rest of the list could not be read: said under ACCOUNTS, and the accounts the page has stay usable. */
export const RestFailed: Story = {
  args: { error: 'We are unable to complete your request, please try again or contact support' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'ACCOUNTS' });
    await expect(input).toHaveAccessibleDescription(/We are unable to complete your request/);
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'college 3');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('inst0003');
  },
};
