import type { AccessOptions } from '../../auth/authorization.ts';

/**
 * Who may request reports for an account: its administrators (as everywhere), and internal staff who are not
 * masquerading, for any account they find by site code (spec 001 §2 internal admins' account selector, §6).
 */
export const REPORT_ACCESS: AccessOptions = { staffAnyAccount: true };
