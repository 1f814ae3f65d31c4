import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@console/ui';
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
  onAction: (action: AccessAction, email: string) => void;
}

function WarningGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-warning" fill="currentColor">
      <path d="M8 1.5 15 14H1L8 1.5Zm0 4a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 8 5.5Zm0 6.25a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z" />
    </svg>
  );
}

function Expiration({ row, now }: { row: UserRow; now: Date }) {
  if (row.isAdmin && row.expiration === null) return <>{DOES_NOT_EXPIRE}</>;
  if (row.expiration === null) return <>Not set</>;
  return (
    <span className="flex flex-col">
      <span>{formatDate(row.expiration)}</span>
      {row.expiringSoon && (
        <span className="flex items-center gap-1 text-xs font-semibold text-ink">
          <WarningGlyph />
          Expires in {daysLeft(row.expiration, now)} {daysLeft(row.expiration, now) === 1 ? 'day' : 'days'}
        </span>
      )}
    </span>
  );
}

const statusClass: Record<UserRow['status'], string> = {
  Active: 'bg-success-soft text-ink',
  Invited: 'bg-info-soft text-ink',
  Expired: 'bg-subtle text-ink',
};

/** The users of one page (spec 000 §2): email, status, expiration, admin role, last log in, actions. */
export function UsersTable({ rows, now, canGrantAdmin, onAction }: UsersTableProps) {
  return (
    <Table aria-label="Paired users">
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Expiration</TableHead>
          <TableHead>Admin role</TableHead>
          <TableHead>Last log in</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && <TableEmpty>{EMPTY_ROW_TEXT}</TableEmpty>}
        {rows.map((row) => {
          const actions = actionsFor(row, canGrantAdmin);
          return (
            <TableRow key={row.email}>
              <TableCell className="font-medium break-all">{row.email}</TableCell>
              <TableCell>
                <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${statusClass[row.status]}`}>{row.status}</span>
              </TableCell>
              <TableCell>
                <Expiration row={row} now={now} />
              </TableCell>
              <TableCell>{row.roleName ?? 'None'}</TableCell>
              <TableCell>{row.lastLogIn ? formatDate(row.lastLogIn) : 'Never'}</TableCell>
              <TableCell className="text-right">
                {actions.length > 0 && (
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="secondary" size="sm" data-actions-for={row.email}>
                        Actions<span className="sr-only"> for {row.email}</span>
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {actions.map((action) => (
                        <DropdownMenuItem
                          key={action}
                          variant={action === 'expire' ? 'danger' : 'default'}
                          onSelect={() => onAction(action, row.email)}
                        >
                          {ACTION_LABELS[action]}
                        </DropdownMenuItem>
                      ))}
                    </DropdownMenuContent>
                  </DropdownMenu>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
