import { parseDashboardSiteCodes } from '@console/rules/eba';

/** The dashboard's search as the gateway takes it: site codes joined by commas, '' for the most recent participants. */
export function dashboardSearchOf(text: string): string {
  return parseDashboardSiteCodes(text).join(',');
}

/** A milestone date of the dashboard (YYYY-MM-DD from the gateway), or the words for one not reached yet. */
export function dashboardDate(value: string | null | undefined): string {
  return value ? value : 'Not yet';
}
