import { ebaShouldPoll, type EbaUploadState } from '@console/rules/eba';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { logEvent } from '../../../lib/log-event';
import { fetchEbaUploadStatus } from '../api/eba';
import { applyEbaEventAtom } from '../atoms/eba-atoms';
import { ebaStatusEvent } from '../model/eba-page';

/**
 * Polls ebaUploadStatus every `intervalMs` (10 s, spec 000 §9) from the network, never a cache, while the
 * upload is under way; each answer steps the state machine, and a final state stops the timer.
 */
export function useEbaPolling(siteCode: string, attempt: number, state: EbaUploadState, intervalMs: number): void {
  const apply = useSetAtom(applyEbaEventAtom);
  const polling = ebaShouldPoll(state);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => {
      fetchEbaUploadStatus(siteCode).then(
        (value) => {
          const event = value ? ebaStatusEvent(value) : null;
          if (event) apply({ siteCode, attempt, base: state, event });
        },
        (error: unknown) =>
          logEvent('admin_error', { query: 'ebaUploadStatus', message: error instanceof Error ? error.message : String(error) }, siteCode),
      );
    }, intervalMs);
    return () => clearInterval(timer);
  }, [polling, siteCode, attempt, state, intervalMs, apply]);
}
