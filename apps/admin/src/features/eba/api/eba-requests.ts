// EBA selection requests (spec 000 §7): the programme, the selection file's link, the upload's status, and
// the upload's steps (signed URL, storage POST, trigger, abort). No TanStack here, so an early route request
// module may use them too.
import { graphql } from '@console/graphql/client';
import { execute, fetchWithTimeout, RequestTimeout } from '../../../lib/graphql-client';
import { storageForm, storageTarget } from '../model/storage-upload';

const EbaProgrammeQuery = graphql(`
  query EbaProgramme($siteCode: String!) {
    ebaProgramme(siteCode: $siteCode) {
      siteCode
      institutionName
      cycle
      balance
      balanceThreshold
      eligibleTitleCount
      disablePublicEbaAccess
      hasSuccessfulUpload
    }
  }
`);

const EbaDownloadLinkQuery = graphql(`
  query EbaDownloadLink($siteCode: String!) {
    getEBADownloadLink(siteCode: $siteCode)
  }
`);

const EbaUploadStatusQuery = graphql(`
  query EbaUploadStatus($siteCode: String!) {
    ebaUploadStatus(siteCode: $siteCode) {
      status
      message
      reason
      details {
        errorMessage
        remainingBalance
        balanceThreshold
      }
    }
  }
`);

const EbaDashboardQuery = graphql(`
  query EbaDashboard($siteCodes: String) {
    getParticipantDashboardData(siteCodes: $siteCodes) {
      accountName
      siteCode
      selectionFileSent
      selectionFileUploaded
      orderSubmitted
      orderAccepted
      statementSent
      complete
    }
    downloadParticipantStatusReport(siteCodes: $siteCodes)
  }
`);

const EbaSignedUrlMutation = graphql(`
  mutation EbaSignedUrl($siteCode: String!) {
    ebaSignedUrl(siteCode: $siteCode)
  }
`);

const EbaTriggerUploadMutation = graphql(`
  mutation EbaTriggerUpload($siteCode: String!, $accountType: String!) {
    ebaTriggerUpload(siteCode: $siteCode, accountType: $accountType) {
      status
      message
      reason
    }
  }
`);

const EbaAbortMutation = graphql(`
  mutation EbaAbortFileProcessing($siteCode: String!) {
    ebaAbortFileProcessing(siteCode: $siteCode)
  }
`);

export const ebaQueryKeys = {
  programme: (siteCode: string) => ['eba', 'programme', siteCode] as const,
  downloadLink: (siteCode: string) => ['eba', 'download-link', siteCode] as const,
  uploadStatus: (siteCode: string) => ['eba', 'upload-status', siteCode] as const,
  /** The polling of one upload (`attempt`) of an institution; `polling` false while there is nothing to poll. */
  uploadPoll: (siteCode: string, attempt: number, polling: boolean) =>
    ['eba', 'upload-status', siteCode, 'poll', attempt, polling] as const,
  /** The page of one institution: programme, selection file link and latest upload status. */
  page: (siteCode: string) => ['eba', 'page', siteCode] as const,
  /** The staff dashboard of a search ('' for the most recently updated participants). */
  dashboard: (search: string) => ['eba', 'dashboard', search] as const,
};

export const fetchEbaProgramme = async (siteCode: string) => (await execute(EbaProgrammeQuery, { siteCode })).ebaProgramme;
export const fetchEbaDownloadLink = async (siteCode: string) => (await execute(EbaDownloadLinkQuery, { siteCode })).getEBADownloadLink;
export const fetchEbaUploadStatus = async (siteCode: string) => (await execute(EbaUploadStatusQuery, { siteCode })).ebaUploadStatus;
/**
 * The page of one institution in one go: the programme, and (for a participant) the selection file's link and
 * the latest upload's status, asked for in parallel. The last two are refused for a non-participant, so their
 * failures count only when the programme exists.
 */
export async function fetchEbaPage(siteCode: string) {
  const [programme, downloadLink, uploadStatus] = await Promise.allSettled([
    fetchEbaProgramme(siteCode),
    fetchEbaDownloadLink(siteCode),
    fetchEbaUploadStatus(siteCode),
  ]);
  if (programme.status === 'rejected') throw programme.reason;
  if (!programme.value) return { programme: null, downloadLink: null, uploadStatus: null };
  if (downloadLink.status === 'rejected') throw downloadLink.reason;
  if (uploadStatus.status === 'rejected') throw uploadStatus.reason;
  return { programme: programme.value, downloadLink: downloadLink.value, uploadStatus: uploadStatus.value };
}
export type EbaPage = Awaited<ReturnType<typeof fetchEbaPage>>;

/** The dashboard rows and the report's link of one search, in one request. */
export async function fetchEbaDashboard(search: string) {
  const data = await execute(EbaDashboardQuery, { siteCodes: search === '' ? null : search });
  return { rows: data.getParticipantDashboardData, reportLink: data.downloadParticipantStatusReport };
}
export type EbaDashboard = Awaited<ReturnType<typeof fetchEbaDashboard>>;
export type EbaDashboardRow = EbaDashboard['rows'][number];

export const requestEbaSignedUrl = async (siteCode: string) => (await execute(EbaSignedUrlMutation, { siteCode })).ebaSignedUrl;
export const triggerEbaUpload = async (siteCode: string, accountType: string) =>
  (await execute(EbaTriggerUploadMutation, { siteCode, accountType: accountType.toLowerCase() })).ebaTriggerUpload;
export const abortEbaUpload = async (siteCode: string) => (await execute(EbaAbortMutation, { siteCode })).ebaAbortFileProcessing;

/** The storage upload's outcome: ok only on 204 (spec 000 §5); otherwise the status text for 'Failed to upload file: {status text}'. */
export type StorageResult = { ok: true } | { ok: false; statusText: string };

/**
 * How long the storage has to answer the file's POST: the body (at most 10 MiB, EBA_MAX_FILE_BYTES) is sent under
 * it too, so more than a gateway call's 30 s. Without a limit a storage that never answers left the page at 10 %
 * for ever, with no message (tests/e2e/faults-gaps.spec.ts).
 */
export const EBA_STORAGE_TIMEOUT_MS = 120_000;

/** The status text of an upload the storage did not answer in time (as of an HTTP 408). */
export const EBA_STORAGE_TIMEOUT_TEXT = 'Request Timeout';

/** POSTs the file to the signed URL's origin and path with the URL's query parameters as form fields, within `timeoutMs`. */
export async function uploadToStorage(
  signedUrl: string,
  file: File,
  origin: string = window.location.origin,
  timeoutMs: number = EBA_STORAGE_TIMEOUT_MS,
): Promise<StorageResult> {
  const target = storageTarget(signedUrl, origin);
  try {
    const response = await fetchWithTimeout(timeoutMs)(target.action, {
      method: 'POST',
      body: storageForm(target.fields, file),
      credentials: 'omit',
    });
    return response.status === 204 ? { ok: true } : { ok: false, statusText: response.statusText || String(response.status) };
  } catch (error) {
    if (error instanceof RequestTimeout) return { ok: false, statusText: EBA_STORAGE_TIMEOUT_TEXT };
    return { ok: false, statusText: error instanceof Error ? error.message : 'Network error' };
  }
}
