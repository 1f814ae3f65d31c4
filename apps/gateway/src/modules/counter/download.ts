import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { findUserRequest } from '../reports/repository.ts';
import { readReportFile } from './files.ts';
import { attachmentHeaders, sendText } from '../../http/responses.ts';
import { isResponseGone } from '../../http/http2.ts';
import { ReportNotGeneratedError } from '../reports/jobs.ts';
import { counterReportGenerator, type ReportFileOutput } from './report-generator.ts';

/** The console's download link (spec 001 §4, §7): `/admin/reports/download/{reportId}/`. */
export const REPORT_DOWNLOAD_PREFIX = '/admin/reports/download/';
const REPORT_ID = /^R[0-9A-F]{12}$/;
/** A file of many chunks may take longer than a GraphQL request's 10 s of database work. */
const DOWNLOAD_DEADLINE_MS = 120_000;

/** The report id a download path names (trailing slash optional), or null for any other path. */
export function parseReportDownloadPath(pathname: string): string | null {
  if (!pathname.startsWith(REPORT_DOWNLOAD_PREFIX)) return null;
  const rest = pathname.slice(REPORT_DOWNLOAD_PREFIX.length).replace(/\/$/, '');
  return rest.length > 0 && !rest.includes('/') ? rest : null;
}

function fileOf(output: unknown): ReportFileOutput['file'] | null {
  const file = (output as Partial<ReportFileOutput> | null)?.file;
  return file && typeof file.name === 'string' && typeof file.chunks === 'number' ? file : null;
}

/**
 * GET (or HEAD) a generated report file. The session cookie signs the user in: 401 without a user, 404 for an
 * unknown report id, 403 for a report that is not the user's own on an account they may still act on (the
 * history's rule), 404 while it is not complete or has no file. The file is streamed from its stored chunks.
 */
export async function handleReportDownload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  services: GatewayServices,
): Promise<void> {
  const head = req.method === 'HEAD';
  const reportId = parseReportDownloadPath(pathname);
  if (!reportId || !REPORT_ID.test(reportId)) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  const ctx = createRequestContext(services, {
    cookieHeader: req.headers.cookie ?? null,
    setCookie: () => {},
    deadline: Date.now() + DOWNLOAD_DEADLINE_MS,
  });
  let principal;
  try {
    principal = await ctx.auth.requireUser();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') {
      sendText(res, 401, 'Please sign in.', head);
      return;
    }
    throw error;
  }
  const known = await ctx.db.query<{ id: string }>('SELECT id FROM report_requests WHERE report_id = $1', [reportId]);
  if (known.rows.length === 0) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  const request = await findUserRequest(ctx.db, principal, reportId);
  if (!request) {
    sendText(res, 403, 'You are not allowed to do this.', head);
    return;
  }
  let file = request.status === 'complete' ? fileOf(request.output) : null;
  if (!file && request.status === 'complete') {
    // A request completed before files were kept (the demo history): its file is made on first download.
    const generator = counterReportGenerator({ createdBy: services.config.providerName, now: services.now, fallback: async () => null });
    const output = await generator(ctx.db, request).catch((error: unknown) => {
      if (error instanceof ReportNotGeneratedError) return null;
      throw error;
    });
    file = fileOf(output);
    if (file) await ctx.db.query('UPDATE report_requests SET output = $2::jsonb WHERE id = $1', [request.id, JSON.stringify(output)]);
  }
  if (!file) {
    sendText(res, 404, 'This report has no file to download yet.', head);
    return;
  }
  res.writeHead(200, attachmentHeaders(file.name, file.contentType, file.bytes));
  if (head) {
    res.end();
    return;
  }
  for await (const chunk of readReportFile(ctx.db, request.id, file.chunks)) {
    if (isResponseGone(res)) return;
    if (!res.write(chunk)) {
      if (isResponseGone(res)) return;
      await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
    }
  }
  res.end();
}
