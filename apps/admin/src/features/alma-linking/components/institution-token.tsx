import { Button, CopyButton, TextField } from '@console/ui';
import { almaTokenProblemMessage, isValidAlmaToken, maskAlmaToken } from '@console/rules/alma';
import { useState } from 'react';

export interface InstitutionTokenProps {
  token: string | null;
  providerName: string;
  /** Called after the token is on the clipboard (the page logs copy-institution-token-id). */
  onCopied: () => void;
}

/**
 * The read-only Institution Token Id (spec 000 §2): masked until Show, Copy gives 'Copied'. Without a usable
 * token the box is disabled and invalid with the spec's message (000 §5).
 */
export function InstitutionToken({ token, providerName, onCopied }: InstitutionTokenProps) {
  const [shown, setShown] = useState(false);
  const usable = isValidAlmaToken(token);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <TextField
        className="min-w-0 flex-1 basis-80"
        inputClassName="font-mono"
        label="Institution Token Id"
        readOnly
        disabled={!usable}
        value={usable ? (shown ? token : maskAlmaToken(token)) : ''}
        error={usable ? undefined : almaTokenProblemMessage(providerName)}
        spellCheck={false}
        autoComplete="off"
      />
      {/* Level with the box, below its label, whether or not a message sits under the box. */}
      <div className="flex gap-2 sm:mt-6">
        <Button variant="secondary" disabled={!usable} aria-pressed={shown} onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
        {usable && <CopyButton text={token} label="Copy Institution Token Id" onCopied={onCopied} />}
      </div>
    </div>
  );
}
