import type { Db, Queryable } from '../db/connection.ts';

/** Decides, per statement, whether to fail it (return the error) or let it run (return null). */
export type FaultRule = (sql: string) => Error | null;

/**
 * Wraps a database so chosen statements fail, inside transactions too: the way tests simulate outages
 * and failing queries in one phase of a flow.
 */
export function faultyDb(db: Db): { db: Db; failWhen(rule: FaultRule | null): void } {
  let rule: FaultRule | null = null;
  const check = (sql: string) => {
    const error = rule?.(sql);
    if (error) throw error;
  };
  const wrap = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      check(sql);
      return target.query<T>(sql, params);
    },
    async exec(sql: string) {
      check(sql);
      await target.exec(sql);
    },
  });
  return {
    db: {
      kind: db.kind,
      ...wrap(db),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      close: () => db.close(),
    },
    failWhen(next) {
      rule = next;
    },
  };
}
