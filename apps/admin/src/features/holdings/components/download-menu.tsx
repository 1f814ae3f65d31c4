import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@console/ui';
import type { HoldingsLink } from '../api/holdings';

/** The tab's files (KBART title lists, the XLSX summary) as links the browser downloads with the session cookie. */
export function DownloadMenu({ links, label }: { links: readonly HoldingsLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label={`Download ${label}`}>
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {links.map((link) => (
          <DropdownMenuItem key={link.url} asChild>
            <a href={link.url} download={link.displayUrl}>
              {link.label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
