import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  cn,
} from '@console/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { logEvent } from '../../../lib/log-event';
import type { AdminNotification } from '../api/notifications';
import { markReadAtom } from '../atoms/mark-read-atom';
import { ageLabel, isUnread, linkTarget, NO_NEW_NOTIFICATIONS } from '../model/notifications';
import { BellButton, useVisibleNotifications } from './notifications-bell';

export interface NotificationsMenuViewProps {
  notifications: readonly AdminNotification[];
  now: Date;
  origin: string;
  onOpen: () => void;
  onSelect: (notification: AdminNotification) => void;
  onMarkAll: () => void;
  /** Open from the start: the bell was activated before this code arrived (app/shell/header.tsx). */
  initialOpen?: boolean;
  /** Focus the bell on mount: it replaces the stand-in bell that had focus (app/shell/header.tsx). */
  focusTrigger?: boolean;
}

/**
 * The notifications dropdown of the header (spec 000 §2): the bell shows (and its name says) whether any is
 * unread; each item shows its title, its body as plain text, its age and its more-details link; choosing one
 * marks it read and opens its link; 'Mark all as read'; 'No new notifications' when there is none.
 */
export function NotificationsMenuView({
  notifications,
  now,
  origin,
  onOpen,
  onSelect,
  onMarkAll,
  initialOpen = false,
  focusTrigger = false,
}: NotificationsMenuViewProps) {
  const unread = notifications.filter(isUnread).length;
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Mounted open, the menu's onOpenChange does not run for this first opening.
    if (initialOpen) onOpen();
    else if (focusTrigger) trigger.current?.focus();
    // Once, on mount: these say how the menu arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={initialOpen} onOpenChange={(open) => open && onOpen()}>
      <DropdownMenuTrigger asChild>
        <BellButton ref={trigger} unread={unread} />
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
export function NotificationsMenu({ initialOpen, focusTrigger }: Pick<NotificationsMenuViewProps, 'initialOpen' | 'focusTrigger'>) {
  const { notifications, isError, refetch } = useVisibleNotifications();
  const markRead = useAtomValue(markReadAtom);
  const [, navigate] = useLocation();
  const [now] = useState(() => new Date());

  return (
    <NotificationsMenuView
      initialOpen={initialOpen}
      focusTrigger={focusTrigger}
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
