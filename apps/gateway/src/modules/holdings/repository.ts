import type { Queryable } from '../../db/connection.ts';

export type PackageTab = 'journals' | 'books' | 'primary-sources' | 'images';

/** A package the institution holds through a licence in force, with its title count. */
export interface HeldPackage {
  id: string;
  code: string;
  name: string;
  tab: PackageTab;
  section: 'archive' | 'current' | 'books' | 'collections';
  region: string;
  itemCount: number;
  listPrice: number | null;
  annualFee: number | null;
  titleCount: number;
}

interface HeldPackageRow {
  id: string;
  code: string;
  name: string;
  tab: PackageTab;
  section: HeldPackage['section'];
  region: string;
  item_count: number;
  list_price: string | null;
  annual_fee: string | null;
  title_count: string | number;
}

/** "In force on day": status OK, started, and not ended (unless its end is ignored). */
export const LICENCE_IN_FORCE = `l.status = 'OK' AND l.start_date <= $2::date AND (l.end_date IS NULL OR l.ignore_end OR l.end_date >= $2::date)`;

/** The packages an account holds on a day, in the provider's order. */
export async function listHeldPackages(db: Queryable, accountId: string, day: string): Promise<HeldPackage[]> {
  const { rows } = await db.query<HeldPackageRow>(
    `SELECT p.id, p.code, p.name, p.tab, p.section, p.region, p.item_count, p.list_price, l.annual_fee,
            (SELECT count(*) FROM holdings_package_titles pt WHERE pt.package_id = p.id) AS title_count
       FROM licenses l JOIN holdings_packages p ON p.id = l.package_id
      WHERE l.account_id = $1 AND ${LICENCE_IN_FORCE}
      ORDER BY p.sort_order, p.code`,
    [accountId, day],
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    tab: row.tab,
    section: row.section,
    region: row.region,
    itemCount: Number(row.item_count),
    listPrice: row.list_price === null ? null : Number(row.list_price),
    annualFee: row.annual_fee === null ? null : Number(row.annual_fee),
    titleCount: Number(row.title_count),
  }));
}

/** Distinct titles across packages (a journal in an archive and a current package counts once). */
export async function countDistinctTitles(db: Queryable, packageIds: readonly string[]): Promise<number> {
  if (packageIds.length === 0) return 0;
  const { rows } = await db.query<{ count: string | number }>(
    'SELECT count(DISTINCT title_id) AS count FROM holdings_package_titles WHERE package_id = ANY($1::uuid[])',
    [[...packageIds]],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Open-access titles of the catalogue by kind (free to everyone). */
export async function countOpenTitles(db: Queryable): Promise<{ journal: number; book: number }> {
  const { rows } = await db.query<{ kind: 'journal' | 'book'; count: string | number }>(
    `SELECT kind, count(*) AS count FROM titles WHERE access_type = 'open_access' GROUP BY kind`,
  );
  const result = { journal: 0, book: 0 };
  for (const row of rows) result[row.kind] = Number(row.count);
  return result;
}

export interface SharedCollection {
  id: string;
  title: string;
  itemCount: number;
}

/** The community collections of an account (the Shared Collections tab), by title. */
export async function listSharedCollections(db: Queryable, accountId: string): Promise<SharedCollection[]> {
  const { rows } = await db.query<{ id: string; title: string; item_count: number }>(
    `SELECT c.id, c.title, c.item_count FROM collections c
       JOIN account_collections ac ON ac.collection_id = c.id
      WHERE ac.account_id = $1 AND c.kind = 'community'
      ORDER BY lower(c.title) COLLATE "C", c.id`,
    [accountId],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, itemCount: Number(row.item_count) }));
}

export interface BookProfile {
  classification: string;
  community: string;
  tierSavings: number;
}

export async function findBookProfile(db: Queryable, accountId: string): Promise<BookProfile | null> {
  const { rows } = await db.query<{ classification: string; community: string; tier_savings: string }>(
    'SELECT classification, community, tier_savings FROM holdings_book_profiles WHERE account_id = $1',
    [accountId],
  );
  const row = rows[0];
  return row ? { classification: row.classification, community: row.community, tierSavings: Number(row.tier_savings) } : null;
}

/** One title of a KBART file, coverage merged over the packages that hold it. */
export interface KbartTitleRow {
  id: number;
  kind: 'journal' | 'book';
  title: string;
  issn: string | null;
  isbn: string | null;
  url: string;
  access_type: 'licensed' | 'open_access';
  publisher_name: string | null;
  first_author: string | null;
  first_editor: string | null;
  published_print: string | null;
  published_online: string | null;
  edition: string | null;
  coverage_begin: string | null;
  coverage_end: string | null;
  first_volume: string | null;
  first_issue: string | null;
  last_volume: string | null;
  last_issue: string | null;
  embargo: string | null;
}

const DETAIL_COLUMNS = `d.publisher_name, d.first_author, d.first_editor,
  to_char(d.published_print, 'YYYY-MM-DD') AS published_print, to_char(d.published_online, 'YYYY-MM-DD') AS published_online, d.edition`;

/**
 * A page of the titles held through the given packages, after title id `afterId`, by id (keyset paging: a
 * file of any size is read a page at a time). One row per title: a title in two packages has the earliest
 * start, and no end when either runs to the present.
 */
export async function kbartPackagePage(
  db: Queryable,
  packageIds: readonly string[],
  kind: 'journal' | 'book',
  afterId: number,
  limit: number,
): Promise<KbartTitleRow[]> {
  const { rows } = await db.query<KbartTitleRow>(
    `WITH ids AS (
       -- The page's titles first, read in title order from the title index (so a page stops early
       -- instead of grouping every remaining row), then their coverage from the packages that hold them.
       SELECT DISTINCT pt.title_id
         FROM holdings_package_titles pt
        WHERE pt.package_id = ANY($1::uuid[]) AND pt.title_id > $3
          AND EXISTS (SELECT 1 FROM titles k WHERE k.id = pt.title_id AND k.id > $3 AND k.kind = $2)
        ORDER BY pt.title_id
        LIMIT $4
     ), page AS (
       SELECT pt.title_id,
              to_char(min(pt.coverage_begin), 'YYYY-MM-DD') AS coverage_begin,
              CASE WHEN bool_or(pt.coverage_end IS NULL) THEN NULL ELSE to_char(max(pt.coverage_end), 'YYYY-MM-DD') END AS coverage_end,
              (array_agg(pt.first_volume ORDER BY pt.coverage_begin NULLS FIRST))[1] AS first_volume,
              (array_agg(pt.first_issue ORDER BY pt.coverage_begin NULLS FIRST))[1] AS first_issue,
              CASE WHEN bool_or(pt.coverage_end IS NULL) THEN NULL ELSE (array_agg(pt.last_volume ORDER BY pt.coverage_end DESC))[1] END AS last_volume,
              CASE WHEN bool_or(pt.coverage_end IS NULL) THEN NULL ELSE (array_agg(pt.last_issue ORDER BY pt.coverage_end DESC))[1] END AS last_issue,
              CASE WHEN bool_or(pt.coverage_end IS NULL) THEN NULL ELSE min(pt.embargo) END AS embargo
         FROM ids JOIN holdings_package_titles pt ON pt.title_id = ids.title_id
        -- The id range lets both joins read an index range rather than whole tables.
        WHERE pt.package_id = ANY($1::uuid[]) AND pt.title_id > $3 AND pt.title_id <= (SELECT max(title_id) FROM ids)
        GROUP BY pt.title_id
     )
     SELECT t.id, t.kind, t.title, t.issn, t.isbn, t.url, t.access_type, ${DETAIL_COLUMNS},
            page.coverage_begin, page.coverage_end, page.first_volume, page.first_issue, page.last_volume, page.last_issue, page.embargo
       FROM page JOIN titles t ON t.id = page.title_id LEFT JOIN title_details d ON d.title_id = t.id
      WHERE t.id > $3 AND t.id <= (SELECT max(title_id) FROM ids)
      ORDER BY t.id`,
    [[...packageIds], kind, afterId, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A page of the catalogue's open-access titles (the Free and Open list), by id. */
export async function kbartOpenPage(db: Queryable, afterId: number, limit: number): Promise<KbartTitleRow[]> {
  const { rows } = await db.query<KbartTitleRow>(
    `SELECT t.id, t.kind, t.title, t.issn, t.isbn, t.url, t.access_type, ${DETAIL_COLUMNS},
            -- A free serial's coverage starts with its first online issue (KBART: mandatory for serials).
            CASE WHEN t.kind = 'journal' THEN to_char(d.published_online, 'YYYY-MM-DD') END AS coverage_begin,
            NULL AS coverage_end, NULL AS first_volume, NULL AS first_issue,
            NULL AS last_volume, NULL AS last_issue, NULL AS embargo
       FROM titles t LEFT JOIN title_details d ON d.title_id = t.id
      WHERE t.access_type = 'open_access' AND t.id > $1
      ORDER BY t.id
      LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
