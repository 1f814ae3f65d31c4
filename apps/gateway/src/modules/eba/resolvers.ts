import type { Resolvers } from '@console/graphql/resolvers';
import { EBA_DASHBOARD_MAX_ROWS, EBA_DASHBOARD_SEARCH_MAX_LENGTH, ebaStorageSiteCode, parseDashboardSiteCodes } from '@console/rules/eba';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import { GraphQLError } from '../../graphql-runtime.ts';
import type { AccountSummary } from '../../auth/principal.ts';
import type { RequestContext } from '../../context.ts';
import { EBA_DOWNLOAD_PREFIX, EBA_REPORT_PATH } from './http.ts';
import { EBA_MESSAGES, EBA_PENDING_UPLOADS_PER_INSTITUTION, enqueueEbaUpload, pendingUploadCount, wakeEbaWorkers } from './processing.ts';
import {
  createSignedUpload,
  cycleOrderId,
  dashboardRows,
  eligibleTitleCount,
  latestUpload,
  loadParticipation,
  loadProgramme,
  uploadById,
  writeAudit,
  type UploadRow,
} from './repository.ts';
import { EBA_SIGNED_URL_SECONDS, sign, signedUrl, signingSecret } from './signing.ts';

/** An agent administrator may ask for all of several hundred child institutions at once. */
export const MAX_SITE_CODES = 1000;

function uploadStatus(upload: UploadRow) {
  const status =
    upload.status === 'queued' || upload.status === 'running' ? 'running' : upload.status === 'uploaded' ? 'uploaded' : upload.status;
  return {
    status,
    message: upload.status === 'queued' ? EBA_MESSAGES.queued : upload.message,
    reason: upload.reason,
    details:
      upload.status === 'failed'
        ? { errorMessage: upload.message, remainingBalance: upload.remainingBalance, balanceThreshold: upload.balanceThreshold }
        : null,
  };
}

export const EBA_ORDER_SUBMITTED_MESSAGE = 'Your institution has already submitted its selections for this cycle.';

/** One order per institution and cycle: a new upload after it is refused (the console keeps its success panel). */
export function orderSubmittedError(): GraphQLError {
  return new GraphQLError(EBA_ORDER_SUBMITTED_MESSAGE, { extensions: { code: 'EBA_ORDER_SUBMITTED' } });
}

/** The participating account the user may act on, with its programme; FORBIDDEN otherwise. */
async function requireParticipant(
  ctx: RequestContext,
  siteCode: string,
  forUpload: boolean,
): Promise<{ account: AccountSummary; userId: string }> {
  const principal = await ctx.auth.requireUser();
  const account = await ctx.auth.requireAccountAccess(siteCode);
  const programme = await loadProgramme(ctx.db, account.id);
  if (!programme || (forUpload && programme.disablePublicAccess)) throw forbiddenError();
  if (forUpload && (await cycleOrderId(ctx.db, account.id, programme.cycle))) throw orderSubmittedError();
  return { account, userId: principal.user.id };
}

function dashboardCodes(siteCodes: string | null | undefined): string[] | null {
  if (siteCodes === null || siteCodes === undefined) return null;
  if (siteCodes.length > EBA_DASHBOARD_SEARCH_MAX_LENGTH) throw badInputError('Enter fewer site codes.');
  const codes = parseDashboardSiteCodes(siteCodes);
  return codes.length === 0 ? null : codes;
}

export const ebaResolvers: Resolvers<RequestContext> = {
  Query: {
    async ebaParticipantStatus(_parent, { siteCodes }, ctx) {
      if (siteCodes.length > MAX_SITE_CODES) throw badInputError(`Ask for at most ${MAX_SITE_CODES} site codes.`);
      await ctx.auth.requireUser();
      const accounts = await ctx.auth.requireAccountsAccess(siteCodes);
      const participation = await loadParticipation(
        ctx.db,
        [...accounts.values()].map((account) => account.id),
      );
      const seen = new Set<string>();
      return siteCodes.flatMap((requested) => {
        const key = requested.trim().toLowerCase();
        const account = accounts.get(key);
        if (!account || seen.has(key)) return [];
        seen.add(key);
        const row = participation.get(account.id);
        return [
          {
            siteCode: account.code ?? key,
            isParticipant: row !== undefined,
            hasSuccessfulUpload: row?.hasSuccessfulUpload ?? false,
            isProcessing: row?.isProcessing ?? false,
          },
        ];
      });
    },
    async ebaProgramme(_parent, { siteCode }, ctx) {
      await ctx.auth.requireUser();
      const account = await ctx.auth.requireAccountAccess(siteCode);
      const programme = await loadProgramme(ctx.db, account.id);
      if (!programme) return null;
      return {
        siteCode: account.code ?? siteCode,
        institutionName: account.name,
        cycle: programme.cycle,
        balance: programme.balance,
        balanceThreshold: programme.balanceThreshold,
        eligibleTitleCount: await eligibleTitleCount(ctx.db),
        disablePublicEbaAccess: programme.disablePublicAccess,
        hasSuccessfulUpload: programme.hasSuccessfulUpload,
      };
    },
    async getEBADownloadLink(_parent, { siteCode }, ctx) {
      const { account } = await requireParticipant(ctx, siteCode, false);
      return `${EBA_DOWNLOAD_PREFIX}${encodeURIComponent(account.code ?? siteCode)}/selection.xlsx`;
    },
    async ebaUploadStatus(_parent, { siteCode }, ctx) {
      const { account } = await requireParticipant(ctx, siteCode, false);
      const upload = await latestUpload(ctx.db, account.id);
      return upload ? uploadStatus(upload) : null;
    },
    async getParticipantDashboardData(_parent, { siteCodes }, ctx) {
      await ctx.auth.requireStaff();
      return dashboardRows(ctx.db, dashboardCodes(siteCodes), EBA_DASHBOARD_MAX_ROWS);
    },
    async downloadParticipantStatusReport(_parent, { siteCodes }, ctx) {
      await ctx.auth.requireStaff();
      const codes = dashboardCodes(siteCodes);
      return codes ? `${EBA_REPORT_PATH}?${new URLSearchParams({ siteCodes: codes.join(',') }).toString()}` : EBA_REPORT_PATH;
    },
  },
  Mutation: {
    async ebaSignedUrl(_parent, { siteCode }, ctx) {
      const { account, userId } = await requireParticipant(ctx, siteCode, true);
      // Unused signed URLs and unprocessed files are capped per institution (issue 30).
      if ((await pendingUploadCount(ctx.db, account.id, ctx.services.now())) >= EBA_PENDING_UPLOADS_PER_INSTITUTION)
        throw new GraphQLError('Too many uploads are waiting for this institution. Please wait a few minutes and try again.', {
          extensions: { code: 'EBA_UPLOADS_PENDING' },
        });
      const storageCode = ebaStorageSiteCode(account.code ?? siteCode);
      const expiresAt = new Date(ctx.services.now().getTime() + EBA_SIGNED_URL_SECONDS * 1000);
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const secret = await signingSecret(ctx.db);
      const upload = await createSignedUpload(ctx.db, account.id, userId, (id) => `eba/${storageCode}/${id}/EBA selection.xlsx`, expiresAt);
      return signedUrl(storageCode, upload.key, expires, sign(secret, storageCode, upload.key, expires));
    },
    async ebaTriggerUpload(_parent, { siteCode, accountType }, ctx) {
      if (accountType.length > 64) throw badInputError('Unknown account type.');
      const { account, userId } = await requireParticipant(ctx, siteCode, true);
      // One transaction moves the stored file to queued and stores its job, and only from 'uploaded': an abort
      // committed first leaves it aborted and no job (the UPDATE re-reads the row it waited for, on PostgreSQL
      // too); an abort after the commit is seen by the job, which then leaves the upload alone.
      const queued = await ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `UPDATE eba_uploads SET status = 'queued', message = $2, updated_at = now()
            WHERE id = (SELECT id FROM eba_uploads WHERE account_id = $1 AND status <> 'signed' ORDER BY updated_at DESC, created_at DESC LIMIT 1)
              AND status = 'uploaded'
            RETURNING id`,
          [account.id, EBA_MESSAGES.queued],
        );
        const id = rows[0]?.id;
        if (!id) return null;
        await tx.query('UPDATE eba_participants SET is_processing = true, updated_at = now() WHERE account_id = $1', [account.id]);
        await writeAudit(tx, {
          accountId: account.id,
          actorUserId: userId,
          action: 'upload_triggered',
          uploadId: id,
          detail: { accountType },
        });
        await enqueueEbaUpload(tx, id);
        return uploadById(tx, id);
      });
      if (!queued) throw badInputError('Upload a selection file first.');
      wakeEbaWorkers();
      return uploadStatus(queued);
    },
    async ebaAbortFileProcessing(_parent, { siteCode }, ctx) {
      const { account, userId } = await requireParticipant(ctx, siteCode, false);
      return ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `UPDATE eba_uploads SET status = 'aborted', message = 'Aborted', file = NULL, updated_at = now()
            WHERE account_id = $1 AND status IN ('uploaded', 'queued', 'running') RETURNING id`,
          [account.id],
        );
        if (rows.length === 0) return false;
        await tx.query('UPDATE eba_participants SET is_processing = false, updated_at = now() WHERE account_id = $1', [account.id]);
        for (const row of rows)
          await writeAudit(tx, { accountId: account.id, actorUserId: userId, action: 'upload_aborted', uploadId: row.id });
        return true;
      });
    },
  },
};
