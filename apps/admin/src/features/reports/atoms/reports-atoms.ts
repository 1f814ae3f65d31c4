import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { atomWithMutation, atomWithQuery, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { ReportScheduleSubmissionInput, ReportSubmissionInput } from '@console/graphql/client';
import { userStateAtom } from '../../../state/session';
import {
  addReport,
  addReportSchedule,
  checkReportDuplicate,
  checkScheduleDuplicate,
  childInstitutionsOptions,
  collectionsOptions,
  fetchReportStatus,
  historyOptions,
  inactivateSchedule,
  olderHistoryOptions,
  licensedPlatformsOptions,
  publicationsOptions,
  publisherSummaryOptions,
  schedulesOptions,
  searchInstitutions,
  templatesOptions,
} from '../api/reports';
import { shouldPoll, STATUS_POLL_INTERVAL_MS } from '../model/history';
import { historyParams, type ReportPageKind } from '../model/page-modes';

/** The signed-in admin (report pages exist only for admins). */
export const reportUserAtom = atom((get) => {
  const state = get(userStateAtom);
  return state.kind === 'admin' ? state.user : null;
});

/** The history of a page mode (spec 001 §7 "Request history"). */
export const historyAtomFamily = atomFamily((kind: ReportPageKind) =>
  atomWithSuspenseQuery((get) => historyOptions(historyParams(kind, get(reportUserAtom)?.userId ?? '', false))),
);

/**
 * Where the rest of a long history starts (model/history.ts olderRequestOf), set by the history's section once the
 * page has painted its first answer; null until then (the query below waits).
 */
export const olderHistoryRequestAtomFamily = atomFamily((_kind: ReportPageKind) => atom<{ offset: number; after: string } | null>(null));

/** The rest of a long history, once its request is set (not a suspense query: the first answer shows meanwhile). */
export const olderHistoryAtomFamily = atomFamily((kind: ReportPageKind) =>
  atomWithQuery((get) => {
    const request = get(olderHistoryRequestAtomFamily(kind));
    const params = historyParams(kind, get(reportUserAtom)?.userId ?? '', false);
    return { ...olderHistoryOptions(params, request ?? { offset: 0, after: '' }), enabled: request !== null };
  }),
);

/** The active schedules of a page mode (spec 001 §7 "Schedule history"). */
export const schedulesAtomFamily = atomFamily((kind: ReportPageKind) =>
  atomWithSuspenseQuery((get) => schedulesOptions(historyParams(kind, get(reportUserAtom)?.userId ?? '', true))),
);

/**
 * The status check of one pending report (spec 001 §4): every 10 seconds, never cached, stopping at complete
 * or after 30 polls.
 */
export const reportStatusAtomFamily = atomFamily((reportId: string) =>
  atomWithQuery(() => ({
    queryKey: ['reports', 'status', reportId],
    queryFn: async () => (await fetchReportStatus(reportId)) ?? 'pending',
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (query) => (shouldPoll(query.state.data ?? 'pending', query.state.dataUpdateCount) ? STATUS_POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
    // The first check waits one interval: the row was just read as pending (its history answer), so a check at
    // once would only repeat that answer, and would make the page's data two rounds of requests (issue 17's
    // request chains). The interval's timer starts when the row mounts.
    initialData: 'pending',
    initialDataUpdatedAt: () => Date.now(),
    refetchOnMount: false,
  })),
);

// --- the wizard's lookups: parameter atoms set by the wizard, read by on-demand query atoms ---

export interface TemplateParams {
  namespace: string;
  siteCode: string;
  platform: string;
}

export const templateParamsAtom = atom<TemplateParams | null>(null);

export const templatesAtom = atomWithQuery((get) => {
  const params = get(templateParamsAtom);
  const userId = get(reportUserAtom)?.userId ?? '';
  return {
    ...templatesOptions(userId, params?.namespace ?? '', params?.siteCode ?? '', params?.platform ?? 'jstor'),
    enabled: params !== null,
  };
});

export const wizardSiteCodeAtom = atom<string | null>(null);

export const licensedPlatformsAtom = atomWithQuery((get) => {
  const siteCode = get(wizardSiteCodeAtom) ?? '';
  return { ...licensedPlatformsOptions(siteCode), enabled: siteCode !== '' };
});

/** External id of the consortium whose children the wizard lists (CR_C1 and consortium selections). */
export const childrenOfAtom = atom<string | null>(null);

export const childInstitutionsAtom = atomWithQuery((get) => {
  const accountId = get(childrenOfAtom) ?? '';
  return { ...childInstitutionsOptions(accountId), enabled: accountId !== '' };
});

export const collectionsSiteAtom = atom<string | null>(null);

export const collectionsAtom = atomWithQuery((get) => {
  const siteCode = get(collectionsSiteAtom) ?? '';
  return { ...collectionsOptions(siteCode), enabled: siteCode !== '' };
});

export const publisherSiteAtom = atom<string | null>(null);

export const publisherSummaryAtom = atomWithQuery((get) => {
  const siteCode = get(publisherSiteAtom) ?? '';
  return { ...publisherSummaryOptions(siteCode), enabled: siteCode !== '' };
});

export const publisherIdAtom = atom<string | null>(null);

export const publicationsAtom = atomWithQuery((get) => {
  const publisherId = get(publisherIdAtom) ?? '';
  return { ...publicationsOptions(publisherId), enabled: publisherId !== '' };
});

/** The internal admins' site-code search (spec 001 §2): the code sent (with its wildcard), or null. */
export const siteSearchCodeAtom = atom<string | null>(null);

export const siteSearchResultsAtom = atomWithQuery((get) => {
  const code = get(siteSearchCodeAtom);
  return {
    queryKey: ['reports', 'site-search', code ?? ''],
    queryFn: () => searchInstitutions(code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: 60_000,
  };
});

// --- writes ---

export type Submission = { kind: 'report'; input: ReportSubmissionInput } | { kind: 'schedule'; input: ReportScheduleSubmissionInput };

/** The duplicate check on the confirm step (a mutation: it runs on demand and is never cached). */
export const checkDuplicateAtom = atomWithMutation(() => ({
  mutationKey: ['reports', 'check-duplicate'],
  mutationFn: async (submission: Submission) =>
    submission.kind === 'report' ? checkReportDuplicate(submission.input) : checkScheduleDuplicate(submission.input),
}));

export const submitReportAtom = atomWithMutation(() => ({
  mutationKey: ['reports', 'submit'],
  mutationFn: async (submission: Submission) => {
    if (submission.kind === 'report') return { kind: 'report' as const, item: await addReport(submission.input) };
    return { kind: 'schedule' as const, item: await addReportSchedule(submission.input) };
  },
}));

export const deleteScheduleAtom = atomWithMutation((get) => ({
  mutationKey: ['reports', 'delete-schedule'],
  mutationFn: (id: string) => inactivateSchedule(id),
  onSuccess: async () => {
    await get(queryClientAtom).invalidateQueries({ queryKey: ['reports', 'schedules'] });
  },
}));
