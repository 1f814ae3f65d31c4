import { formatNumber } from '@console/rules/format';
import { GENERIC_FAILURE, type ServerErrorTable } from '../../../lib/form/server-error';

/** Feedback longer than this would be cut by the event store (detail ≤ 4,000 characters with its JSON). */
export const FEEDBACK_MAX_LENGTH = 3000;

export interface FeedbackValues {
  text: string;
}

/** The message for feedback that cannot be sent as typed, or null when it can. */
export function feedbackError(text: string): string | null {
  return text.length > FEEDBACK_MAX_LENGTH
    ? `Please keep your feedback under ${formatNumber(FEEDBACK_MAX_LENGTH)} characters (now ${formatNumber(text.length)}).`
    : null;
}

/** The feedback form's client-side validation: the text is optional (spec 000 §5), only its length counts. */
export function validateFeedback({ text }: FeedbackValues): { text?: string } {
  const message = feedbackError(text);
  return message ? { text: message } : {};
}

/**
 * The spec gives the feedback widget one failure sentence. A refused input (quotes and line breaks can
 * make the stored JSON longer than the text) belongs to the text field, so focus goes back to it.
 */
export const FEEDBACK_SERVER_ERRORS: ServerErrorTable<keyof FeedbackValues> = {
  BAD_USER_INPUT: { field: 'text', message: GENERIC_FAILURE },
};
