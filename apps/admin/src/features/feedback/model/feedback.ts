/** Feedback longer than this would be cut by the event store (detail ≤ 4,000 characters with its JSON). */
export const FEEDBACK_MAX_LENGTH = 3000;

/** The message for feedback that cannot be sent as typed, or null when it can. */
export function feedbackError(text: string): string | null {
  return text.length > FEEDBACK_MAX_LENGTH
    ? `Please keep your feedback under ${FEEDBACK_MAX_LENGTH.toLocaleString('en-US')} characters (now ${text.length.toLocaleString('en-US')}).`
    : null;
}
