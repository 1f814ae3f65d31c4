import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_ACCOUNT_REF_LENGTH } from '../../auth/authorization.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { stringProblem } from '../../http/string-arguments.ts';
import { EMAIL_PREVIEWS_PREFIX, findExport, USER_DATA_DOWNLOAD_PREFIX } from './data-download.ts';
import { emailPreviews } from './email-previews.ts';
import { emailPreviewsPdf } from './pdf.ts';
import { sendAttachment, sendText } from '../../http/responses.ts';

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.csv$/;
const PREVIEWS_FILE = 'email-previews.pdf';

/** Whether the path is one of user management's downloads. */
export function isUserManagementDownload(pathname: string): boolean {
  return pathname.startsWith(USER_DATA_DOWNLOAD_PREFIX) || pathname.startsWith(EMAIL_PREVIEWS_PREFIX);
}

/** The site code of an email-previews path, or null. */
export function parsePreviewsPath(pathname: string): string | null {
  const parts = pathname.slice(EMAIL_PREVIEWS_PREFIX.length).split('/');
  if (parts.length !== 2 || parts[1] !== PREVIEWS_FILE) return null;
  let siteCode: string;
  try {
    siteCode = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  return siteCode.length === 0 || stringProblem(siteCode, MAX_ACCOUNT_REF_LENGTH) !== null ? null : siteCode;
}

/**
 * GET (or HEAD):
 * - `/ui/data-fetch/downloads/user-data/{token}.csv`: the user list a data-download email links to, while the
 *   link works (72 hours); the random token is the credential (only its hash is stored). 404 otherwise.
 * - `/ui/data-fetch/downloads/user-management/{siteCode}/email-previews.pdf`: the PDF of the four email
 *   previews for that institution; the session cookie must sign in a user who may act on it (401 / 403).
 */
export async function handleUserManagementDownload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  services: GatewayServices,
): Promise<void> {
  const head = req.method === 'HEAD';
  if (pathname.startsWith(USER_DATA_DOWNLOAD_PREFIX)) {
    const match = TOKEN_FILE.exec(pathname.slice(USER_DATA_DOWNLOAD_PREFIX.length));
    const found = match?.[1] ? await findExport(services.db, match[1], services.now()) : null;
    if (!found) {
      sendText(res, 404, 'This download link is unknown or has expired.', head);
      return;
    }
    const body = Buffer.from(`\uFEFF${found.csv}`, 'utf8');
    sendAttachment(res, body, found.fileName, 'text/csv; charset=utf-8', head, { 'Referrer-Policy': 'no-referrer' });
    return;
  }

  const siteCode = parsePreviewsPath(pathname);
  if (siteCode === null) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  const ctx = createRequestContext(services, { cookieHeader: req.headers.cookie ?? null, setCookie: () => {} });
  let account;
  try {
    account = await ctx.auth.requireAccountAccess(siteCode);
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED') sendText(res, 401, 'Please sign in.', head);
    else if (code === 'FORBIDDEN') sendText(res, 403, 'You are not allowed to do this.', head);
    else throw error;
    return;
  }
  const provider = services.config.providerName;
  const file = await emailPreviewsPdf(
    `${provider} email previews for ${account.name}`,
    emailPreviews(provider, account.name),
    services.now(),
  );
  const code = (account.code ?? 'site').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  sendAttachment(res, file, `${code}-email-previews.pdf`, 'application/pdf', head);
}
