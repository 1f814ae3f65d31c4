import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@console/ui';
import { useState } from 'react';
import type { HoldingsLink } from '../api/holdings';

/**
 * The tab's files (KBART title lists, the XLSX summary). Each stays a link to its file, but choosing it (click,
 * Enter) hands it to `onDownload`, which fetches it with the session cookie and says so when it fails: a plain
 * download link failed in the browser's download list only, with nothing on the page.
 */
export function DownloadMenu({
  links,
  label,
  onDownload,
}: {
  links: readonly HoldingsLink[];
  label: string;
  onDownload: (link: HoldingsLink) => void;
}) {
  // Controlled: the link's click is taken over (default prevented), which also skips the menu's own close on select.
  const [open, setOpen] = useState(false);
  if (links.length === 0) return null;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label={`Download ${label}`}>
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {links.map((link) => (
          <DropdownMenuItem key={link.url} asChild>
            <a
              href={link.url}
              download={link.displayUrl}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                onDownload(link);
              }}
            >
              {link.label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
