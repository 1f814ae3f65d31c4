// The code of each kind of dashboard; each kind of account loads only its own. Without TanStack Query, so the
// boot can start them (home-route-requests.ts) before the data layer arrives.
export const loadInstitutionDashboard = () => import('./components/institution-dashboard');
export const loadCrossPlatformTrends = () => import('./components/cross-platform-trends');
export const loadPublisherDashboard = () => import('./components/publisher-dashboard');
export const loadWelcomeModal = () => import('./components/welcome-modal');
