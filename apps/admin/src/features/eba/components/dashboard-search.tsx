import { EBA_DASHBOARD_SEARCH_MAX_LENGTH } from '@console/rules/eba';
import { Button, TextField } from '@console/ui';
import { useState } from 'react';

export interface DashboardSearchProps {
  /** The search in force ('' for the most recently updated participants). */
  current: string;
  onSearch: (text: string) => void;
}

/** The dashboard search (spec 000 §2, §5): comma-separated site codes, trimmed; empty shows the 20 most recent. */
export function DashboardSearch({ current, onSearch }: DashboardSearchProps) {
  const [text, setText] = useState(current);
  return (
    <div role="search" aria-label="Search participants by site code">
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <TextField
          label="Site codes"
          description="Separate site codes with commas. Leave empty to see the 20 most recently updated participants."
          type="search"
          value={text}
          maxLength={EBA_DASHBOARD_SEARCH_MAX_LENGTH}
          className="w-96 max-w-full"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="mt-[1.625rem] min-h-10">
          Search
        </Button>
      </form>
    </div>
  );
}
