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

function Harness({ onSelect }: { onSelect: (siteCode: string) => void }) {
  const [value, setValue] = useState('demoagency');
  return (
    <div className="flex bg-surface p-4">
      <AccountCombobox
        adminList={agentAccounts}
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
  args: { onSelect: fn() },
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
