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

/** Paths a publisher may stay on; any other path is replaced with publisher reports (spec 000 §4). */
export const PUBLISHER_PATHS: readonly string[] = [paths.root, paths.home, paths.publisherReports, paths.userManagement];
