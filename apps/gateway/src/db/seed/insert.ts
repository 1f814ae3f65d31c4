import type { Queryable } from '../connection.ts';

/** PostgreSQL accepts at most 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

/** Inserts rows with one multi-row statement per chunk; plain parameters, so both drivers behave alike. */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`Row for ${table} has ${row.length} values, expected ${columns.length}`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}
