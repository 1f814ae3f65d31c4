import type { JobDefinitions } from '../queue.ts';

/** A test-only job: its handler records which process ran it. */
export interface ProbePayloads {
  probe: { n: number };
}

export const PROBE_DEFINITIONS: JobDefinitions<ProbePayloads> = {
  probe: { policy: 'standard', retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
};
