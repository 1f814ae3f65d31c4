import { describe, expect, it } from 'vitest';
import { feedbackProblem, licenseBodyFor, parseLicenseBody, RESEARCH_TOOL_FEEDBACK_MAX_LENGTH } from './research-tool.ts';

describe('research tool licence body', () => {
  it('round-trips both states', () => {
    expect(parseLicenseBody(licenseBodyFor(true))).toBe('OK');
    expect(parseLicenseBody(licenseBodyFor(false))).toBe('CANCELLED');
  });

  it('refuses anything else', () => {
    for (const body of ['', 'OK', '{}', '[]', 'null', '{"status":"ok"}', '{"status":"PENDING"}', '{"status":1}', '{status:"OK"}']) {
      expect(parseLicenseBody(body)).toBeNull();
    }
  });

  it('limits the feedback text', () => {
    expect(feedbackProblem('')).toBeNull();
    expect(feedbackProblem('x'.repeat(RESEARCH_TOOL_FEEDBACK_MAX_LENGTH))).toBeNull();
    expect(feedbackProblem('x'.repeat(RESEARCH_TOOL_FEEDBACK_MAX_LENGTH + 1))).toBe('Please keep your feedback under 3,000 characters.');
  });
});
