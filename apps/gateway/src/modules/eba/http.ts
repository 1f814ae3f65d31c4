import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EBA_DASHBOARD_MAX_ROWS,
  EBA_DASHBOARD_SEARCH_MAX_LENGTH,
  EBA_MAX_FILE_BYTES,
  parseDashboardSiteCodes,
  restoreKeySpaces,
} from '@console/rules/eba';
import { MAX_ACCOUNT_REF_LENGTH } from '../../auth/authorization.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { XLSX_CONTENT_TYPE } from '../home/xlsx.ts';
import { dashboardRows, loadProgramme, selectionTitles, uploadByKey, writeAudit } from './repository.ts';
import { dashboardWorkbook, selectionWorkbook } from './selection-file.ts';
import { EBA_UPLOAD_PATH, signatureMatches, signingSecret } from './signing.ts';
import { hasZipSignature, inspectZip } from './zip.ts';
import { sendAttachment, sendText } from '../../http/responses.ts';
import { closeConnectionHeader } from '../../http/http2.ts';

export const EBA_DOWNLOAD_PREFIX = '/ui/data-fetch/downloads/eba/';
export const EBA_REPORT_PATH = '/ui/data-fetch/downloads/eba-status/report.xlsx';
/** Room for the form's other fields and multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function isEbaHttpPath(pathname: string): boolean {
  return pathname === EBA_UPLOAD_PATH || pathname === EBA_REPORT_PATH || pathname.startsWith(EBA_DOWNLOAD_PREFIX);
}

function sendXlsx(res: ServerResponse, body: Buffer, fileName: string, head: boolean): void {
  sendAttachment(res, body, fileName, XLSX_CONTENT_TYPE, head);
}

class TooLarge extends Error {}

/** Reads the body, stopping (and answering 413) as soon as it passes the limit. */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.pause();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
    // A stream reset or a connection lost before the body ended (HTTP/2's compatibility request may emit no error).
    req.on('close', () => {
      if (!done) {
        done = true;
        reject(new Error('The request was closed before its body ended.'));
      }
    });
  });
}

function authError(res: ServerResponse, error: unknown, head: boolean): boolean {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (code === 'UNAUTHENTICATED') sendText(res, 401, 'Please sign in.', head);
  else if (code === 'FORBIDDEN') sendText(res, 403, 'You are not allowed to do this.', head);
  else return false;
  return true;
}

/**
 * The storage endpoint of signed EBA uploads: `POST /ui/data-fetch/uploads/eba` with form fields siteCode,
 * key, expires, signature and file. 204 once stored; 413 for a body over the limit (from Content-Length
 * before reading, else while reading); 403 for an expired, tampered or reused signature; 415 for a file
 * that is not a zip-based XLSX (or whose zip directory is unsafe).
 */
async function handleUpload(req: IncomingMessage, res: ServerResponse, services: GatewayServices): Promise<void> {
  if (req.method !== 'POST') {
    sendText(res, 405, 'Method not allowed.', false, { Allow: 'POST' });
    return;
  }
  const limit = EBA_MAX_FILE_BYTES + FORM_OVERHEAD_BYTES;
  const declared = Number(req.headers['content-length'] ?? NaN);
  // HTTP/1.1: the connection is closed after a 413 (the rest of the body is not read); HTTP/2: the stream alone.
  const close = closeConnectionHeader(req);
  if (Number.isFinite(declared) && declared > limit) {
    sendText(res, 413, 'The file is too large.', false, close);
    req.destroy();
    return;
  }
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) {
    sendText(res, 415, 'Send the file as multipart form data.');
    return;
  }
  let body: Buffer;
  try {
    body = await readLimited(req, limit);
  } catch (error) {
    if (error instanceof TooLarge) {
      sendText(res, 413, 'The file is too large.', false, close);
      req.destroy();
      return;
    }
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    sendText(res, 400, 'The form could not be read.');
    return;
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const siteCode = field('siteCode');
  const key = restoreKeySpaces(field('key'));
  const expires = Number(field('expires'));
  const signature = field('signature');
  const file = form.get('file');
  const now = services.now();
  const secret = await signingSecret(services.db);
  const upload = key.length > 0 && key.length <= 300 ? await uploadByKey(services.db, key) : null;
  if (
    !upload ||
    siteCode.length > MAX_ACCOUNT_REF_LENGTH * 8 ||
    !Number.isInteger(expires) ||
    !signatureMatches(secret, siteCode, key, expires, signature) ||
    upload.status !== 'signed' ||
    expires * 1000 <= now.getTime() ||
    upload.expiresAt.getTime() <= now.getTime()
  ) {
    sendText(res, 403, 'The upload link is not valid.');
    return;
  }
  if (!(file instanceof Blob)) {
    sendText(res, 400, 'The form has no file.');
    return;
  }
  if (file.size > EBA_MAX_FILE_BYTES) {
    sendText(res, 413, 'The file is too large.');
    return;
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!hasZipSignature(bytes) || 'problem' in inspectZip(bytes)) {
    sendText(res, 415, 'The file is not an XLSX workbook.');
    return;
  }
  const stored = await services.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string | null }>(
      `UPDATE eba_uploads SET status = 'uploaded', file = $2, file_size = $3, updated_at = now() WHERE id = $1 AND status = 'signed' RETURNING user_id`,
      [upload.id, bytes, bytes.length],
    );
    const row = rows[0];
    if (!row) return false;
    await tx.query('UPDATE eba_participants SET selection_file_uploaded = now(), updated_at = now() WHERE account_id = $1', [
      upload.accountId,
    ]);
    await writeAudit(tx, {
      accountId: upload.accountId,
      actorUserId: row.user_id,
      action: 'file_uploaded',
      uploadId: upload.id,
      detail: { size: bytes.length },
    });
    return true;
  });
  if (!stored) {
    sendText(res, 403, 'The upload link is not valid.');
    return;
  }
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

/** GET the institution's selection file, or (internal staff) the dashboard report. Session cookie required. */
async function handleDownload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  services: GatewayServices,
): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    sendText(res, 405, 'Method not allowed.', false, { Allow: 'GET, HEAD' });
    return;
  }
  const ctx = createRequestContext(services, { cookieHeader: req.headers.cookie ?? null, setCookie: () => {} });
  if (pathname === EBA_REPORT_PATH) {
    try {
      await ctx.auth.requireStaff();
    } catch (error) {
      if (authError(res, error, head)) return;
      throw error;
    }
    const text = new URLSearchParams(search).get('siteCodes') ?? '';
    const codes = text.length > EBA_DASHBOARD_SEARCH_MAX_LENGTH ? [] : parseDashboardSiteCodes(text);
    const rows = await dashboardRows(ctx.db, codes.length > 0 ? codes : null, EBA_DASHBOARD_MAX_ROWS);
    sendXlsx(res, await dashboardWorkbook(rows), 'EBA_Status_Report.xlsx', head);
    return;
  }
  const parts = pathname.slice(EBA_DOWNLOAD_PREFIX.length).split('/');
  let siteCode = '';
  try {
    siteCode = decodeURIComponent(parts[0] ?? '');
  } catch {
    siteCode = '';
  }
  if (parts.length !== 2 || parts[1] !== 'selection.xlsx' || siteCode.length === 0 || siteCode.length > MAX_ACCOUNT_REF_LENGTH) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  let account;
  try {
    await ctx.auth.requireUser();
    account = await ctx.auth.requireAccountAccess(siteCode);
  } catch (error) {
    if (authError(res, error, head)) return;
    throw error;
  }
  const programme = await loadProgramme(ctx.db, account.id);
  if (!programme) {
    sendText(res, 403, 'You are not allowed to do this.', head);
    return;
  }
  const body = await selectionWorkbook({
    siteCode: account.code ?? siteCode,
    institutionName: account.name,
    cycle: programme.cycle,
    titles: await selectionTitles(ctx.db, account.id),
  });
  if (!head) {
    await ctx.db.query('UPDATE eba_participants SET selection_file_sent = COALESCE(selection_file_sent, now()) WHERE account_id = $1', [
      account.id,
    ]);
  }
  const safeName = (account.code ?? 'eba').replace(/[^A-Za-z0-9_-]/g, '_');
  sendXlsx(res, body, `EBA_Selection_${safeName}_${programme.cycle}.xlsx`, head);
}

export async function handleEbaHttp(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  services: GatewayServices,
): Promise<void> {
  if (pathname === EBA_UPLOAD_PATH) await handleUpload(req, res, services);
  else await handleDownload(req, res, pathname, search, services);
}
