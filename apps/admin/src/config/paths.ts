/** Every route of the console, relative to the /admin base (spec 000 §2, 001 §2). */
export const paths = {
  login: '/login',
  root: '/',
  home: '/home',
  publisherReports: '/publisher-reports',
  counter5: '/counter',
  counter51: '/counter5.1',
  ccudReports: '/ccud-reports',
  engagementReport: '/engagement-report',
  artstorCollection: '/artstor-collection',
  bookReports: '/book-reports',
  almaLinking: '/alma-linking',
  holdings: '/holdings',
  userManagement: '/user-management',
  accountInformation: '/account-information',
  accessMethods: '/access-methods',
  eba: '/eba',
  ebaStatusDashboard: '/eba-status-dashboard',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const APP_PATHS: readonly string[] = Object.values(paths);

/** Whether a path (relative to /admin, without the query string) is a route of the console. */
export const isAppPath = (path: string): path is AppPath => APP_PATHS.includes(path);
