/** The AI research tool switch (spec 000 §4, §7 updateLicense). */

import { formatNumber } from './format';

/** The licence whose status OK means the research tool is active (spec 000 §3). */
export const RESEARCH_TOOL_LICENSE_TYPE = 'Institution_Interactive_Research_Tool';

export type ResearchToolStatus = 'OK' | 'CANCELLED';

/** The feedback modal's free text is optional and at most this long. */
export const RESEARCH_TOOL_FEEDBACK_MAX_LENGTH = 3000;

/** The licenseBody updateLicense sends: JSON text with the new status. */
export function licenseBodyFor(active: boolean): string {
  return JSON.stringify({ status: active ? 'OK' : 'CANCELLED' });
}

/** The status a licenseBody asks for, or null when it is not JSON `{"status": "OK" | "CANCELLED"}`. */
export function parseLicenseBody(body: string): ResearchToolStatus | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const status = (value as Record<string, unknown>).status;
  return status === 'OK' || status === 'CANCELLED' ? status : null;
}

/** The error message of a feedback text, or null when it may be sent. */
export function feedbackProblem(text: string): string | null {
  return text.length > RESEARCH_TOOL_FEEDBACK_MAX_LENGTH
    ? `Please keep your feedback under ${formatNumber(RESEARCH_TOOL_FEEDBACK_MAX_LENGTH)} characters.`
    : null;
}
