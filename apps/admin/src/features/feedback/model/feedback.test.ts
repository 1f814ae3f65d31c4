import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, feedbackError } from './feedback';

describe('feedbackError', () => {
  it('accepts empty and ordinary feedback', () => {
    expect(feedbackError('')).toBeNull();
    expect(feedbackError('The reports page is great.')).toBeNull();
    expect(feedbackError('x'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
  });

  it('refuses feedback over the limit and says how long it is', () => {
    expect(feedbackError('x'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe(
      'Please keep your feedback under 3,000 characters (now 3,001).',
    );
  });
});
