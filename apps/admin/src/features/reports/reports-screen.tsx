import { Alert, Button, SkeletonText, Tabs, TabsContent, TabsList, TabsTrigger, TextLink, useToast } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { EXTERNAL_LINKS } from '../../config/constants';
import { downloadFile } from '../../lib/download-file';
import { GENERIC_FAILURE } from '../../lib/form/server-error';
import { logEvent } from '../../lib/log-event';
import { QueryBoundary, RetryAlert } from '../../lib/query-boundary';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useOnDemand } from '../../lib/use-on-demand';
import { providerNameAtom } from '../../state/session';
import type { UserState } from '../../state/user-state';
import { schedulesOptions, type HistoryItem, type ScheduleItem } from './api/reports';
import {
  historyAtomFamily,
  olderHistoryAtomFamily,
  olderHistoryRequestAtomFamily,
  publisherSiteAtom,
  publisherSummaryAtom,
  schedulesAtomFamily,
} from './atoms/reports-atoms';
import type { SubmittedResult } from './components/create-report-dialog';
import { HistoryTable } from './components/history-table';
import { SchedulesTable } from './components/schedules-table';
import {
  downloadPath,
  downloadToast,
  HISTORY_EMPTY,
  isLongHistory,
  olderRequestOf,
  pageHistory,
  SCHEDULES_EMPTY,
  withSubmitted,
  type HistoryFirstAnswer,
} from './model/history';
import { historyParams, modeOfPath, publisherNamespaces, showsCreateButton, type ReportPageMode } from './model/page-modes';

const PUBLISHER_LABELS: Record<string, string> = {
  PublisherJournalReports: 'Journal reports',
  PublisherBooksReports: 'Books reports',
  PublisherResearchReports: 'Research reports',
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Create Report form (its wizard, date pickers and account search) is its own chunk: the page shows the history
 * without it, and it loads when the form is first opened, or as soon as pointer or focus reaches its button. The
 * button opens the form once its code is in (no Suspense: nothing on the page is replaced while it loads).
 */
const loadCreateReportDialog = () => import('./components/create-report-dialog');
const preloadCreateReportDialog = () => void loadCreateReportDialog().catch(() => undefined);

/**
 * "Delete report schedule" is its own chunk too (with the design system's dialog): the history's first paint needs
 * no dialog. It is asked for when the Scheduled Reports tab shows, so it is in before a Delete button can be used.
 */
const loadDeleteScheduleDialog = () => import('./components/delete-schedule-dialog');
const preloadDeleteScheduleDialog = () => void loadDeleteScheduleDialog().catch(() => undefined);

/** The `elementtiming` name of the page's introduction: a long history's rest and virtualiser wait for its paint. */
const REPORTS_INTRO = 'reports-intro';

/** Said (politely) below a long history while its older requests are being asked for. */
export const OLDER_LOADING = 'Loading older requests…';

/** Once a page load has shown a long history's virtualised body, a history shown again (a tab, a route) starts with it. */
let virtualisedBefore = false;

/**
 * The history: its first answer (the newest HISTORY_FIRST_ANSWER requests, from the route's early requests) shows
 * first; a long history's rest and its virtualised body are asked for once the page's introduction has painted
 * (useNearViewport with afterPaintOf), so the first paint waits neither for 500 rows nor for the virtualiser's code.
 * Then the table holds the whole history, sorted over the whole (model/history.ts pageHistory). A failed rest
 * keeps the first answer's rows usable and says so with the spec's generic failure text and "Try again".
 */
function HistorySection({ mode, onDownload }: { mode: ReportPageMode; onDownload: (item: HistoryItem) => void }) {
  const answer = useAtomValue(historyAtomFamily(mode.kind)).data;
  const older = useAtomValue(olderHistoryAtomFamily(mode.kind));
  const setOlderRequest = useSetAtom(olderHistoryRequestAtomFamily(mode.kind));
  const box = useRef<HTMLDivElement>(null);
  const painted = useNearViewport(box, { afterPaintOf: REPORTS_INTRO });
  const [again] = useState(() => virtualisedBefore);
  useEffect(() => {
    if (painted) virtualisedBefore = true;
  }, [painted]);
  const request = olderRequestOf(answer);
  const offset = request?.offset;
  const after = request?.after;
  useEffect(() => {
    if (painted) setOlderRequest(offset === undefined || after === undefined ? null : { offset, after });
  }, [painted, offset, after, setOlderRequest]);
  // The rest's 400 rows re-render the table at a lower priority than input (time-sliced), after the page has painted.
  const rest = useDeferredValue(answer.more ? older.data : undefined);
  const items = useMemo(() => pageHistory(mode.kind, answer, rest), [mode.kind, answer, rest]);
  const failed = answer.more && older.isError && !older.isFetching;
  const loading = answer.more && rest === undefined && !failed;
  const long = answer.more || isLongHistory(items.length);
  const failure = failed ? older.error : null;
  useEffect(() => {
    if (!failure) return;
    logEvent('admin_error', {
      query: 'reportHistory',
      part: 'older',
      namespace: mode.namespaces.join(','),
      message: failure instanceof Error ? failure.message : String(failure),
    });
  }, [failure, mode.namespaces]);
  return (
    <div ref={box}>
      <HistoryTable
        items={items}
        multiPlatform={mode.multiPlatformHistory}
        onDownload={onDownload}
        long={long}
        atLimit={answer.atLimit}
        virtualise={painted || again}
      />
      {/* Kept in the page for a long history (a live region announces changes, and its line does not come and go). */}
      {long && (
        <p role="status" className="mt-3 min-h-5 text-sm text-ink-muted">
          {loading ? OLDER_LOADING : ''}
        </p>
      )}
      {failed && (
        <div className="mt-3">
          <RetryAlert onRetry={() => void older.refetch()} />
        </div>
      )}
    </div>
  );
}

function SchedulesSection({ mode, onDelete }: { mode: ReportPageMode; onDelete: (item: ScheduleItem) => void }) {
  const schedules = useAtomValue(schedulesAtomFamily(mode.kind));
  useEffect(preloadDeleteScheduleDialog, []);
  return <SchedulesTable items={schedules.data} multiPlatform={mode.multiPlatformSchedules} onDelete={onDelete} />;
}

const tableLoading = <SkeletonText lines={4} label="Loading reports" />;

/** COUNTER 5 notice (spec 001 §2): compliance with its audit link, SUSHI ids, and the 5.1 conversion warning. */
function Counter5Notice({ user }: { user: UserState }) {
  return (
    <Alert variant="info" title="COUNTER 5">
      <p>
        Our usage reports are audited and compliant with the COUNTER Code of Practice.{' '}
        <TextLink href="https://registry.countermetrics.org/">View the audit in the COUNTER Registry</TextLink>.
      </p>
      <p className="mt-2">
        SUSHI account information: your customer ID is <strong>{user.selectedInstitution}</strong> and your requestor ID is{' '}
        <strong>{user.emailAddress}</strong>.
      </p>
      <p className="mt-2">
        Scheduled standard reports were automatically converted to COUNTER 5.1. Scheduled master reports were deactivated and must be
        recreated in COUNTER 5.1. This page shows historical data only.
      </p>
    </Alert>
  );
}

/** What the router hands the screen (app/route-table.tsx ScreenProps, which a feature may not import). */
export interface ReportsScreenProps {
  user: UserState;
  route: { path: string };
}

/** The reports page in each of its seven modes (spec 001 §2). */
export default function ReportsScreen({ user, route }: ReportsScreenProps) {
  const mode = modeOfPath(route.path);
  const client = useQueryClient();
  const toast = useToast();
  const providerName = useAtomValue(providerNameAtom);
  const [open, setOpen] = useState(false);
  // The form's code once loaded; the form stays mounted from then on, so it keeps what it keeps between openings.
  const createForm = useOnDemand(loadCreateReportDialog, (error) =>
    logEvent('admin_error', { message: String(error), part: 'create-report-dialog' }, user.selectedInstitution),
  );
  const CreateReportDialog = createForm.module?.CreateReportDialog;
  const [tab, setTab] = useState<'history' | 'schedules'>('history');
  const [success, setSuccess] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ScheduleItem | null>(null);
  const deleteDialog = useOnDemand(loadDeleteScheduleDialog, (error) => {
    setPendingDelete(null);
    logEvent('admin_error', { message: String(error), part: 'delete-schedule-dialog' }, user.selectedInstitution);
  });
  const DeleteScheduleDialog = deleteDialog.module?.DeleteScheduleDialog;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const setPublisherSite = useSetAtom(publisherSiteAtom);
  const publisherSummary = useAtomValue(publisherSummaryAtom);
  // Both tabs' data at once, whatever started the page: the route's early requests do it when the router shows
  // it; a page rendered on its own (a story) would otherwise ask for the schedules only when their tab opens.
  // Idempotent: a query already in the cache is not asked for again.
  if (mode.showSchedules && user.userId) void client.prefetchQuery(schedulesOptions(historyParams(mode.kind, user.userId, true)));

  useEffect(() => {
    setPublisherSite(mode.kind === 'publisher' && user.accountType === 'publisher' ? user.selectedInstitution : null);
  }, [mode.kind, user.accountType, user.selectedInstitution, setPublisherSite]);

  // Internal admins (not masquerading) pick the account in the wizard by site code (spec 001 §2, §6).
  const canCreate = user.internalAdmin
    ? showsCreateButton(mode, user.userFlags.enabled, true)
    : showsCreateButton(mode, user.userFlags.enabled, user.isPublisher) && Boolean(user.selectedAccount);
  const publisherChoices = (publisherSummary.data ? publisherNamespaces(publisherSummary.data.counts) : mode.namespaces).map((value) => ({
    value,
    label: PUBLISHER_LABELS[value] ?? value,
  }));

  // The file is fetched, not navigated to: a failed answer (a 500, a proxy's 502 page, no answer) says so in a toast
  // and leaves the page as it was, instead of replacing the console with the error page (spec 001 §8 is silent).
  const onDownload = (item: HistoryItem) => {
    downloadFile(downloadPath(item.report_id), `${item.report_name}.${item.output_format.toLowerCase()}`).then(
      () => toast.show({ title: downloadToast(mode.toastType, item.attributes.reportCode), variant: 'success' }),
      (error: unknown) => {
        toast.show({ title: GENERIC_FAILURE, variant: 'error' });
        logEvent('admin_error', {
          query: 'reportDownload',
          reportId: item.report_id,
          message: error instanceof Error ? error.message : '',
        });
      },
    );
  };

  const onSubmitted = (result: SubmittedResult) => {
    setSuccess(result.message);
    if (result.kind === 'schedule') {
      setTab('schedules');
      void client.invalidateQueries({ queryKey: ['reports', 'schedules'] });
    } else {
      setTab('history');
      // The new row shows at once; the refetch after it confirms it (spec 001 §4). A long history's rest follows
      // the first answer: its query is keyed by where the first answer ends (model/history.ts olderRequestOf).
      client.setQueriesData<HistoryFirstAnswer<HistoryItem>>({ queryKey: ['reports', 'history'] }, (old) =>
        old ? withSubmitted(old, result.item as HistoryItem) : old,
      );
      void client.invalidateQueries({ queryKey: ['reports', 'history'] });
    }
  };

  const history = (
    <QueryBoundary
      queries={[historyAtomFamily(mode.kind)]}
      logDetail={{ query: 'reportHistory', namespace: mode.namespaces.join(',') }}
      fallback={() => <p>{HISTORY_EMPTY}</p>}
      loading={tableLoading}
    >
      <HistorySection mode={mode} onDownload={onDownload} />
    </QueryBoundary>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 id="page-heading" className="text-3xl font-bold text-ink">
          {mode.heading}
        </h1>
        <p elementtiming={REPORTS_INTRO}>{mode.description}</p>
        {mode.kind === 'books' && user.accountType === 'institution' && (
          <p>
            <Link href="/holdings?tab=books" className="text-primary underline underline-offset-2">
              View your savings
            </Link>
          </p>
        )}
        {canCreate && (
          <div>
            <Button
              ref={triggerRef}
              onPointerEnter={preloadCreateReportDialog}
              onFocus={preloadCreateReportDialog}
              aria-busy={createForm.state === 'loading' || undefined}
              onClick={() => createForm.request(() => setOpen(true))}
            >
              Create Report
            </Button>
            <span role="status" className="sr-only">
              {createForm.state === 'loading' ? 'Loading the report form' : ''}
            </span>
          </div>
        )}
        {createForm.state === 'failed' && (
          <Alert variant="error" onClose={createForm.dismissFailure} closeLabel="Dismiss">
            {GENERIC_FAILURE}
          </Alert>
        )}
        {canCreate && CreateReportDialog && (
          <CreateReportDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) triggerRef.current?.focus();
            }}
            mode={mode}
            user={user}
            namespace={mode.kind === 'publisher' ? (publisherChoices[0]?.value ?? mode.namespaces[0] ?? '') : (mode.namespaces[0] ?? '')}
            namespaceChoices={publisherChoices}
            onSubmitted={onSubmitted}
            today={today()}
          />
        )}
      </header>
      {mode.kind === 'counter5' && <Counter5Notice user={user} />}
      {mode.kind === 'counter51' && (
        <Alert variant="info">
          COUNTER 5.0 standard report schedules were recreated as COUNTER 5.1 schedules; you do not need to set them up again.
        </Alert>
      )}
      {success && (
        <Alert variant="success" onClose={() => setSuccess(null)} closeLabel="Dismiss">
          {success}
        </Alert>
      )}
      {mode.showSchedules ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as 'history' | 'schedules')}>
          <TabsList aria-label="Reports">
            <TabsTrigger value="history">Report History</TabsTrigger>
            <TabsTrigger value="schedules">Scheduled Reports</TabsTrigger>
          </TabsList>
          <TabsContent value="history">{history}</TabsContent>
          <TabsContent value="schedules">
            {deleteDialog.state === 'failed' && (
              <Alert variant="error" onClose={deleteDialog.dismissFailure} closeLabel="Dismiss" className="mb-3">
                {GENERIC_FAILURE}
              </Alert>
            )}
            <span role="status" className="sr-only">
              {deleteDialog.state === 'loading' && pendingDelete ? 'Loading the confirmation' : ''}
            </span>
            <QueryBoundary
              queries={[schedulesAtomFamily(mode.kind)]}
              logDetail={{ query: 'reportScheduleHistory', namespace: mode.namespaces.join(',') }}
              fallback={() => <p>{SCHEDULES_EMPTY}</p>}
              loading={tableLoading}
            >
              <SchedulesSection
                mode={mode}
                onDelete={(item) => {
                  setPendingDelete(item);
                  deleteDialog.request();
                }}
              />
            </QueryBoundary>
          </TabsContent>
        </Tabs>
      ) : (
        <section aria-labelledby="report-history-heading" className="flex flex-col gap-3">
          <h2 id="report-history-heading" className="text-xl font-semibold">
            Report History
          </h2>
          {history}
        </section>
      )}
      <p>
        Questions about your reports? Contact <TextLink href={EXTERNAL_LINKS.support}>{providerName} Support</TextLink>.
      </p>
      {DeleteScheduleDialog && (
        <DeleteScheduleDialog pending={pendingDelete} onClose={() => setPendingDelete(null)} siteCode={user.selectedInstitution} />
      )}
    </div>
  );
}
