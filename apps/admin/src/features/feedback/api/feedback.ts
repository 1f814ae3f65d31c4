import { graphql } from '@console/graphql/client';
import { execute } from '../../../lib/graphql-client';

const sendFeedbackDocument = graphql(`
  mutation SendFeedback($input: LogEventInput!) {
    logEvent(input: $input)
  }
`);

export interface FeedbackInput {
  text: string;
  page: string;
  siteCode: string;
}

/** Feedback is stored as an admin_feedback event; the text is optional (spec 000 §5). */
export async function sendFeedback({ text, page, siteCode }: FeedbackInput): Promise<void> {
  await execute(sendFeedbackDocument, {
    input: { type: 'admin_feedback', siteCode: siteCode || null, detail: JSON.stringify({ text: text.trim(), page }) },
  });
}
