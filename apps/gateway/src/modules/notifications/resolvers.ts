import type { AdminNotification, Resolvers } from '@console/graphql/resolvers';
import { badInputError, forbiddenError } from '../../auth/authorization.ts';
import type { RequestContext } from '../../context.ts';
import { listNotifications, markRead, type NotificationRecord } from './repository.ts';

const ACCOUNT_TYPES = ['institution', 'consortium', 'publisher'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 100;

const toGraphql = (record: NotificationRecord, userId: string): AdminNotification => ({
  notificationId: record.id,
  userId,
  title: record.title,
  body: record.body,
  moreDetailsUrl: record.moreDetailsUrl,
  moreDetailsText: record.moreDetailsText,
  audience: record.audience,
  createdDatetime: record.createdAt.toISOString(),
  lastUpdatedDatetime: record.lastUpdatedAt.toISOString(),
  readDatetime: record.readAt?.toISOString() ?? null,
});

export const notificationResolvers: Resolvers<RequestContext> = {
  Query: {
    async getAdminNotifications(_parent, { userId, accountType }, ctx) {
      const principal = await ctx.auth.requireUser();
      // Read marks are personal: nobody reads another user's.
      if (userId !== principal.user.id) throw forbiddenError();
      let types: string[] | null = null;
      if (accountType !== null && accountType !== undefined) {
        const type = accountType.trim().toLowerCase();
        if (!ACCOUNT_TYPES.includes(type)) throw badInputError('accountType must be institution, consortium or publisher.');
        types = [type];
      }
      const records = await listNotifications(ctx.db, principal.user.id, types);
      return records.map((record) => toGraphql(record, principal.user.id));
    },
  },
  Mutation: {
    async markAdminNotificationsAsRead(_parent, { notificationIds, userId }, ctx) {
      const principal = await ctx.auth.requireUser();
      if (userId !== principal.user.id) throw forbiddenError();
      if (notificationIds.length > MAX_IDS) throw badInputError(`Mark at most ${MAX_IDS} notifications at once.`);
      if (notificationIds.some((id) => !UUID.test(id))) throw badInputError('notificationIds must be notification ids.');
      const records = await markRead(ctx.db, principal.user.id, notificationIds, ctx.services.now());
      return records.map((record) => toGraphql(record, principal.user.id));
    },
  },
};
