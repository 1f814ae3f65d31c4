import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_ACCOUNT_REF_LENGTH } from '../../auth/authorization.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { stringProblem } from '../../http/string-arguments.ts';
import { lastFullDay } from './calendar.ts';
import { authorizeDashboard, HOMEPAGE_DOWNLOAD_PREFIX, institutionAccountIds, loadInstitutionDashboard } from './dashboard.ts';
import { timeframeBySlug } from './periods.ts';
import { dashboardWorkbook, XLSX_CONTENT_TYPE } from './xlsx.ts';
import { sendAttachment, sendText } from '../../http/responses.ts';

const FILE_NAME = /^([a-z0-9-]{1,40})\.xlsx$/;

/** The site code and time frame a download path names, or null when it names none. */
export function parseDownloadPath(pathname: string): { siteCode: string; timeframeSlug: string } | null {
  if (!pathname.startsWith(HOMEPAGE_DOWNLOAD_PREFIX)) return null;
  const parts = pathname.slice(HOMEPAGE_DOWNLOAD_PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  const [encodedCode = '', fileName = ''] = parts;
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1]) return null;
  let siteCode: string;
  try {
    siteCode = decodeURIComponent(encodedCode);
  } catch {
    return null;
  }
  // The same checks as a GraphQL string argument: no NUL byte or lone surrogate reaches the database.
  if (siteCode.length === 0 || stringProblem(siteCode, MAX_ACCOUNT_REF_LENGTH) !== null) return null;
  return { siteCode, timeframeSlug: match[1] };
}

/** A file name safe in any Content-Disposition and file system: letters, digits and hyphens. */
export function downloadFileName(siteCode: string, timeframeSlug: string, dataThrough: string): string {
  const code =
    siteCode
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'site';
  return `${code}-home-${timeframeSlug}-${dataThrough}.xlsx`;
}

/**
 * GET (or HEAD) `/ui/data-fetch/downloads/homepage/{siteCode}/{timeframe}.xlsx`: the XLSX of one time frame
 * of the institution dashboard. The session cookie signs it in and the dashboard's own authorization
 * applies: 401 without a signed-in user, 403 for an account the user may not act on (or a consortium
 * without its flag), 404 for an unknown time frame or a publisher account (its dashboard has no download).
 */
export async function handleHomepageDownload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  services: GatewayServices,
): Promise<void> {
  const head = req.method === 'HEAD';
  const target = parseDownloadPath(pathname);
  const timeframe = target ? timeframeBySlug(target.timeframeSlug) : undefined;
  if (!target || !timeframe) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  const ctx = createRequestContext(services, { cookieHeader: req.headers.cookie ?? null, setCookie: () => {} });
  let access;
  try {
    access = await authorizeDashboard(ctx, target.siteCode, null);
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED') sendText(res, 401, 'Please sign in.', head);
    else if (code === 'FORBIDDEN') sendText(res, 403, 'You are not allowed to do this.', head);
    else throw error;
    return;
  }
  if (access.kind !== 'institution') {
    sendText(res, 404, 'Not found.', head);
    return;
  }

  const now = services.now();
  const siteCode = access.account.code ?? target.siteCode;
  const dashboard = await loadInstitutionDashboard(services.db, await institutionAccountIds(services.db, access.account), lastFullDay(now));
  const file = await dashboardWorkbook({
    institutionName: access.account.name,
    siteCode,
    timeframe,
    dataThrough: dashboard.end,
    generatedAt: now,
    categories: dashboard.categories,
  });
  sendAttachment(res, file, downloadFileName(siteCode, timeframe.slug, dashboard.end), XLSX_CONTENT_TYPE, head);
}
