import type { Queryable } from '../connection.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, demoAccountByKey } from './demo-data.ts';
import type { SeedContext } from './index.ts';
import { insertRows } from './insert.ts';

export async function seedAccountsAndUsers(tx: Queryable, context: SeedContext): Promise<void> {
  // Parents first: the parent_id foreign key is checked row by row.
  const parents = DEMO_ACCOUNTS.filter((account) => account.parentKey === null);
  const children = DEMO_ACCOUNTS.filter((account) => account.parentKey !== null);
  const columns = ['id', 'code', 'name', 'type', 'parent_id', 'external_id', 'country_code'];
  const toRow = (account: (typeof DEMO_ACCOUNTS)[number]) => [
    account.id,
    account.code,
    account.name,
    account.type,
    account.parentKey === null ? null : demoAccountByKey(account.parentKey).id,
    account.externalId,
    account.country,
  ];
  await insertRows(tx, 'accounts', columns, parents.map(toRow));
  await insertRows(tx, 'accounts', columns, children.map(toRow));

  // Each user gets an own salt; hashing in parallel keeps the seed quick at production cost.
  const hashes = await Promise.all(DEMO_USERS.map(() => context.hashPassword(DEMO_PASSWORD)));
  await insertRows(
    tx,
    'users',
    ['id', 'username', 'password_hash', 'display_name', 'email', 'first_name', 'last_name', 'individual_account_id'],
    DEMO_USERS.map((user, index) => [
      user.id,
      user.username,
      hashes[index],
      user.displayName,
      user.username,
      user.firstName,
      user.lastName,
      demoAccountByKey(user.individualAccountKey).id,
    ]),
  );

  const roles = DEMO_USERS.flatMap((user) => user.roles.map((role) => [user.id, demoAccountByKey(role.accountKey).id, role.role]));
  if (roles.length > 0) await insertRows(tx, 'account_roles', ['user_id', 'account_id', 'role'], roles);

  const flags = DEMO_USERS.flatMap((user) => Object.entries(user.flags).map(([flag, enabled]) => [user.id, flag, enabled]));
  if (flags.length > 0) await insertRows(tx, 'user_flags', ['user_id', 'flag', 'enabled'], flags);
}
