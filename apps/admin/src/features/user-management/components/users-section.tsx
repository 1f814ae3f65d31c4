import { Button, ConfirmModal, Pagination, Switch, useToast } from '@console/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  accessChangeAtom,
  dataDownloadAtom,
  goToPageAtom,
  listAtom,
  searchUsersAtom,
  showAdminsOnlyAtom,
  showFirstPageAtom,
  shownUsersPageAtom,
  userManagementParamsAtom,
  usersPageAtom,
  usersPageLoadingAtom,
  usersQueryAtom,
} from '../atoms/user-management-atoms';
import { usersPageAheadOptions } from '../api/users';
import {
  confirmationOf,
  countHeading,
  DATA_DOWNLOAD_TOAST,
  failureToast,
  NO_USERS_TEXT,
  NOT_FOUND_TEXT,
  pageCountOf,
  successToast,
  toUserRow,
  USERS_ADDED_TOAST,
  type AccessAction,
} from '../model/users';
import { GENERIC_FAILURE } from '../../../lib/form/server-error';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { whenIdle } from '../../../lib/when-idle';
import { AddUsersDialog } from './add-users-dialog';
import { UserSearch } from './user-search';
import { UsersTable } from './users-table';

/**
 * The data of User Management (spec 000 §2, §4): the count heading, Add users, Receive user list, the search,
 * the admin filter, the table of one page and the pagination. Every change shows its toast and the list again
 * from its first page.
 *
 * Only the first answer suspends (the screen's skeleton): afterwards the page shown stays (aria-busy and, after
 * BUSY_DELAY_MS, a visible and announced "Loading users") while another page, filter or search loads, instead of the whole section
 * falling back to its skeleton and being rebuilt (issue 12's budget: paging under 100 ms of main-thread work).
 */
/** How long another page, filter or search may load before the list shows it is busy. */
export const BUSY_DELAY_MS = 150;

export function UsersSection({ now: fixedNow }: { now?: Date }) {
  const params = useAtomValue(userManagementParamsAtom);
  const list = useAtomValue(listAtom);
  const store = useStore();
  const shown = useAtomValue(shownUsersPageAtom);
  // Before the first answer: suspend on the query (use() may be called conditionally).
  const first = shown ?? store.get(usersPageAtom);
  const { data } = shown ?? use(first as Promise<Awaited<typeof first>>);
  const loadingList = useAtomValue(usersPageLoadingAtom);
  // The "Loading users" notice shows only when the next answer takes longer than a glance (BUSY_DELAY_MS): an
  // answer that comes at once paints no notice first and nothing flashes (issue 12: paging under 100 ms of
  // main-thread work at 4x CPU). The table's aria-busy stays exact.
  const showLoading = useDelayedFlag(loadingList, BUSY_DELAY_MS);
  const goToPage = useSetAtom(goToPageAtom);
  const showAdminsOnly = useSetAtom(showAdminsOnlyAtom);
  const search = useSetAtom(searchUsersAtom);
  const showFirstPage = useSetAtom(showFirstPageAtom);
  const change = useAtomValue(accessChangeAtom);
  const download = useAtomValue(dataDownloadAtom);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<{ action: AccessAction; email: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The clock of the statuses: read once per answer, so re-renders keep the same rows (and memoised rows stay).
  const { now, rows } = useMemo(() => {
    const clock = fixedNow ?? new Date();
    return { now: clock, rows: data.users.map((user) => toUserRow(user, clock)) };
  }, [fixedNow, data.users]);
  const chooseAction = useCallback((action: AccessAction, email: string) => setPending({ action, email }), []);
  const pageCount = pageCountOf(data.total, params.pageSize);

  // The next page is asked for once this one shows, when the browser is idle (TanStack Query's pattern for
  // paginated lists): Next or the next page number then shows rows already in the cache, in the click's own
  // render, with no busy state and no answer to wait for (issue 12: paging under 100 ms of main-thread work).
  // A page is fresh for 30 s (usersPageOptions), so going back and forth asks for nothing more.
  const client = useAtomValue(queryClientAtom);
  const query = useAtomValue(usersQueryAtom);
  useEffect(() => {
    if (loadingList || query.page >= pageCount) return;
    const next = usersPageAheadOptions({ ...query, page: query.page + 1 });
    return whenIdle(() => void client.prefetchQuery(next));
  }, [client, query, pageCount, loadingList]);
  const noUsersAtAll = list.search === null && !list.adminOnly && data.total === 0;
  const confirmation = useMemo(
    () => (pending ? confirmationOf(pending.action, pending.email, params.institutionName) : null),
    [pending, params.institutionName],
  );

  // Focus goes back to the row's Actions button, or to the heading when the row left this page.
  const returnFocus = useCallback(
    (email: string) =>
      requestAnimationFrame(() => {
        const trigger = document.querySelector<HTMLElement>(`[data-actions-for="${CSS.escape(email)}"]`);
        (trigger ?? headingRef.current)?.focus();
      }),
    [],
  );

  // After a change the list shows its first page again: while it loads the table is hidden, and a focused Actions
  // button in it loses focus. Once the new page is in, focus goes back to the row (or the heading) again.
  const [refocus, setRefocus] = useState<{ email: string; before: typeof data | null; at: number } | null>(null);
  useEffect(() => {
    if (!refocus || data === refocus.before) return;
    setRefocus(null);
    if (Date.now() - refocus.at < 10_000) returnFocus(refocus.email);
  }, [data, refocus, returnFocus]);

  const runChange = useCallback(async () => {
    if (!pending) return;
    const { action, email } = pending;
    try {
      await change.mutateAsync({ action, email });
      toast.show({ variant: 'success', title: successToast(action, email) });
      // Read at the time of the change (not a dependency: this callback stays the same while pages change).
      setRefocus({ email, before: store.get(shownUsersPageAtom)?.data ?? null, at: Date.now() });
      showFirstPage();
    } catch {
      toast.show({ variant: 'error', title: failureToast(action, email) });
    }
  }, [pending, change, toast, store, showFirstPage]);
  const onAdded = useCallback(() => {
    setAdding(false);
    toast.show({ variant: 'success', title: USERS_ADDED_TOAST });
    showFirstPage();
  }, [toast, showFirstPage]);
  const onConfirmOpenChange = useCallback(
    (open: boolean) => {
      if (open || !pending) return;
      const { email } = pending;
      setPending(null);
      returnFocus(email);
    },
    [pending, returnFocus],
  );

  // A page change re-renders the table, the pagination and the loading status only: the parts below do not depend
  // on the page, and are kept as the same elements while it changes (issue 12: paging under 100 ms at 4x CPU).
  const activeTotal = data.activeTotal;
  const header = useMemo(
    () => (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {countHeading(activeTotal)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>Add users</Button>
          <Button
            variant="secondary"
            loading={download.isPending}
            loadingText="Requesting user list"
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: () => toast.show({ variant: 'success', title: DATA_DOWNLOAD_TOAST }),
                onError: () => toast.show({ variant: 'error', title: GENERIC_FAILURE }),
              })
            }
          >
            Receive user list
          </Button>
        </div>
      </div>
    ),
    [activeTotal, download, toast],
  );
  const controls = useMemo(
    () => (
      <div className="flex flex-wrap items-end justify-between gap-4">
        <UserSearch key={params.siteCode} current={list.search} onSearch={search} />
        <Switch label="Show Admin Users Only" checked={list.adminOnly} onCheckedChange={(checked) => showAdminsOnly(checked)} />
      </div>
    ),
    [params.siteCode, list.search, list.adminOnly, search, showAdminsOnly],
  );
  const dialogs = useMemo(
    () => (
      <>
        <AddUsersDialog open={adding} onOpenChange={setAdding} onAdded={onAdded} />
        <ConfirmModal
          open={confirmation !== null}
          onOpenChange={onConfirmOpenChange}
          header={confirmation?.header ?? ''}
          text={confirmation?.text ?? ''}
          variant={confirmation?.danger ? 'danger' : 'default'}
          loadingText="Saving"
          onConfirm={runChange}
        />
      </>
    ),
    [adding, onAdded, confirmation, onConfirmOpenChange, runChange],
  );

  // The page numbers change with the page, not with its answer: a page that was not fetched ahead renders twice
  // (busy, then its rows) and the control only the first time.
  const shownPage = Math.min(list.page, pageCount);
  const pagination = useMemo(
    () =>
      pageCount > 1 ? <Pagination page={shownPage} pageCount={pageCount} onPageChange={goToPage} label="Pages of paired users" /> : null,
    [shownPage, pageCount, goToPage],
  );

  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-5">
      {header}
      {controls}

      {noUsersAtAll && <p className="text-ink">{NO_USERS_TEXT}</p>}
      {list.search !== null && data.total === 0 ? (
        <p role="status" className="text-ink">
          {NOT_FOUND_TEXT}
        </p>
      ) : (
        <div className="relative">
          <UsersTable rows={rows} now={now} canGrantAdmin={params.canGrantAdmin} onAction={chooseAction} busy={loadingList} />
          {/* Positioned over the table's corner: showing it moves nothing (no layout of the rows below). */}
          <p
            role="status"
            className={
              showLoading ? 'absolute top-1 right-1 rounded border border-line bg-surface px-2 py-1 text-sm text-ink shadow' : 'sr-only'
            }
          >
            {showLoading ? 'Loading users' : ''}
          </p>
        </div>
      )}

      {pagination}

      {dialogs}
    </section>
  );
}
