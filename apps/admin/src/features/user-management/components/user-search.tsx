import { searchTextError } from '@console/rules/users';
import { Button, TextField } from '@console/ui';
import { useRef, useState } from 'react';

export interface UserSearchProps {
  /** The search in force (null: the whole list). */
  current: string | null;
  /** Searches (text of at least 4 characters) or returns to the whole list (null). */
  onSearch: (text: string | null) => void;
}

/**
 * Email search (spec 000 §5): at least 4 characters, else the spec's message and the text stays; clearing the
 * box returns to the full list. Typing asks nothing of the gateway: the search runs on Search (or Enter).
 * The input is uncontrolled: a keystroke renders nothing in React (the text is read on submit), except the one
 * that clears a shown message or empties the box.
 */
export function UserSearch({ current, onSearch }: UserSearchProps) {
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div role="search" aria-label="Search users by email">
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = (inputRef.current?.value ?? '').trim();
          if (trimmed === '') {
            setError(null);
            onSearch(null);
            return;
          }
          const message = searchTextError(trimmed);
          setError(message);
          if (message) inputRef.current?.focus();
          else onSearch(trimmed);
        }}
      >
        <TextField
          ref={inputRef}
          label="Search by email"
          type="search"
          defaultValue={current ?? ''}
          error={error ?? undefined}
          className="w-80 max-w-full"
          onChange={(event) => {
            if (error) setError(null);
            if (event.target.value === '' && current !== null) onSearch(null);
          }}
        />
        <Button type="submit" variant="secondary" className="mt-[1.625rem] min-h-10">
          Search
        </Button>
      </form>
    </div>
  );
}
