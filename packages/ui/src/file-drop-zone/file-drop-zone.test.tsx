import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

const file = (name: string, size = 2048, type = '') => new File([new Uint8Array(size)], name, { type });
const dropOn = (element: Element, files: File[]) => fireEvent.drop(element, { dataTransfer: { files, types: ['Files'] } });
const area = (container: HTMLElement) => container.querySelector('[data-slot="file-drop-zone-area"]')!;

describe('FileDropZone', () => {
  it('offers a labelled group with a choose button described by the accepted types', () => {
    render(<FileDropZone label="Selection file" accept={['.xlsx']} />);
    const choose = screen.getByRole('button', { name: 'Choose file' });
    expect(screen.getByRole('group', { name: 'Selection file' })).toContainElement(choose);
    expect(choose).toHaveAccessibleDescription('Accepted: .xlsx');
  });

  it('takes a chosen file and shows its name and size', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<FileDropZone label="Selection file" accept={['.xlsx']} onValueChange={onValueChange} />);
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, file('eba.xlsx', 12_345));
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'eba.xlsx' }));
    expect(screen.getByText('eba.xlsx')).toBeInTheDocument();
    expect(screen.getByText('(12.3 kB)')).toBeInTheDocument();
  });

  it('refuses a dropped file of the wrong type, or several files', () => {
    const onValueChange = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileDropZone label="Selection file" accept={['.xlsx']} onValueChange={onValueChange} onReject={onReject} />,
    );
    dropOn(area(container), [file('a.csv')]);
    expect(screen.getByText('The file must be .xlsx.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAttribute('aria-invalid', 'true');
    dropOn(area(container), [file('a.xlsx'), file('b.xlsx')]);
    expect(screen.getByText('Choose only one file.')).toBeInTheDocument();
    expect(onReject.mock.calls).toEqual([['The file must be .xlsx.'], ['Choose only one file.']]);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('removes the file and returns focus to the choose button', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FileDropZone label="Selection file" value={file('eba.xlsx')} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove eba.xlsx' }));
    expect(onValueChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  });

  it('ignores drops while disabled', () => {
    const onValueChange = vi.fn();
    const { container } = render(<FileDropZone label="Selection file" disabled onValueChange={onValueChange} />);
    dropOn(area(container), [file('a.xlsx')]);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  });
});
