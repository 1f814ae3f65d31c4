import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo-data.ts';
import { errorCode, startGateway, type TestClient, type TestGateway } from '../../testing/http.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts';
import { createNotification, isAllowedMoreDetailsUrl, NotificationInputError } from './repository.ts';

let test: TestDatabase;
let gateway: TestGateway;
let librarian: TestClient;
let publisher: TestClient;

const idOf = (key: string) => DEMO_USERS.find((user) => user.key === key)!.id;

beforeAll(async () => {
  test = await createTestDatabase();
  gateway = await startGateway(test.db);
  librarian = gateway.client();
  await librarian.login('librarian@demo.edu');
  publisher = gateway.client();
  await publisher.login('publisher@demo.org');
});
afterAll(async () => {
  await gateway.close();
  await test.close();
});

const LIST = `query ($userId: ID!, $type: String) {
  getAdminNotifications(userId: $userId, accountType: $type) { notificationId title body moreDetailsUrl audience readDatetime createdDatetime }
}`;
const MARK = `mutation ($ids: [ID!]!, $userId: ID!) { markAdminNotificationsAsRead(notificationIds: $ids, userId: $userId) { notificationId readDatetime } }`;

interface Item {
  notificationId: string;
  title: string;
  body: string;
  readDatetime: string | null;
}

describe('getAdminNotifications', () => {
  it('gives the demo notifications newest first with the user read marks (two unread)', async () => {
    const { getAdminNotifications: items } = await librarian.data<{ getAdminNotifications: Item[] }>(LIST, {
      userId: idOf('librarian'),
      type: 'institution',
    });
    expect(items.map((item) => item.title)).toEqual([
      'COUNTER 5.1 reports are here',
      'Designation statements are shown as typed',
      'Scheduled maintenance',
    ]);
    expect(items.filter((item) => item.readDatetime === null)).toHaveLength(2);
    // Bodies are stored and given as plain text, markup included.
    expect(items[1]!.body).toContain('<b>Access provided by</b>');
  });

  it('keeps only notifications whose audience names the account type, case-insensitively', async () => {
    const { getAdminNotifications: items } = await publisher.data<{ getAdminNotifications: Item[] }>(LIST, {
      userId: idOf('publisher'),
      type: 'PUBLISHER',
    });
    expect(items.map((item) => item.title)).toEqual(['Designation statements are shown as typed', 'Scheduled maintenance']);
    // Read marks are per user: the librarian's read does not count for the publisher.
    expect(items.every((item) => item.readDatetime === null)).toBe(true);
  });

  it("refuses another user's notifications and anonymous callers", async () => {
    expect(errorCode(await librarian.gql(LIST, { userId: idOf('publisher') }))).toBe('FORBIDDEN');
    expect(errorCode(await gateway.client().gql(LIST, { userId: idOf('librarian') }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await librarian.gql(LIST, { userId: idOf('librarian'), type: 'individual' }))).toBe('BAD_USER_INPUT');
  });
});

describe('markAdminNotificationsAsRead', () => {
  it('marks for the signed-in user only, keeps the first read time, ignores unknown ids', async () => {
    const { getAdminNotifications: items } = await publisher.data<{ getAdminNotifications: Item[] }>(LIST, { userId: idOf('publisher') });
    const target = items.find((item) => item.title === 'Scheduled maintenance')!;
    const first = await publisher.data<{ markAdminNotificationsAsRead: Item[] }>(MARK, {
      ids: [target.notificationId, '00000000-0000-4000-8000-000000000000'],
      userId: idOf('publisher'),
    });
    expect(first.markAdminNotificationsAsRead).toHaveLength(1);
    const readAt = first.markAdminNotificationsAsRead[0]!.readDatetime;
    expect(readAt).not.toBeNull();
    const again = await publisher.data<{ markAdminNotificationsAsRead: Item[] }>(MARK, {
      ids: [target.notificationId],
      userId: idOf('publisher'),
    });
    expect(again.markAdminNotificationsAsRead[0]!.readDatetime).toBe(readAt);
    expect(errorCode(await publisher.gql(MARK, { ids: [target.notificationId], userId: idOf('librarian') }))).toBe('FORBIDDEN');
    expect(errorCode(await publisher.gql(MARK, { ids: ['not-a-uuid'], userId: idOf('publisher') }))).toBe('BAD_USER_INPUT');
    const { rows } = await test.db.query('SELECT 1 FROM admin_notification_reads WHERE user_id = $1', [idOf('librarian')]);
    expect(rows).toHaveLength(1);
  });
});

describe('more-details links', () => {
  it('accepts only http(s) URLs, in code and in the table', async () => {
    expect(isAllowedMoreDetailsUrl('https://example.org/a')).toBe(true);
    expect(isAllowedMoreDetailsUrl('http://localhost:8080/admin/home')).toBe(true);
    expect(isAllowedMoreDetailsUrl('/admin/counter5.1')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/home',
      '//evil.example/admin',
      '/administrator',
      'ftp://example.org',
      'https://exa mple.org',
    ]) {
      expect(isAllowedMoreDetailsUrl(url)).toBe(false);
      await expect(createNotification(test.db, { title: 't', body: 'b', audience: 'institution', moreDetailsUrl: url })).rejects.toThrow(
        NotificationInputError,
      );
    }
    await expect(
      test.db.query(
        "INSERT INTO admin_notifications (id, title, body, more_details_url, audience) VALUES ('00000000-0000-4000-8000-0000000000aa', 't', 'b', 'javascript:alert(1)', 'institution')",
      ),
    ).rejects.toThrow();
  });
});
