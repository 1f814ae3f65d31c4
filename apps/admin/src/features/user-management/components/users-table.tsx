import {
  Button,
  buttonVariants,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Table,
  TableBody,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
  tableBodyRowClassName,
  tableCellClassName,
} from '@console/ui';
import { memo, useState, type ReactNode } from 'react';
import {
  ACTION_LABELS,
  actionsFor,
  daysLeft,
  DOES_NOT_EXPIRE,
  EMPTY_ROW_TEXT,
  formatDate,
  type AccessAction,
  type UserRow,
} from '../model/users';

export interface UsersTableProps {
  rows: readonly UserRow[];
  now: Date;
  /** user_management_add_admin_permission. */
  canGrantAdmin: boolean;
  /** Keep it stable (useCallback): rows are memoised and re-render only when their own props change. */
  onAction: (action: AccessAction, email: string) => void;
  /** True while another page (or filter) is loading: the rows shown stay, marked aria-busy (not dimmed: contrast). */
  busy?: boolean;
}

function WarningGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-warning" fill="currentColor">
      <path d="M8 1.5 15 14H1L8 1.5Zm0 4a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 8 5.5Zm0 6.25a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z" />
    </svg>
  );
}

/**
 * The expiration cell's content. A plain date (most rows) is the cell's own text: a page change updates one text
 * node per row instead of a text in two nested boxes. Under 14 days, the date with its warning below.
 */
function expirationOf(row: UserRow, now: Date): ReactNode {
  if (row.isAdmin && row.expiration === null) return DOES_NOT_EXPIRE;
  if (row.expiration === null) return 'Not set';
  if (!row.expiringSoon) return formatDate(row.expiration);
  const left = daysLeft(row.expiration, now);
  return (
    <span className="flex flex-col">
      <span>{formatDate(row.expiration)}</span>
      <span className="flex items-center gap-1 text-xs font-semibold text-ink">
        <WarningGlyph />
        {`Expires in ${left} ${left === 1 ? 'day' : 'days'}`}
      </span>
    </span>
  );
}

const statusClass: Record<UserRow['status'], string> = {
  Active: 'inline-block rounded px-2 py-0.5 text-xs font-semibold bg-success-soft text-ink',
  Invited: 'inline-block rounded px-2 py-0.5 text-xs font-semibold bg-info-soft text-ink',
  Expired: 'inline-block rounded px-2 py-0.5 text-xs font-semibold bg-subtle text-ink',
};

// The classes TableRow, TableCell and Button give: rows are plain elements (below). The closed trigger is not
// `relative` (the Button primitive's anchor for its loading spinner, which this button never shows): a positioned
// button is a paint layer of its own, 25 more layers to walk and paint on every page change.
const emailCellClass = cn(tableCellClassName, 'font-medium break-all');
const actionsCellClass = cn(tableCellClassName, 'text-right');
const actionsButtonClass = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'static');

/** The trigger's name: "Actions for {email}" (its visible text "Actions" first, WCAG 2.5.3). */
const triggerName = (email: string) => `Actions for ${email}`;

/**
 * A row's actions menu. Until it is first opened the row holds a plain button with the trigger's semantics
 * (aria-haspopup, aria-expanded) and the Button primitive's look: a Radix menu per row costs its providers, popper
 * state and document listeners on every page of 25 rows, while a user opens one menu at a time. The first
 * activation mounts the menu open; opened from the keyboard, focus goes to its first item as the menu button
 * pattern asks (Radix itself only knows keyboard use from keys it saw while mounted, and focuses the menu). Escape
 * or a choice returns focus to the trigger. The trigger is named by aria-label, not by a visually hidden span: one
 * element and two text nodes fewer per row to update and lay out on a page change.
 */
function RowActions({
  email,
  actions,
  onAction,
}: {
  email: string;
  actions: readonly AccessAction[];
  onAction: UsersTableProps['onAction'];
}) {
  // Scoped to the address: rows are kept by position, so on another page this row shows another user, whose
  // menu starts closed and unmounted.
  const [opened, setOpened] = useState<{ email: string; open: boolean; keyboard: boolean } | null>(null);
  const menu = opened !== null && opened.email === email ? opened : null;
  const setMenu = (next: { open: boolean; keyboard: boolean }) => setOpened({ email, ...next });
  if (menu === null) {
    return (
      <button
        type="button"
        data-slot="button"
        data-variant="secondary"
        data-size="sm"
        className={actionsButtonClass}
        data-actions-for={email}
        aria-label={triggerName(email)}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        // detail 0: a click from Enter or Space rather than a pointer.
        onClick={(event) => setMenu({ open: true, keyboard: event.detail === 0 })}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setMenu({ open: true, keyboard: true });
        }}
      >
        Actions
      </button>
    );
  }
  return (
    <DropdownMenu open={menu.open} onOpenChange={(open) => setMenu({ open, keyboard: false })}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" data-actions-for={email} aria-label={triggerName(email)}>
          Actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // The menu focuses itself when it opens; opened from the keyboard, focus moves on to the first item.
        onFocus={(event) => {
          if (!menu.keyboard || event.target !== event.currentTarget) return;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
        }}
      >
        {actions.map((action) => (
          <DropdownMenuItem key={action} variant={action === 'expire' ? 'danger' : 'default'} onSelect={() => onAction(action, email)}>
            {ACTION_LABELS[action]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface UserRowViewProps {
  row: UserRow;
  now: Date;
  canGrantAdmin: boolean;
  onAction: UsersTableProps['onAction'];
}

/**
 * One row; memoised, so a re-render of the screen (busy state, dialogs, toasts) does not re-render 25 rows. Plain
 * `<tr>` and `<td>` elements with the classes of TableRow and TableCell: a page change re-renders every row, and
 * the primitives' components (a TableRow, six TableCells, a Button with its Slottable) doubled the fibers React
 * renders and commits per row (issue 12: paging under 100 ms of main-thread work at 4x CPU).
 */
const UserRowView = memo(function UserRowView({ row, now, canGrantAdmin, onAction }: UserRowViewProps) {
  const actions = actionsFor(row, canGrantAdmin);
  return (
    <tr data-slot="table-row" className={tableBodyRowClassName}>
      <td data-slot="table-cell" className={emailCellClass}>
        {row.email}
      </td>
      <td data-slot="table-cell" className={tableCellClassName}>
        <span className={statusClass[row.status]}>{row.status}</span>
      </td>
      <td data-slot="table-cell" className={tableCellClassName}>
        {expirationOf(row, now)}
      </td>
      <td data-slot="table-cell" className={tableCellClassName}>
        {row.roleName ?? 'None'}
      </td>
      <td data-slot="table-cell" className={tableCellClassName}>
        {row.lastLogIn ? formatDate(row.lastLogIn) : 'Never'}
      </td>
      <td data-slot="table-cell" className={actionsCellClass}>
        {actions.length > 0 && <RowActions email={row.email} actions={actions} onAction={onAction} />}
      </td>
    </tr>
  );
});

// One element for every render: React skips the header (eight components) when the page changes.
const header = (
  <TableHeader>
    <TableRow>
      <TableHead className="w-[34%]">Email</TableHead>
      <TableHead className="w-[11%]">Status</TableHead>
      <TableHead className="w-[17%]">Expiration</TableHead>
      <TableHead className="w-[14%]">Admin role</TableHead>
      <TableHead className="w-[12%]">Last log in</TableHead>
      <TableHead className="w-[12%]">
        <span className="sr-only">Actions</span>
      </TableHead>
    </TableRow>
  </TableHeader>
);

/** The users of one page (spec 000 §2): email, status, expiration, admin role, last log in, actions. */
export const UsersTable = memo(function UsersTable({ rows, now, canGrantAdmin, onAction, busy = false }: UsersTableProps) {
  return (
    // Fixed layout: the columns' widths come from the header row, so a page change lays out the 25 new rows
    // without measuring every cell's content first (auto layout was a third of a page change's main-thread work
    // at 4x CPU, issue 12). Below 48rem the box scrolls instead of squeezing the columns.
    <Table aria-label="Paired users" aria-busy={busy || undefined} layout="fixed" className="min-w-[48rem]">
      {header}
      <TableBody>
        {rows.length === 0 && <TableEmpty>{EMPTY_ROW_TEXT}</TableEmpty>}
        {rows.map((row, index) => (
          // Keyed by position: another page updates the 25 rows' text in place instead of removing and creating
          // every row's elements (most of a page change's work at 4x CPU, issue 12). Nothing in a row keeps state
          // of its user except the actions menu, which is scoped to the address.
          <UserRowView key={index} row={row} now={now} canGrantAdmin={canGrantAdmin} onAction={onAction} />
        ))}
      </TableBody>
    </Table>
  );
});
