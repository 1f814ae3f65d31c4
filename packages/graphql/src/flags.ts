/** Every feature flag (spec 000 §6): the console asks for these and the gateway stores them. */
export const FLAG_NAMES = [
  'as_qa',
  'user_management_jstor_and_artstor_platform',
  'user_management_add_admin_permission',
  'holdings_summary_enabled',
  'holdings_books_enabled',
  'enable_books_reports',
  'one_admin_new_homepage',
  'enable_books_create',
  'enable_c5_create',
  'eba_selection',
  'enable_ccud_create',
  'enable_engagement_create',
  'enable_microsoft_sso',
  'enable_alma_linking',
  'enable_artstor_reports_on_jstor',
  'enable_consortium_homepage',
  'enable_lms_access_method',
  'enable_c5_1',
  'enable_rt_admin_switch',
  'enable_admin_notifications',
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
