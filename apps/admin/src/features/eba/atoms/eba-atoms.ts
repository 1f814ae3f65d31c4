import {
  EBA_POLL_INTERVAL_MS,
  ebaShouldPoll,
  ebaUploadReducer,
  type EbaUploadEvent,
  type EbaUploadState,
  type EbaUploadStatusValue,
} from '@console/rules/eba';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomWithMutation, atomWithQuery, atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { logEvent } from '../../../lib/log-event';
import { userStateAtom } from '../../../state/session';
import {
  abortEbaUpload,
  ebaDashboardOptions,
  ebaPageOptions,
  ebaQueryKeys,
  fetchEbaUploadStatus,
  requestEbaSignedUrl,
  triggerEbaUpload,
  uploadToStorage,
  type StorageResult,
} from '../api/eba';
import { dashboardSearchOf } from '../model/dashboard';
import { ebaInstitutionsOf, ebaSiteCodeOf, polledUploadState, pollsAfter, resumedUploadState } from '../model/eba-page';

/** The institutions the page offers (the user's own, spec 000 §2). */
export const ebaInstitutionsAtom = atom((get) => ebaInstitutionsOf(get(userStateAtom)));

/** The institution chosen on the page; the page has its own choice (ACCOUNTS is hidden there, spec 000 §2). */
const chosenSiteCodeAtom = atom<string | null>(null);

export const ebaSiteCodeAtom = atom((get) => ebaSiteCodeOf(get(userStateAtom), get(chosenSiteCodeAtom)));

/** The programme, selection file link and latest upload status of the chosen institution. */
export const ebaPageAtom = atomWithSuspenseQuery((get) => ebaPageOptions(get(ebaSiteCodeAtom)));

/** One upload of one institution: `attempt` tells its answers from those of an earlier, removed one. */
export interface EbaUpload {
  siteCode: string;
  /** 0 for an upload the page found under way when it opened (no step of this visit yet). */
  attempt: number;
  fileName: string | null;
  state: EbaUploadState;
}

const uploadAtom = atom<EbaUpload | null>(null);
const attemptsAtom = atom(0);

/** The upload under way on the page for the chosen institution; null when none has started in this visit. */
export const ebaUploadAtom = atom((get) => {
  const upload = get(uploadAtom);
  return upload && upload.siteCode === get(ebaSiteCodeAtom) ? upload : null;
});

/** Another institution: its own page, and its progress starts over (spec 000 §4). */
export const chooseEbaInstitutionAtom = atom(null, (_get, set, siteCode: string) => {
  set(chosenSiteCodeAtom, siteCode);
  set(uploadAtom, null);
});

/** ebaUploadStatus polling interval (spec 000 §9: 10 s; stories shorten it through the screen's prop). */
export const ebaPollIntervalAtom = atom(EBA_POLL_INTERVAL_MS);

const shownPageAtom = unwrap(ebaPageAtom, () => null);
const idle: EbaUploadState = { kind: 'idle' };

/**
 * Where the chosen institution's upload stood before the polled answers: this visit's last step (10, 25, a
 * failed storage POST, ...), or, before any, what the page found when it opened (spec 000 §4: success for a
 * submitted institution, the progress of an upload still running).
 */
const uploadBaseAtom = atom((get): EbaUpload => {
  const upload = get(ebaUploadAtom);
  if (upload) return upload;
  const siteCode = get(ebaSiteCodeAtom);
  const page = get(shownPageAtom)?.data;
  const state = page?.programme ? resumedUploadState(page.programme.hasSuccessfulUpload, page.uploadStatus) : idle;
  return { siteCode, attempt: 0, fileName: null, state };
});

/**
 * ebaUploadStatus of the upload under way (spec 000 §4, §9): every 10 s from the network while the upload is
 * stored or processing, stopping at a final answer. Network only: each upload attempt has its own key, no
 * answer outlives its observer (gcTime 0) and none is taken from an earlier upload. The first poll comes one
 * interval after the file is stored (the initial "no answer yet" counts as fresh for one interval). A success
 * refreshes the page's data (the institution is now submitted); a failed poll is logged and the next one asks again.
 */
export const ebaStatusPollAtom = atomWithQuery((get) => {
  const { siteCode, attempt, state } = get(uploadBaseAtom);
  const polling = ebaShouldPoll(state);
  const intervalMs = get(ebaPollIntervalAtom);
  const client = get(queryClientAtom);
  return {
    queryKey: ebaQueryKeys.uploadPoll(siteCode, attempt, polling),
    queryFn: async (): Promise<EbaUploadStatusValue | null> => {
      let answer: EbaUploadStatusValue | null;
      try {
        answer = await fetchEbaUploadStatus(siteCode);
      } catch (error) {
        logEvent('admin_error', { query: 'ebaUploadStatus', message: errorText(error) }, siteCode);
        throw error;
      }
      if (polledUploadState(state, answer).kind === 'success') {
        void client.invalidateQueries({ queryKey: ebaQueryKeys.page(siteCode) });
        void client.invalidateQueries({ queryKey: ['eba', 'participant-status'] });
      }
      return answer;
    },
    enabled: polling,
    initialData: null,
    staleTime: intervalMs,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query: { state: { data: EbaUploadStatusValue | null | undefined } }) =>
      pollsAfter(query.state.data ?? null) ? intervalMs : false,
    refetchIntervalInBackground: true,
  };
});

/** The chosen institution's upload as the page shows it: its last step, moved on by the latest polled answer. */
export const ebaUploadStateAtom = atom((get): EbaUpload => {
  const base = get(uploadBaseAtom);
  const answer = get(ebaStatusPollAtom).data ?? null;
  return { ...base, state: polledUploadState(base.state, answer) };
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface UploadInput {
  siteCode: string;
  file: File;
}

/**
 * The file's way to storage (spec 000 §4, §5): a signed URL, then the file POSTed to it; the answer is the
 * storage's outcome ('Failed to upload file: {status text}' unless 204). A failed signed URL is only logged
 * (spec 000 §8) and the page ends on the system error panel.
 */
export const uploadEbaFileAtom = atomWithMutation(() => ({
  mutationKey: ['eba', 'upload'],
  mutationFn: async ({ siteCode, file }: UploadInput) => uploadToStorage(await requestEbaSignedUrl(siteCode), file),
  onError: (error: unknown, { siteCode }: UploadInput) =>
    logEvent('admin_error', { query: 'ebaSignedUrl', message: errorText(error) }, siteCode),
}));

interface TriggerInput {
  siteCode: string;
  accountType: string;
}

/** The processing of a stored file, with the site code and the lowercased account type (spec 000 §4); failures as above. */
export const triggerEbaUploadAtom = atomWithMutation(() => ({
  mutationKey: ['eba', 'trigger'],
  mutationFn: ({ siteCode, accountType }: TriggerInput) => triggerEbaUpload(siteCode, accountType),
  onError: (error: unknown, { siteCode }: TriggerInput) =>
    logEvent('admin_error', { query: 'ebaTriggerUpload', message: errorText(error) }, siteCode),
}));

/** The remove button's abort (spec 000 §4): logs eba-upload-aborted; a failure is only logged (spec 000 §8). */
export const abortEbaUploadAtom = atomWithMutation(() => ({
  mutationKey: ['eba', 'abort'],
  onMutate: (siteCode: string) => logEvent('eba-upload-aborted', undefined, siteCode),
  mutationFn: (siteCode: string) => abortEbaUpload(siteCode),
  onError: (error: unknown, siteCode: string) =>
    logEvent('admin_error', { query: 'ebaAbortFileProcessing', message: errorText(error) }, siteCode),
}));

const systemError: EbaUploadState = { kind: 'failed', code: 'system_error', remainingBalance: null, balanceThreshold: null };

/**
 * A chosen file (spec 000 §4): progress 10 and the upload (uploadEbaFileAtom); once stored, 25 ('Uploading
 * your file...') and the trigger (triggerEbaUploadAtom), while ebaStatusPollAtom takes over. Each step applies
 * only while this upload is still the page's (not removed, same institution); a failed signed URL or trigger
 * ends on the system error panel.
 */
export const chooseEbaFileAtom = atom(null, async (get, set, file: File) => {
  const siteCode = get(ebaSiteCodeAtom);
  const accountType = get(ebaInstitutionsAtom).find((entry) => entry.siteCode === siteCode)?.accountType ?? 'Institution';
  const attempt = get(attemptsAtom) + 1;
  set(attemptsAtom, attempt);
  const record = (state: EbaUploadState) => set(uploadAtom, { siteCode, attempt, fileName: file.name, state });
  const stillCurrent = () => {
    const current = get(uploadAtom);
    return current?.siteCode === siteCode && current.attempt === attempt;
  };
  const step = (event: EbaUploadEvent) => {
    const current = get(uploadAtom);
    if (current && stillCurrent()) record(ebaUploadReducer(current.state, event));
  };
  record(ebaUploadReducer(idle, { type: 'file-chosen' }));

  let stored: StorageResult;
  try {
    stored = await get(uploadEbaFileAtom).mutateAsync({ siteCode, file });
  } catch {
    if (stillCurrent()) record(systemError);
    return;
  }
  if (!stillCurrent()) return;
  if (!stored.ok) {
    step({ type: 'store-failed', statusText: stored.statusText });
    return;
  }
  step({ type: 'stored' });
  try {
    await get(triggerEbaUploadAtom).mutateAsync({ siteCode, accountType });
  } catch {
    if (stillCurrent()) record(systemError);
  }
});

/** The remove button while processing: clears the file and aborts on the server (abortEbaUploadAtom). */
export const removeEbaFileAtom = atom(null, async (get, set) => {
  const siteCode = get(ebaSiteCodeAtom);
  const attempt = get(attemptsAtom) + 1;
  set(attemptsAtom, attempt);
  set(uploadAtom, { siteCode, attempt, fileName: null, state: idle });
  await get(abortEbaUploadAtom)
    .mutateAsync(siteCode)
    .catch(() => {});
});

/** The dashboard's search as typed and submitted (spec 000 §5: comma-separated site codes, trimmed). */
const dashboardSearchAtom = atom('');
export const ebaDashboardSearchAtom = atom((get) => get(dashboardSearchAtom));
export const searchEbaDashboardAtom = atom(null, (_get, set, text: string) => set(dashboardSearchAtom, dashboardSearchOf(text)));

export const ebaDashboardAtom = atomWithSuspenseQuery((get) => ebaDashboardOptions(get(dashboardSearchAtom)));
