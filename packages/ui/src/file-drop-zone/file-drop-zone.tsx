import * as React from 'react';
import { Button } from '../button/button';
import { FieldDescription, FieldError, FieldLabel, useFieldIds, type FieldProps } from '../field/field';
import { FileIcon, UploadIcon } from '../lib/icons';
import { cn } from '../lib/cn';
import { CloseIcon } from '../lib/icons';
import { focusRing } from '../lib/styles';
import { checkFiles, defaultFileDropMessages, describeAccept, formatFileSize, type FileDropMessages } from './model';

export interface FileDropZoneProps extends FieldProps {
  /** The chosen file, or `null`. Controlled with `onValueChange`; or leave it out to let the zone keep it. */
  value?: File | null;
  /** Called with the accepted file, or `null` when it is removed. A rejected file never reaches it. */
  onValueChange?: (file: File | null) => void;
  /** Accepted types, as in the `accept` attribute: extensions (`['.xlsx']`) or MIME types (`['text/csv', 'image/*']`). Empty accepts any file. */
  accept?: string[];
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** Disables choosing, dropping and removing. */
  disabled?: boolean;
  /** Called with the message whenever a dropped or chosen file is rejected (wrong type, several files, too large). */
  onReject?: (message: string) => void;
  /** Replaces the wording of the rejection messages (for example with the product's own copy). */
  messages?: Partial<FileDropMessages>;
  /** Label of the button that opens the file dialog. Defaults to "Choose file". */
  chooseLabel?: string;
  /** Text in the zone before the button. Defaults to "Drag a file here, or". */
  dropText?: React.ReactNode;
  /** Accessible name of the remove button, given the file name. Defaults to "Remove {name}". */
  removeLabel?: (fileName: string) => string;
  /** Form field name of the underlying file input. */
  name?: string;
  /** Id of the choose button (focus it to send the user back to the field); generated when absent. */
  id?: string;
  /** Classes for the outer wrapper. */
  className?: string;
}

/**
 * One file, chosen with a button (keyboard and screen-reader path) or dragged onto the zone. The accept
 * list is checked for dropped files too; several files, a wrong type or a file too large give a clear error
 * and keep the previous choice. The chosen file shows its name and size with a remove button.
 */
export function FileDropZone({
  label,
  description,
  error,
  required,
  value: valueProp,
  onValueChange,
  accept = [],
  maxSize,
  disabled,
  onReject,
  messages: messagesProp,
  chooseLabel = 'Choose file',
  dropText = 'Drag a file here, or',
  removeLabel = (fileName) => `Remove ${fileName}`,
  name,
  id,
  className,
}: FileDropZoneProps) {
  const [innerValue, setInnerValue] = React.useState<File | null>(null);
  const value = valueProp !== undefined ? valueProp : innerValue;
  const [rejection, setRejection] = React.useState<string | null>(null);
  const [dragging, setDragging] = React.useState(false);
  const dragDepth = React.useRef(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const chooseRef = React.useRef<HTMLButtonElement>(null);

  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const acceptHintId = `${controlId}-accept`;
  const inputId = `${controlId}-input`;
  const shownError = rejection ?? error;
  const field = useFieldIds({ id: controlId, description, error: shownError, describedBy: [accept.length > 0 && acceptHintId] });
  const messages = { ...defaultFileDropMessages, ...messagesProp };

  const setValue = (file: File | null) => {
    if (valueProp === undefined) setInnerValue(file);
    onValueChange?.(file);
  };

  const take = (files: File[]) => {
    const result = checkFiles(files, { accept, maxSize, messages });
    if (!result) return;
    if (result.error !== undefined) {
      setRejection(result.error);
      onReject?.(result.error);
      return;
    }
    setRejection(null);
    setValue(result.file);
  };

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-slot="file-drop-zone"
      data-invalid={shownError != null ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      {/* The label points at the file input, so clicking it opens the dialog; it names the zone's group, not the button, whose name stays "Choose file" (WCAG 2.5.3). */}
      <FieldLabel id={field.labelId} htmlFor={inputId} required={required} disabled={disabled}>
        {label}
      </FieldLabel>
      {description != null && (
        <FieldDescription id={field.descriptionId} className="mt-1">
          {description}
        </FieldDescription>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- drag-and-drop is a mouse shortcut; the "Choose file" button inside the group is the keyboard path */}
      <div
        role="group"
        aria-labelledby={field.labelId}
        data-slot="file-drop-zone-area"
        data-dragging={dragging ? '' : undefined}
        data-invalid={shownError != null ? '' : undefined}
        className={cn(
          'mt-1.5 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded border-2 border-dashed border-line bg-surface p-6 text-center text-ink',
          'data-invalid:border-danger data-dragging:border-solid data-dragging:border-primary data-dragging:bg-primary-soft',
          // No opacity: the zone's text must stay readable (4.5:1) while it is disabled.
          disabled && 'cursor-not-allowed border-divider bg-subtle',
        )}
        onDragEnter={(event) => {
          event.preventDefault();
          if (disabled) return;
          dragDepth.current += 1;
          setDragging(true);
        }}
        onDragOver={(event) => {
          // Without preventDefault the browser refuses the drop (and may open the file instead).
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={() => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <UploadIcon className="size-6 shrink-0 text-muted" />
        <span className="text-base">{dropText}</span>
        <Button
          ref={chooseRef}
          id={controlId}
          variant="secondary"
          disabled={disabled}
          aria-describedby={field.controlProps['aria-describedby']}
          aria-invalid={field.controlProps['aria-invalid']}
          onClick={() => inputRef.current?.click()}
        >
          {chooseLabel}
        </Button>
        {accept.length > 0 && (
          <span id={acceptHintId} className="basis-full text-sm text-muted">
            Accepted: {describeAccept(accept)}
          </span>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept={accept.join(',')}
          disabled={disabled}
          hidden
          tabIndex={-1}
          data-slot="file-drop-zone-input"
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            // Choosing the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
      </div>
      {value && (
        <div
          data-slot="file-drop-zone-file"
          className="mt-2 flex min-w-0 items-center gap-2 rounded border border-divider bg-subtle py-1 ps-3 pe-1 text-sm text-ink"
        >
          <FileIcon className="size-4 shrink-0 text-muted" />
          <span className="min-w-0 flex-1 break-all">
            <span className="font-semibold">{value.name}</span> <span className="text-muted">({formatFileSize(value.size)})</span>
          </span>
          <button
            type="button"
            disabled={disabled}
            aria-label={removeLabel(value.name)}
            className={cn(
              'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded text-muted hover:bg-ink/10 hover:text-ink',
              'disabled:cursor-not-allowed disabled:opacity-60',
              focusRing,
            )}
            onClick={() => {
              setRejection(null);
              setValue(null);
              // The remove button disappears with the file: focus goes back to where a new file is chosen.
              chooseRef.current?.focus();
            }}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
      <FieldError id={field.errorId}>{shownError}</FieldError>
    </div>
  );
}
