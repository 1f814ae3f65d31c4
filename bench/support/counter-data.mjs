// The data of the COUNTER benches (bench/counter-tr.mjs, bench/sushi.mjs): the demo accounts, `titles` journal titles
// and monthly counter_usage for Demo University in every month of 2025 (Total/Unique Item Investigations and
// Requests), on a freshly opened database.
import { TEST_SCRYPT_PARAMS, hashPassword } from '../../apps/gateway/src/auth/passwords.ts';
import { migrate } from '../../apps/gateway/src/db/migrate.ts';
import { seedAccountsAndUsers } from '../../apps/gateway/src/db/seed/accounts-and-users.ts';
import { issnCheckDigit } from '../../apps/gateway/src/db/seed/catalogue.ts';
import { seedCounterCatalogue } from '../../apps/gateway/src/db/seed/counter.ts';
import { demoAccountByKey } from '../../apps/gateway/src/db/seed/demo-data.ts';
import { insertRows } from '../../apps/gateway/src/db/seed/insert.ts';

/** Migrates and seeds the benches' COUNTER data; returns Demo University's account id. */
export async function seedCounterBenchData(db, titleCount) {
  await migrate(db);
  await db.transaction((tx) => seedAccountsAndUsers(tx, { hashPassword: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) }));
  const titles = [];
  for (let index = 0; index < titleCount; index += 1) {
    const first7 = String(1_000_000 + index);
    const issn = `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
    titles.push([
      index + 1,
      'journal',
      `Bench Journal of Studies ${index + 1}`,
      issn,
      index % 7 === 0 ? 'open_access' : 'licensed',
      `https://platform.example.org/journal/bench-${index + 1}`,
    ]);
  }
  const university = demoAccountByKey('demouniv').id;
  await db.transaction(async (tx) => {
    await insertRows(tx, 'titles', ['id', 'kind', 'title', 'issn', 'access_type', 'url'], titles);
    await seedCounterCatalogue(tx);
    // Every title used every month: requests r, investigations 2r, sessions about two thirds (a month a statement).
    // Written as the seed's derivation writes (seed/counter.ts): counter_usage_yearly rebuilt once at the end.
    await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'on', true)`);
    for (let month = 1; month <= 12; month += 1)
      await tx.query(
        `INSERT INTO counter_usage (account_id, month, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, count)
       SELECT $1, make_date(2025, $2, 1), 'jstor', t.database_id, t.id, t.id * 100 + 1, 'Journal',
              CASE WHEN t.access_type = 'open_access' THEN 'Open' ELSE 'Controlled' END, 'Regular', 2000 + t.id % 25, metric, value
         FROM titles t
        CROSS JOIN LATERAL (VALUES ('Total_Item_Requests', 1 + (t.id + $2) % 9), ('Unique_Item_Requests', 1 + ((t.id + $2) % 9) * 2 / 3),
                                   ('Total_Item_Investigations', 2 + 2 * ((t.id + $2) % 9)), ('Unique_Item_Investigations', 1 + ((t.id + $2) % 9))) AS v (metric, value)`,
        [university, month],
      );
    await tx.query(`SELECT set_config('counter_usage_yearly.deferred', 'off', true)`);
    await tx.query('SELECT counter_usage_yearly_rebuild(NULL, 2025, 2025)');
  });
  return university;
}
