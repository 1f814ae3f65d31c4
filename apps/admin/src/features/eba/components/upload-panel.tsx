import { EBA_MAX_FILE_BYTES, type EbaUploadState } from '@console/rules/eba';
import { Alert, Button, FileDropZone, ProgressBar, TextLink } from '@console/ui';
import { useEffect, useRef } from 'react';
import { EXTERNAL_LINKS } from '../../../config/constants';
import { ebaErrorPanel, ebaUploadFailedMessage } from '../model/eba-messages';
import { ebaProgressOf } from '../model/eba-page';

export interface UploadPanelProps {
  state: EbaUploadState;
  /** Name of the file being uploaded (unknown for an upload found under way when the page opened). */
  fileName: string | null;
  institutionName: string;
  cycle: string;
  providerName: string;
  /** Id of the drop zone's Choose file button (focus returns there after a removal). */
  chooseId: string;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** 'Try again' of an error panel: reloads the page (spec 000 §8). */
  onTryAgain: () => void;
}

function SupportLink({ providerName }: { providerName: string }) {
  return (
    <TextLink href={EXTERNAL_LINKS.support} target="_blank" rel="noreferrer">
      contact {providerName} Support
    </TextLink>
  );
}

/**
 * The upload area of one institution (spec 000 §2, §4, §8): the drop zone for one .xlsx; while it uploads and
 * processes, the progress bar (10, 25, 50, 75) with its status line as a polite live region and the remove
 * button; then the success panel, or the error panel of the failure with 'Try again'.
 */
export function UploadPanel({
  state,
  fileName,
  institutionName,
  cycle,
  providerName,
  chooseId,
  onFile,
  onRemove,
  onTryAgain,
}: UploadPanelProps) {
  const resultRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const previous = useRef(state.kind);
  useEffect(() => {
    const before = previous.current;
    previous.current = state.kind;
    if (before === state.kind) return;
    // Focus follows the user's work: into the progress panel once a file is taken, onto the outcome once it
    // is known, back to Choose file after a removal. Nothing moves on the page's first render.
    if (state.kind === 'uploading' || state.kind === 'processing') {
      if (before === 'idle' || before === 'upload-failed') progressRef.current?.focus();
    } else if (state.kind === 'idle') document.getElementById(chooseId)?.focus();
    else resultRef.current?.focus();
  }, [state.kind, chooseId]);

  if (state.kind === 'success') {
    return (
      <div ref={resultRef} tabIndex={-1} className="outline-none">
        <Alert variant="success" title="Your selections have been submitted">
          Thank you. We have received the selections of {institutionName} for the {cycle} cycle. Your statement is sent within 24 hours;
          large orders may take longer.
        </Alert>
      </div>
    );
  }

  if (state.kind === 'failed') {
    const panel = ebaErrorPanel(state, cycle);
    return (
      <div ref={resultRef} tabIndex={-1} className="outline-none" data-error-code={panel.code}>
        <Alert variant="error" title="Your file was not processed">
          <div className="flex flex-col items-start gap-3">
            <p>
              {panel.message}
              {panel.withSupport && (
                <>
                  {' '}
                  If you need help, <SupportLink providerName={providerName} />.
                </>
              )}
            </p>
            <Button variant="secondary" size="sm" onClick={onTryAgain}>
              Try again
            </Button>
          </div>
        </Alert>
      </div>
    );
  }

  const progress = ebaProgressOf(state);
  if (progress) {
    const name = fileName ?? 'Your selection file';
    return (
      <div
        ref={progressRef}
        tabIndex={-1}
        role="group"
        aria-label="Upload in progress"
        className="flex max-w-xl flex-col gap-3 rounded border border-line bg-surface p-4 outline-none"
      >
        <ProgressBar label={name} value={progress.value} status={progress.text} />
        <div>
          <Button variant="secondary" size="sm" onClick={onRemove}>
            Remove file
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={resultRef} tabIndex={-1} className="flex max-w-xl flex-col gap-3 outline-none">
      {state.kind === 'upload-failed' && <Alert variant="error">{ebaUploadFailedMessage(state.statusText)}</Alert>}
      <FileDropZone
        id={chooseId}
        label="Selection file"
        description="Your selection file (.xlsx) with a 'y' in the Selection column for each title you want."
        accept={['.xlsx']}
        maxSize={EBA_MAX_FILE_BYTES}
        value={null}
        onValueChange={(file) => {
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
