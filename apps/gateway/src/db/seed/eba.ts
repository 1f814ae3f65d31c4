import type { Queryable } from '../connection.ts';
import { DEMO_EBA_PARTICIPANTS, demoAccountByKey } from './demo-data.ts';
import { insertRows } from './insert.ts';
import { seededRandom } from './prng.ts';

/** Eligible titles in the demo catalogue; prices between $100 and $150. */
export const DEMO_EBA_TITLE_COUNT = 40;
/**
 * DESIGN.md: 1 to 10 selected titles succeed, every eligible title gives balance_error. With prices of
 * $100 to $150, ten titles cost at most $1,500 (remaining >= 0) and one at least $100 (remaining <= $1,400,
 * under the threshold); forty cost at least $4,000 (remaining < 0).
 */
export const DEMO_EBA_BALANCE = 1500;
export const DEMO_EBA_THRESHOLD = 1450;
export const DEMO_EBA_CYCLE = '2024-2025';

const SUBJECTS = [
  'Economics',
  'Medieval History',
  'Urban Ecology',
  'Philosophy of Mind',
  'Jazz Studies',
  'Labor History',
  'Climate Policy',
  'Linguistics',
];
const FORMS = ['An Introduction to', 'Essays in', 'A Companion to', 'New Perspectives on', 'Readings in'];

export function demoEbaTitles(): Array<{ isbn: string; title: string; price: number }> {
  const random = seededRandom('eba-titles');
  return Array.from({ length: DEMO_EBA_TITLE_COUNT }, (_, index) => {
    const subject = SUBJECTS[index % SUBJECTS.length] ?? 'Economics';
    const form = FORMS[Math.floor(index / SUBJECTS.length) % FORMS.length] ?? 'Readings in';
    return {
      isbn: `978-1-4008-${String(1000 + index).padStart(4, '0')}-${index % 10}`,
      title: `${form} ${subject}`,
      price: Math.round((100 + random() * 50) * 100) / 100,
    };
  });
}

export async function seedEba(tx: Queryable): Promise<void> {
  const titles = demoEbaTitles();
  await insertRows(
    tx,
    'eba_titles',
    ['isbn', 'title', 'price'],
    titles.map((title) => [title.isbn, title.title, title.price]),
  );
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM eba_titles ORDER BY id');
  for (const key of DEMO_EBA_PARTICIPANTS) {
    const account = demoAccountByKey(key);
    await insertRows(
      tx,
      'eba_participants',
      ['account_id', 'cycle', 'balance', 'balance_threshold', 'selection_file_sent'],
      [[account.id, DEMO_EBA_CYCLE, DEMO_EBA_BALANCE, DEMO_EBA_THRESHOLD, '2024-09-02T14:00:00Z']],
    );
    const random = seededRandom(`eba-usage-${key}`);
    await insertRows(
      tx,
      'eba_usage',
      ['account_id', 'title_id', 'uses'],
      rows.map((row) => [account.id, row.id, Math.floor(random() * 400)]),
    );
  }
}
