import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_ACCOUNT_REF_LENGTH } from '../../auth/authorization.ts';
import { createRequestContext, type GatewayServices } from '../../context.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import { stringProblem } from '../../http/string-arguments.ts';
import { XLSX_CONTENT_TYPE } from '../home/xlsx.ts';
import { authorizeHoldings } from './access.ts';
import { KBART_CONTENT_TYPE, writeKbart, type KbartSink } from './kbart.ts';
import { kbartOpenPage, kbartPackagePage, listHeldPackages } from './repository.ts';
import { computeHoldings, downloadFileName, HOLDINGS_DOWNLOAD_PREFIX, parseFileKey, type HoldingsFile } from './summary.ts';
import { holdingsWorkbook } from './xlsx.ts';
import { attachmentHeaders, sendAttachment, sendText } from '../../http/responses.ts';
import { isResponseGone } from '../../http/http2.ts';

/** How long one download may keep the database busy. */
const DOWNLOAD_DEADLINE_MS = 60_000;

/** The site code and file a holdings download path names, or null. */
export function parseHoldingsPath(pathname: string): { siteCode: string; file: HoldingsFile } | null {
  if (!pathname.startsWith(HOLDINGS_DOWNLOAD_PREFIX)) return null;
  const parts = pathname.slice(HOLDINGS_DOWNLOAD_PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  const file = parseFileKey(parts[1] ?? '');
  if (!file) return null;
  let siteCode: string;
  try {
    siteCode = decodeURIComponent(parts[0] ?? '');
  } catch {
    return null;
  }
  if (siteCode.length === 0 || stringProblem(siteCode, MAX_ACCOUNT_REF_LENGTH) !== null) return null;
  return { siteCode, file };
}

/** Writes to the response, waiting for 'drain' when its buffer is full, so a large file never sits in memory. */
function responseSink(res: ServerResponse): KbartSink {
  return {
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        if (isResponseGone(res)) {
          reject(new Error('The client went away.'));
          return;
        }
        if (res.write(chunk)) resolve();
        else if (isResponseGone(res)) reject(new Error('The client went away.'));
        else {
          const done = () => {
            res.off('close', closed);
            resolve();
          };
          const closed = () => {
            res.off('drain', done);
            reject(new Error('The client went away.'));
          };
          res.once('drain', done);
          res.once('close', closed);
        }
      }),
  };
}

/**
 * GET (or HEAD) `/ui/data-fetch/downloads/holdings/{siteCode}/{file}`: a KBART title list (streamed, a page
 * of titles at a time) or the XLSX summary of a tab. The session cookie signs it in and the holdings
 * query's own authorization applies: 401 without a user, 403 for an account the user may not act on or a
 * consortium, 403 for books files without flag holdings_books_enabled, 404 for a package the institution
 * does not hold or an unknown file.
 */
export async function handleHoldingsDownload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  services: GatewayServices,
): Promise<void> {
  const head = req.method === 'HEAD';
  const target = parseHoldingsPath(pathname);
  if (!target) {
    sendText(res, 404, 'Not found.', head);
    return;
  }
  // A title list of tens of thousands of rows may take longer than a GraphQL request's 10 s of database work.
  const ctx = createRequestContext(services, {
    cookieHeader: req.headers.cookie ?? null,
    setCookie: () => {},
    deadline: Date.now() + DOWNLOAD_DEADLINE_MS,
  });
  let context;
  try {
    context = await authorizeHoldings(ctx, target.siteCode, services.now());
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED') sendText(res, 401, 'Please sign in.', head);
    else if (code === 'FORBIDDEN') sendText(res, 403, 'You are not allowed to do this.', head);
    else throw error;
    return;
  }
  const { file } = target;
  const siteCode = context.account.code ?? target.siteCode;

  if (file.kind === 'summary') {
    if (file.tab === 'books' && !context.booksEnabled) {
      sendText(res, 403, 'You are not allowed to do this.', head);
      return;
    }
    const holdings = await computeHoldings(ctx.db, context);
    const body = await holdingsWorkbook({
      institutionName: context.account.name,
      siteCode,
      day: context.day,
      tab: holdings.tabs[file.tab],
    });
    sendAttachment(res, body, downloadFileName(context, file), XLSX_CONTENT_TYPE, head);
    return;
  }

  // Title lists: which packages (and which kind of title) the file covers.
  let nextPage: (afterId: number, limit: number) => ReturnType<typeof kbartOpenPage>;
  let region: string | undefined;
  if (file.kind === 'kbart-tab' && file.tab === 'free-and-open') {
    nextPage = (afterId, limit) => kbartOpenPage(ctx.db, afterId, limit);
  } else {
    const packages = await listHeldPackages(ctx.db, context.account.id, context.day);
    const kind = file.kind === 'kbart-tab' ? (file.tab === 'books' ? 'book' : 'journal') : undefined;
    const chosen =
      file.kind === 'kbart-tab'
        ? packages.filter((item) => item.tab === (kind === 'book' ? 'books' : 'journals'))
        : packages.filter((item) => item.code === file.code && (item.tab === 'journals' || item.tab === 'books'));
    const only = chosen[0];
    if (chosen.length === 0 || !only) {
      sendText(res, 404, 'Not found.', head);
      return;
    }
    const titleKind = kind ?? (only.tab === 'books' ? 'book' : 'journal');
    if (titleKind === 'book' && !context.booksEnabled) {
      sendText(res, 403, 'You are not allowed to do this.', head);
      return;
    }
    region = file.kind === 'kbart-package' ? only.region : undefined;
    const ids = chosen.map((item) => item.id);
    nextPage = (afterId, limit) => kbartPackagePage(ctx.db, ids, titleKind, afterId, limit);
  }

  res.writeHead(200, attachmentHeaders(downloadFileName(context, file, region), KBART_CONTENT_TYPE));
  if (head) {
    res.end();
    return;
  }
  try {
    await writeKbart(responseSink(res), nextPage);
    res.end();
  } catch (error) {
    // Headers are sent: a failure part-way can only cut the file short, which the client sees as a broken download.
    services.config.log(`holdings download failed: ${error instanceof Error ? error.message : String(error)}`);
    res.destroy();
  }
}
