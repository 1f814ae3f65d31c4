import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  cn,
} from '@console/ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { logEvent } from '../../../lib/log-event';
import type { AdminNotification } from '../api/notifications';
import { markReadAtom, notificationParamsAtom, notificationsAtom } from '../atoms/notifications-atoms';
import { ageLabel, bellLabel, isForAccountType, isUnread, linkTarget, NO_NEW_NOTIFICATIONS } from '../model/notifications';

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

export interface NotificationsMenuViewProps {
  notifications: readonly AdminNotification[];
  now: Date;
  origin: string;
  onOpen: () => void;
  onSelect: (notification: AdminNotification) => void;
  onMarkAll: () => void;
}

/**
 * The notifications dropdown of the header (spec 000 §2): the bell shows (and its name says) whether any is
 * unread; each item shows its title, its body as plain text, its age and its more-details link; choosing one
 * marks it read and opens its link; 'Mark all as read'; 'No new notifications' when there is none.
 */
export function NotificationsMenuView({ notifications, now, origin, onOpen, onSelect, onMarkAll }: NotificationsMenuViewProps) {
  const unread = notifications.filter(isUnread).length;
  return (
    <DropdownMenu onOpenChange={(open) => open && onOpen()}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" data-unread={unread > 0 ? '' : undefined}>
          <BellGlyph unread={unread > 0} />
          <span className="sr-only">{bellLabel(unread)}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-2rem))]">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0 text-base">Notifications</DropdownMenuLabel>
        </div>
        {notifications.length === 0 ? (
          // A menu must hold menu items: the empty state is one that does nothing.
          <DropdownMenuItem disabled className="py-3">
            {NO_NEW_NOTIFICATIONS}
          </DropdownMenuItem>
        ) : (
          <>
            {unread > 0 && (
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  onMarkAll();
                }}
              >
                Mark all as read
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            {notifications.map((notification) => {
              const target = notification.moreDetailsUrl ? linkTarget(notification.moreDetailsUrl, origin) : null;
              const fresh = isUnread(notification);
              return (
                <DropdownMenuItem
                  key={notification.notificationId}
                  data-unread={fresh ? '' : undefined}
                  className={cn('flex flex-col items-start gap-1 py-2', !fresh && 'opacity-90')}
                  onSelect={() => onSelect(notification)}
                >
                  <span className="flex w-full items-baseline justify-between gap-3">
                    <span className={cn('text-sm text-ink', fresh ? 'font-bold' : 'font-semibold')}>
                      {fresh && <span className="sr-only">Unread: </span>}
                      {notification.title}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{ageLabel(notification.createdDatetime, now)}</span>
                  </span>
                  <span className="text-sm whitespace-pre-line text-ink">{notification.body}</span>
                  {target && (
                    <span className="text-sm text-primary underline underline-offset-2">
                      {notification.moreDetailsText || 'More details'}
                      {target.kind === 'external' && <span className="sr-only"> (opens in a new tab)</span>}
                    </span>
                  )}
                </DropdownMenuItem>
              );
            })}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The header's notifications: the query, the read marks and the log events around NotificationsMenuView. */
export function NotificationsMenu() {
  const { accountType } = useAtomValue(notificationParamsAtom);
  const { data, isError, refetch } = useAtomValue(notificationsAtom);
  const markRead = useAtomValue(markReadAtom);
  const [, navigate] = useLocation();
  const [now] = useState(() => new Date());
  const notifications = useMemo(() => (data ?? []).filter((item) => isForAccountType(item.audience, accountType)), [data, accountType]);

  return (
    <NotificationsMenuView
      notifications={notifications}
      now={now}
      origin={window.location.origin}
      onOpen={() => {
        // The list failed to load (the gateway was down): opening the menu asks again, so it recovers without a reload.
        if (isError) void refetch();
        logEvent('admin_display_notifications', { count: notifications.length });
      }}
      onMarkAll={() => {
        const ids = notifications.filter(isUnread).map((item) => item.notificationId);
        if (ids.length === 0) return;
        logEvent('admin_mark_all_notifications_read', { count: ids.length });
        markRead.mutate(ids);
      }}
      onSelect={(notification) => {
        if (isUnread(notification)) {
          logEvent('admin_single_notification_read', { notificationId: notification.notificationId });
          markRead.mutate([notification.notificationId]);
        }
        const target = notification.moreDetailsUrl ? linkTarget(notification.moreDetailsUrl, window.location.origin) : null;
        if (target?.kind === 'admin') navigate(target.path);
        else if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
      }}
    />
  );
}

export default NotificationsMenu;
