import { graphql } from '@console/graphql/client';
import { execute } from './graphql-client';

const logEventDocument = graphql(`
  mutation RecordEvent($input: LogEventInput!) {
    logEvent(input: $input)
  }
`);

/** Sends an analytics or error event; logging never breaks the page, so failures are dropped. */
export function logEvent(type: string, detail?: Record<string, unknown>, siteCode?: string): void {
  const input = { type, siteCode: siteCode ?? null, detail: detail ? JSON.stringify(detail).slice(0, 4000) : null };
  execute(logEventDocument, { input }).catch(() => undefined);
}
