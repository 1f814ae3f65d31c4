import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading holdings.txt', value: 42, status: 'Uploading your file...' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'success', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading holdings.txt' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAccessibleDescription('Uploading your file...');
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading your file...');
    // The fill covers 42% of the track.
    const fill = bar.querySelector<HTMLElement>('[data-slot="progress-bar-indicator"]')!;
    await expect(Math.round((fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100)).toBe(42);
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Checking titles', status: 'Matching your titles against the catalogue...' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Checking titles' });
    // No value is claimed while the extent is unknown.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.queryByText('%', { exact: false })).toBeNull();
  },
};

export const Complete: Story = {
  args: { value: 100, variant: 'success', status: 'Upload complete: 1,204 titles added.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
    await expect(canvas.getByRole('status')).toHaveTextContent('Upload complete: 1,204 titles added.');
  },
};

export const Failed: Story = {
  args: { value: 63, variant: 'danger', status: 'The upload stopped: the connection was lost.' },
};

export const Empty: Story = {
  args: { value: 0, status: 'Waiting to start...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const ClampsOutOfRange: Story = {
  args: { value: 140, status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // No status: the live region stays in place, empty and hidden, ready for the first message.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The caller moves the value and the status; the status line announces each change politely. */
export const StatusUpdates: Story = {
  render: function Render(args) {
    const steps = [
      { value: 0, status: 'Waiting to start...' },
      { value: 35, status: 'Uploading your file...' },
      { value: 80, status: 'Checking titles...' },
      { value: 100, status: 'Done: 1,204 titles added.' },
    ];
    const [step, setStep] = React.useState(0);
    const current = steps[step]!;
    return (
      <div className="space-y-4">
        <ProgressBar {...args} value={current.value} status={current.status} variant={current.value === 100 ? 'success' : 'primary'} />
        <Button size="sm" variant="secondary" disabled={step === steps.length - 1} onClick={() => setStep((s) => s + 1)}>
          Next step
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    const bar = canvas.getByRole('progressbar');
    await expect(status).toHaveTextContent('Waiting to start...');
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    // Same live region, new text: that is what gets announced.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('Uploading your file...');
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await userEvent.click(canvas.getByRole('button', { name: 'Next step' }));
    await expect(status).toHaveTextContent('Checking titles...');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Report generation', value: 70, status: 'Generating the report...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Report generation' })).toBeInTheDocument();
    // Not painted (sr-only), still the bar's name.
    await expect(canvas.getByText('Report generation').parentElement).toHaveClass('sr-only');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const LongText: Story = {
  args: {
    label: 'Uploading KBART holdings list for Demo University and all twelve institutions of the consortium.txt',
    status: 'Uploading your file. Large files can take several minutes; you can leave this page and come back later.',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // Label and status wrap inside the 256px column instead of overflowing it.
    const root = canvas.getByRole('progressbar').parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(256);
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ رفع الملف', status: 'يتم رفع ملفك...', value: 30 },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    const fill = bar.querySelector<HTMLElement>('[data-slot="progress-bar-indicator"]')!;
    // The fill starts at the right edge.
    await expect(Math.abs(fill.getBoundingClientRect().right - bar.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
  },
};
