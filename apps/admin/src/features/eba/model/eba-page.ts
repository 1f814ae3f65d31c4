import {
  EBA_PROGRESS,
  EBA_PROGRESS_TEXT,
  ebaShouldPoll,
  ebaUploadReducer,
  type EbaUploadEvent,
  type EbaUploadState,
  type EbaUploadStatusValue,
} from '@console/rules/eba';
import type { AdminListEntry, UserStateResult } from '../../../state/user-state';

/** The institutions the EBA page offers: the user's own institution and consortium accounts (not an agent's children). */
export function ebaInstitutionsOf(state: UserStateResult): AdminListEntry[] {
  if (state.kind !== 'admin') return [];
  const { user } = state;
  return user.adminList.filter(
    (entry) =>
      entry.siteCode !== '' && entry.accountType !== 'Publisher' && !entry.viaAgency && !user.agentAccountIds.includes(entry.externalId),
  );
}

/** The institution the page opens with: the one chosen on the page, else the selected account, else the first. */
export function ebaSiteCodeOf(state: UserStateResult, chosen: string | null): string {
  const institutions = ebaInstitutionsOf(state);
  const has = (code: string | null | undefined) => !!code && institutions.some((entry) => entry.siteCode === code);
  if (has(chosen)) return chosen as string;
  const selected = state.kind === 'admin' ? state.user.selectedInstitution : '';
  if (has(selected)) return selected;
  return institutions[0]?.siteCode ?? '';
}

/** Users with several institutions see the upload-coming-soon notice (spec 000 §2; docs/decisions.md). */
export function showsComingSoonNotice(institutions: readonly AdminListEntry[]): boolean {
  return institutions.length > 1;
}

/** What the page shows for the chosen institution. */
export type EbaPageView = 'not-participant' | 'closed' | 'participant';

export function ebaPageView(programme: { disablePublicEbaAccess: boolean } | null): EbaPageView {
  if (!programme) return 'not-participant';
  return programme.disablePublicEbaAccess ? 'closed' : 'participant';
}

/**
 * Where the upload stands when the page opens: a submitted institution shows the success panel (spec 000 §4);
 * an upload still processing resumes its progress and polling; anything else starts with no file ('Try
 * again' reloads the page, so a failure is not shown again).
 */
export function resumedUploadState(hasSuccessfulUpload: boolean, status: EbaUploadStatusValue | null): EbaUploadState {
  if (hasSuccessfulUpload) return { kind: 'success', progress: EBA_PROGRESS.done };
  if (status?.status === 'running') {
    return ebaUploadReducer(
      { kind: 'uploading', progress: EBA_PROGRESS.uploaded, text: EBA_PROGRESS_TEXT.uploaded },
      { type: 'status', value: status },
    );
  }
  return { kind: 'idle' };
}

/** The progress bar's value and status line for an upload under way, or null when none is. */
export function ebaProgressOf(state: EbaUploadState): { value: number; text: string | null } | null {
  if (state.kind === 'uploading') return { value: state.progress, text: state.text };
  if (state.kind === 'processing') return { value: state.progress, text: state.text };
  return null;
}

/**
 * The event a polled status makes: 'aborted' (the upload was removed, perhaps in another tab) clears the file
 * like the remove button; 'uploaded' (stored, its processing not queued yet: a poll that overtook the
 * trigger) makes none, since the state machine reads any status it does not name as success; any other
 * status goes to the state machine.
 */
export function ebaStatusEvent(value: EbaUploadStatusValue): EbaUploadEvent | null {
  if (value.status === 'uploaded') return null;
  return value.status === 'aborted' ? { type: 'removed' } : { type: 'status', value };
}

/**
 * Where an upload stands once its latest polled answer is read: `base` is where it stood before polling (25 once
 * stored, or the progress found when the page opened), `answer` the latest ebaUploadStatus (null before the first).
 * Each answer gives the whole state, so the latest one is enough; a base that does not poll takes no answer.
 */
export function polledUploadState(base: EbaUploadState, answer: EbaUploadStatusValue | null): EbaUploadState {
  if (!answer || !ebaShouldPoll(base)) return base;
  const event = ebaStatusEvent(answer);
  return event ? ebaUploadReducer(base, event) : base;
}

/** Polling goes on after this answer (none yet, 'uploaded' or running) and stops at a final state (spec 000 §4). */
export function pollsAfter(answer: EbaUploadStatusValue | null): boolean {
  const underWay: EbaUploadState = { kind: 'uploading', progress: EBA_PROGRESS.uploaded, text: EBA_PROGRESS_TEXT.uploaded };
  return ebaShouldPoll(polledUploadState(underWay, answer));
}
