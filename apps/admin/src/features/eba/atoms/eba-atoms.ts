import { ebaUploadReducer, type EbaUploadEvent, type EbaUploadState } from '@console/rules/eba';
import { atom } from 'jotai';
import { atomWithSuspenseQuery, queryClientAtom } from 'jotai-tanstack-query';
import { logEvent } from '../../../lib/log-event';
import { userStateAtom } from '../../../state/session';
import {
  abortEbaUpload,
  ebaDashboardOptions,
  ebaPageOptions,
  ebaQueryKeys,
  requestEbaSignedUrl,
  triggerEbaUpload,
  uploadToStorage,
} from '../api/eba';
import { dashboardSearchOf } from '../model/dashboard';
import { ebaInstitutionsOf, ebaSiteCodeOf } from '../model/eba-page';

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

interface EbaStep {
  siteCode: string;
  /** 0 for an upload the page found under way when it opened (no record yet). */
  attempt: number;
  /** The state to step from when there is no record yet (the resumed state). */
  base: EbaUploadState;
  event: EbaUploadEvent;
}

/**
 * Applies one event to the upload it belongs to. Answers of a removed upload, or of another institution,
 * come late and are dropped. A success refreshes the page's data (the institution is now submitted).
 */
export const applyEbaEventAtom = atom(null, (get, set, { siteCode, attempt, base, event }: EbaStep) => {
  const current = get(uploadAtom);
  const record = current && current.siteCode === siteCode ? current : null;
  if (record ? record.attempt !== attempt : attempt !== 0 || get(ebaSiteCodeAtom) !== siteCode) return;
  const from = record?.state ?? base;
  const state = ebaUploadReducer(from, event);
  if (state === from) return;
  set(uploadAtom, { siteCode, attempt, fileName: record?.fileName ?? null, state });
  if (state.kind === 'success') {
    const client = get(queryClientAtom);
    void client.invalidateQueries({ queryKey: ebaQueryKeys.page(siteCode) });
    void client.invalidateQueries({ queryKey: ['eba', 'participant-status'] });
  }
});

const systemError: EbaUploadState = { kind: 'failed', code: 'system_error', remainingBalance: null, balanceThreshold: null };

/**
 * The upload of a chosen file (spec 000 §4): progress 10 and a signed URL; the file POSTed to storage (25,
 * 'Uploading your file...', or 'Failed to upload file: {status text}'); then the trigger with the site code
 * and the lowercased account type. Polling takes over from there (components/use-eba-polling.ts). The
 * signed URL and trigger failures are logged (spec 000 §8) and end on the system error panel.
 */
export const uploadEbaFileAtom = atom(null, async (get, set, file: File) => {
  const siteCode = get(ebaSiteCodeAtom);
  const accountType = get(ebaInstitutionsAtom).find((entry) => entry.siteCode === siteCode)?.accountType ?? 'Institution';
  const attempt = get(attemptsAtom) + 1;
  set(attemptsAtom, attempt);
  const idle: EbaUploadState = { kind: 'idle' };
  set(uploadAtom, { siteCode, attempt, fileName: file.name, state: ebaUploadReducer(idle, { type: 'file-chosen' }) });
  const stillCurrent = () => {
    const current = get(uploadAtom);
    return current?.siteCode === siteCode && current.attempt === attempt;
  };
  const step = (event: EbaUploadEvent) => set(applyEbaEventAtom, { siteCode, attempt, base: idle, event });
  const fail = (query: string, error: unknown) => {
    logEvent('admin_error', { query, message: error instanceof Error ? error.message : String(error) }, siteCode);
    if (stillCurrent()) set(uploadAtom, { siteCode, attempt, fileName: file.name, state: systemError });
  };

  let signedUrl: string;
  try {
    signedUrl = await requestEbaSignedUrl(siteCode);
  } catch (error) {
    fail('ebaSignedUrl', error);
    return;
  }
  if (!stillCurrent()) return;
  const stored = await uploadToStorage(signedUrl, file);
  if (!stillCurrent()) return;
  if (!stored.ok) {
    step({ type: 'store-failed', statusText: stored.statusText });
    return;
  }
  step({ type: 'stored' });
  try {
    await triggerEbaUpload(siteCode, accountType);
  } catch (error) {
    fail('ebaTriggerUpload', error);
  }
});

/** The remove button while processing: clears the file, logs eba-upload-aborted and aborts on the server (spec 000 §4). */
export const removeEbaFileAtom = atom(null, async (get, set) => {
  const siteCode = get(ebaSiteCodeAtom);
  const attempt = get(attemptsAtom) + 1;
  set(attemptsAtom, attempt);
  set(uploadAtom, { siteCode, attempt, fileName: null, state: { kind: 'idle' } });
  logEvent('eba-upload-aborted', undefined, siteCode);
  try {
    await abortEbaUpload(siteCode);
  } catch (error) {
    logEvent('admin_error', { query: 'ebaAbortFileProcessing', message: error instanceof Error ? error.message : String(error) }, siteCode);
  }
});

/** The dashboard's search as typed and submitted (spec 000 §5: comma-separated site codes, trimmed). */
const dashboardSearchAtom = atom('');
export const ebaDashboardSearchAtom = atom((get) => get(dashboardSearchAtom));
export const searchEbaDashboardAtom = atom(null, (_get, set, text: string) => set(dashboardSearchAtom, dashboardSearchOf(text)));

export const ebaDashboardAtom = atomWithSuspenseQuery((get) => ebaDashboardOptions(get(dashboardSearchAtom)));
