import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { userStateAtom } from '../../../state/session';
import { notificationsOptions } from '../api/notifications';
import { notificationParamsOf } from '../api/notifications-requests';

/** The signed-in user and the selected account's type: the audience rule applies to it (spec 000 §5). */
export const notificationParamsAtom = atom((get) => {
  const state = get(userStateAtom);
  return notificationParamsOf(state.kind === 'admin' ? state.user : null);
});

/** In the header: a plain (non-suspending) query, so the page never waits for notifications. */
export const notificationsAtom = atomWithQuery((get) => {
  const { userId, accountType } = get(notificationParamsAtom);
  return notificationsOptions(userId, accountType);
});
