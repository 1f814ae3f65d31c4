import { createNotification } from '../../modules/notifications/repository.ts';
import type { Queryable } from '../connection.ts';
import { DEMO_USERS } from './demo-data.ts';
import { seedId } from './ids.ts';
import type { SeedContext } from './index.ts';

const DAY_MS = 86_400_000;

/** The demo notifications (DESIGN.md: three, two unread for the librarian), oldest last. */
export const DEMO_NOTIFICATIONS = [
  {
    key: 'counter51',
    daysAgo: 0,
    title: 'COUNTER 5.1 reports are here',
    body: 'Request COUNTER Release 5.1 reports for your institution from the Reports menu. COUNTER 5 reports requested before March 1, 2025 stay available.',
    moreDetailsUrl: '/admin/counter5.1',
    moreDetailsText: 'Open COUNTER 5.1 reports',
    audience: 'Institution,Consortium',
    readByLibrarian: false,
  },
  {
    key: 'designation',
    daysAgo: 3,
    title: 'Designation statements are shown as typed',
    body: 'Your provider designation statement now appears exactly as you typed it: text such as <b>Access provided by</b> is no longer turned into formatting.',
    moreDetailsUrl: 'https://support.example.org/designation-statement',
    moreDetailsText: 'Read the support article',
    audience: 'institution, publisher',
    readByLibrarian: false,
  },
  {
    key: 'maintenance',
    daysAgo: 12,
    title: 'Scheduled maintenance',
    body: 'The admin console will be unavailable on Sunday from 02:00 to 04:00 UTC.',
    moreDetailsUrl: null,
    moreDetailsText: null,
    audience: 'INSTITUTION,CONSORTIUM,PUBLISHER',
    readByLibrarian: true,
  },
] as const;

export async function seedNotifications(tx: Queryable, context: SeedContext): Promise<void> {
  const now = context.now?.() ?? new Date();
  const librarian = DEMO_USERS.find((user) => user.key === 'librarian');
  for (const notification of DEMO_NOTIFICATIONS) {
    const id = await createNotification(tx, {
      id: seedId(`notification:${notification.key}`),
      title: notification.title,
      body: notification.body,
      moreDetailsUrl: notification.moreDetailsUrl,
      moreDetailsText: notification.moreDetailsText,
      audience: notification.audience,
      createdAt: new Date(now.getTime() - notification.daysAgo * DAY_MS - 60_000),
    });
    if (notification.readByLibrarian && librarian) {
      await tx.query('INSERT INTO admin_notification_reads (notification_id, user_id, read_at) VALUES ($1, $2, $3)', [
        id,
        librarian.id,
        now,
      ]);
    }
  }
}
