import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FileDropZone } from './file-drop-zone';
import { inBox, expectNoHorizontalOverflow } from '../lib/story-helpers';

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Selection file',
    description: 'The EBA selection file you downloaded, with a "y" in column A for each title you want.',
    accept: ['.xlsx'],
    onValueChange: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const xlsx = (name = 'eba-selections-2024.xlsx', size = 48_213) =>
  new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** Fires a drag event carrying files, as the browser does (Testing Library's fireEvent would empty the DataTransfer). */
function drag(type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Drags files over the target and drops them; resolves once React has rendered the outcome. */
async function drop(target: Element, files: File[]) {
  drag('dragenter', target, files);
  drag('dragover', target, files);
  drag('drop', target, files);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const zone = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="file-drop-zone-area"]')!;
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(canvas.getByRole('group', { name: 'Selection file' })).toContainElement(choose);
    await expect(choose).toHaveAccessibleDescription(
      'The EBA selection file you downloaded, with a "y" in column A for each title you want. Accepted: .xlsx',
    );
    // Keyboard path: the button opens the file dialog.
    const opened = fn();
    fileInput(canvasElement).addEventListener('click', opened);
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.upload(fileInput(canvasElement), xlsx());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'eba-selections-2024.xlsx' }));
    await expect(canvas.getByText('eba-selections-2024.xlsx')).toBeVisible();
    await expect(canvas.getByText('(48.2 kB)')).toBeVisible();
  },
};

export const RemoveTheFile: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), xlsx());
    const remove = canvas.getByRole('button', { name: 'Remove eba-selections-2024.xlsx' });
    const { width, height } = remove.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(remove);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('eba-selections-2024.xlsx')).toBeNull();
    // Focus goes back to where the next file is chosen, not to the page.
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};

export const DropAFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const area = zone(canvasElement);
    drag('dragenter', area, [xlsx('holdings.XLSX', 1_500_000)]);
    await waitFor(() => expect(area).toHaveAttribute('data-dragging'));
    drag('dragleave', area, [xlsx('holdings.XLSX', 1_500_000)]);
    await waitFor(() => expect(area).not.toHaveAttribute('data-dragging'));
    await drop(area, [xlsx('holdings.XLSX', 1_500_000)]);
    await expect(area).not.toHaveAttribute('data-dragging');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'holdings.XLSX' }));
    await expect(canvas.getByText('(1.5 MB)')).toBeVisible();
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await drop(zone(canvasElement), [new File(['a,b'], 'selections.csv', { type: 'text/csv' })]);
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(canvas.getByText('The file must be .xlsx.')).toBeVisible();
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
    await expect(choose).toHaveAccessibleDescription(expect.stringContaining('The file must be .xlsx.'));
    await expect(args.onReject).toHaveBeenCalledWith('The file must be .xlsx.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const MoreThanOneFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await drop(zone(canvasElement), [xlsx('first.xlsx'), xlsx('second.xlsx')]);
    await expect(canvas.getByText('Choose only one file.')).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const RejectionKeepsTheChosenFile: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), xlsx());
    await drop(zone(canvasElement), [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await expect(canvas.getByText('The file must be .xlsx.')).toBeVisible();
    await expect(canvas.getByText('eba-selections-2024.xlsx')).toBeVisible();
    // A good file clears the message.
    await drop(zone(canvasElement), [xlsx('corrected.xlsx')]);
    await expect(canvas.queryByText('The file must be .xlsx.')).toBeNull();
    await expect(canvas.getByText('corrected.xlsx')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1_000_000 },
  play: async ({ canvas, canvasElement }) => {
    await drop(zone(canvasElement), [xlsx('huge.xlsx', 2_000_000)]);
    await expect(canvas.getByText('The file must be smaller than 1 MB.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Choose the selection file to upload.' },
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAttribute('aria-invalid', 'true');
    await expect(choose).toHaveAccessibleDescription(expect.stringContaining('Choose the selection file to upload.'));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await drop(zone(canvasElement), [xlsx()]);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongFileName: Story = {
  args: {
    label: 'Selection file for the Evidence-Based Acquisition programme of the current cycle',
    value: xlsx(
      'EBA_selection_file_Demo_University_of_the_Arts_and_Humanities_2024-2025_final_version_reviewed_by_committee.xlsx',
      5_240_000,
    ),
  },
  decorators: [inBox('w-72')],
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, 'file-drop-zone');
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'ملف الاختيار',
    description: 'ملف Excel الذي نزّلته.',
    chooseLabel: 'اختر ملفًا',
    dropText: 'اسحب ملفًا إلى هنا، أو',
    removeLabel: (name: string) => `إزالة ${name}`,
    value: xlsx('اختيارات-٢٠٢٤.xlsx'),
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar" className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'إزالة اختيارات-٢٠٢٤.xlsx' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, 'file-drop-zone');
  },
};
