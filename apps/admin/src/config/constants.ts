/** Base path the console is served under. */
export const BASE_PATH = '/admin';
/** Provider name used until the gateway's appConfig answers (and in tests without a gateway). */
export const DEFAULT_PROVIDER_NAME = 'JSTOR';
/** Admin roles that give access to the console (spec 000 §6). */
export const ADMIN_ROLES = ['ADMINISTRATOR', 'ARTSTOR_INS_ADMIN', 'SHARED_ARTSTOR_ADMIN'] as const;
export const AGENT_ADMIN_ROLE = 'AGENT_ADMINISTRATOR';
export const STAFF_ROLE = 'ITHAKA_STAFF';
/** An admin with more institutions than this triggers a log event (spec 000 §4, §9). */
export const LARGE_INSTITUTION_THRESHOLD = 300;
/** Account search: minimum characters and suggestions shown (spec 000 §9). */
export const ACCOUNT_SEARCH_MIN_CHARS = 3;
export const ACCOUNT_SEARCH_MAX_RESULTS = 5;

export const EXTERNAL_LINKS = {
  support: 'https://support.jstor.org/',
  forLibrarians: 'https://about.jstor.org/librarians/',
  forPublishers: 'https://about.jstor.org/publishers/',
  terms: 'https://about.jstor.org/terms/',
  privacy: 'https://about.jstor.org/privacy/',
  cookies: 'https://about.jstor.org/cookie-policy/',
  accessibility: 'https://about.jstor.org/accessibility/',
  resetPassword: 'https://www.jstor.org/password/reset',
} as const;
