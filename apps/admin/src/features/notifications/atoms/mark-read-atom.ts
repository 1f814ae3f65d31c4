import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { markNotificationsRead } from '../api/mark-read';
import { NOTIFICATIONS_KEY } from '../api/notifications';
import { notificationParamsAtom } from './notifications-atoms';

/** Marks notifications read, then asks for the list again (the menu's code: not in the shell). */
export const markReadAtom = atomWithMutation((get) => {
  const { userId } = get(notificationParamsAtom);
  const client = get(queryClientAtom);
  return {
    mutationKey: ['notifications', 'mark-read'],
    mutationFn: (ids: string[]) => markNotificationsRead(userId, ids),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  };
});
