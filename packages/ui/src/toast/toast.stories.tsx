import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, useToast, type ToastOptions } from './toast';

/** A page that raises toasts, as a feature of the console would. */
function ToastDemo(props: ToastOptions) {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.show(props)}>Show notification</Button>
      <Button variant="secondary" onClick={() => toast.show({ title: 'Schedule saved', variant: 'success' })}>
        Save schedule
      </Button>
      <Button variant="secondary" onClick={() => toast.show({ title: 'The report could not be generated', variant: 'error' })}>
        Fail report
      </Button>
      <Button variant="link" onClick={() => toast.dismiss()}>
        Dismiss from code
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { title: 'Report requested', description: 'It will appear in the report history when it is ready.', variant: 'info' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/** The area's code loads with the first toast (toast-region.tsx), so the area is waited for once. */
const regionShown = () => screen.findByRole('region', { name: 'Notifications (F8)' });
const visibleToasts = () => within(region()).queryAllByRole('listitem');

export const ShowAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    // exact: the hidden live-region copy reads "Notification Report requested …".
    await expect(await within(await regionShown()).findByText('Report requested', { exact: true })).toBeVisible();
    await expect(within(region()).getByText('It will appear in the report history when it is ready.', { exact: true })).toBeVisible();
    await userEvent.click(within(region()).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

export const AnnouncedPolitely: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    const announcement = await waitFor(() => {
      const live = screen.getAllByRole('status').find((element) => element.textContent?.includes('Schedule saved'));
      expect(live).toBeDefined();
      return live!;
    });
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await expect(announcement).toHaveTextContent('Notification Schedule saved');
  },
};

export const LimitOfOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await within(await regionShown()).findByText('Schedule saved', { exact: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Fail report' }));
    await within(await regionShown()).findByText('The report could not be generated', { exact: true });
    await expect(visibleToasts()).toHaveLength(1);
    await expect(within(region()).queryByText('Schedule saved', { exact: true })).toBeNull();
  },
};

export const DismissFromCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await within(await regionShown()).findByText('Report requested', { exact: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss from code' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

export const KeyboardReach: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await within(await regionShown()).findByText('Report requested', { exact: true });
    // F8 jumps to the notifications from anywhere on the page.
    await userEvent.keyboard('[F8]');
    await expect(within(region()).getByRole('list')).toHaveFocus();
    await userEvent.tab();
    await expect(visibleToasts()[0]).toHaveFocus();
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await within(await regionShown()).findByText('Report requested', { exact: true });
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

const showOnLoad: Story['play'] = async ({ canvas, userEvent, args }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
  await expect(await within(await regionShown()).findByText(String(args.title), { exact: true })).toBeVisible();
};

export const Info: Story = { args: { variant: 'info' }, play: showOnLoad };
export const Success: Story = { args: { variant: 'success', title: 'Holdings list uploaded', description: undefined }, play: showOnLoad };
export const Warning: Story = {
  args: { variant: 'warning', title: 'Some identifiers were skipped', description: '5 rows did not match a title.' },
  play: showOnLoad,
};
export const ErrorToast: Story = {
  args: { variant: 'error', title: 'The file could not be uploaded', description: 'Upload an .xlsx file of at most 10 MB.' },
  play: showOnLoad,
};
export const LongText: Story = {
  args: {
    variant: 'info',
    title: 'Your COUNTER 5.1 Title Master Report for January 2024 to December 2025 has been queued',
    description:
      'Large reports covering every platform and every child institution of a consortium can take several minutes to generate; you can leave this page and find the file in the report history, https://admin.example.org/admin/reports/history?status=pending.',
  },
  play: showOnLoad,
};
