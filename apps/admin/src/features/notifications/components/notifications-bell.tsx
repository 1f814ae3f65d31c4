import { Button, type ButtonProps } from '@console/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { notificationParamsAtom, notificationsAtom } from '../atoms/notifications-atoms';
import { bellLabel, isForAccountType, isUnread } from '../model/unread';

function BellGlyph({ unread }: { unread: boolean }) {
  return (
    <span className="relative inline-flex">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path d="M10 2.5a5 5 0 0 0-5 5v3.2L3.5 13.5h13L15 10.7V7.5a5 5 0 0 0-5-5ZM8 15.5a2 2 0 0 0 4 0" />
      </svg>
      {unread && (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface"
        />
      )}
    </span>
  );
}

/** The header's bell (spec 000 §2): it shows, and its name says, whether any notification is unread. */
export function BellButton({ unread, ...props }: Omit<ButtonProps, 'children' | 'variant' | 'size'> & { unread: number }) {
  return (
    <Button variant="secondary" size="sm" data-unread={unread > 0 ? '' : undefined} {...props}>
      <BellGlyph unread={unread > 0} />
      <span className="sr-only">{bellLabel(unread)}</span>
    </Button>
  );
}

/** The notifications the header shows: the plain (non-suspending) query, kept to the selected account's type. */
export function useVisibleNotifications() {
  const { accountType } = useAtomValue(notificationParamsAtom);
  const { data, isError, refetch } = useAtomValue(notificationsAtom);
  const notifications = useMemo(() => (data ?? []).filter((item) => isForAccountType(item.audience, accountType)), [data, accountType]);
  return { notifications, isError, refetch };
}

/**
 * The bell while the menu's code is not in yet (app/shell/header.tsx): the same button, closed, in the shell's code.
 * The dropdown (Radix's menu and its positioning, about 35 kB compressed) is its own chunk, asked for once the page
 * has settled or as soon as pointer or focus reaches the bell; activating the bell before then opens the menu when
 * its code arrives.
 */
export function NotificationsBell(props: Omit<ButtonProps, 'children' | 'variant' | 'size'>) {
  const { notifications } = useVisibleNotifications();
  return <BellButton unread={notifications.filter(isUnread).length} aria-haspopup="menu" aria-expanded={false} {...props} />;
}
