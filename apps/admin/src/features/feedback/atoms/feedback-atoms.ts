import { atomWithMutation } from 'jotai-tanstack-query';
import { sendFeedback, type FeedbackInput } from '../api/feedback';

/** Stores one feedback text; the dialog reads isPending (Submit busy) and error (mapped to the spec's text). */
export const sendFeedbackAtom = atomWithMutation(() => ({
  mutationKey: ['feedback', 'send'],
  mutationFn: (input: FeedbackInput) => sendFeedback(input),
}));
