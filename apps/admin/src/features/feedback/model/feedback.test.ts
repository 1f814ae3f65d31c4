import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../lib/graphql-client';
import { GENERIC_FAILURE, serverErrorMessage } from '../../../lib/form/server-error';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_SERVER_ERRORS, feedbackError, validateFeedback } from './feedback';

describe('feedbackError', () => {
  it('accepts empty and ordinary feedback', () => {
    expect(feedbackError('')).toBeNull();
    expect(feedbackError('The reports page is great.')).toBeNull();
    expect(feedbackError('x'.repeat(FEEDBACK_MAX_LENGTH))).toBeNull();
  });

  it('refuses feedback over the limit and says how long it is', () => {
    expect(feedbackError('x'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe('Please keep your feedback under 3,000 characters (now 3,001).');
  });
});

describe('validateFeedback', () => {
  it('has no error for optional, empty feedback', () => {
    expect(validateFeedback({ text: '' })).toEqual({});
  });

  it('puts the length message on the text field', () => {
    expect(validateFeedback({ text: 'x'.repeat(3001) })).toEqual({ text: 'Please keep your feedback under 3,000 characters (now 3,001).' });
  });
});

describe('feedback server errors', () => {
  it('shows the spec text above the actions for a failure of the gateway', () => {
    expect(serverErrorMessage(new GatewayError('down', 'HTTP_500', 'SendFeedback'), FEEDBACK_SERVER_ERRORS)).toEqual({
      code: 'HTTP_500',
      message: GENERIC_FAILURE,
    });
  });

  it('puts the spec text under the text field when the gateway refuses the input', () => {
    expect(serverErrorMessage(new GatewayError('too long', 'BAD_USER_INPUT', 'SendFeedback'), FEEDBACK_SERVER_ERRORS)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'text',
      message: GENERIC_FAILURE,
    });
  });
});
