import { randomUUID } from 'node:crypto';
import { addDays, endOfMonth, format, startOfMonth } from 'date-fns';
import { newReportId } from '../../modules/reports/repository.ts';
import { settingsKey } from '../../modules/reports/validation.ts';
import type { Queryable } from '../connection.ts';
import { AGENCY_CHILD_COUNT, DEMO_USERS, demoAccountByKey } from './demo-data.ts';
import type { SeedContext } from './index.ts';
import { insertRows } from './insert.ts';
import { GENERATED_INSTITUTION_COUNT, generateInstitutions, type DemoInstitution } from './institution-names.ts';
import { seededRandom } from './prng.ts';
import { LARGE_SITE, seedLargeUserSite } from './users.ts';
import { seedId } from './ids.ts';

/**
 * DEMO_DATA=large (DESIGN.md "Demo data", docs/performance.md): the demo data plus the large accounts the
 * performance budgets are measured on: agent@demo.edu's agency with 5,000 child institutions (the 400 of the
 * demo and 4,600 more), Demo State University (`demolarge`, administered by librarian@demo.edu) with 50,000
 * paired users, and 2,000 finished COUNTER 5.1 requests in librarian@demo.edu's report history (on `demolarge`).
 */
export const LARGE_DEMO = { agencyChildren: 5_000, siteUsers: 50_000, reportHistory: 2_000 } as const;

/** Whether the environment asks for the large demo data (`DEMO_DATA=large`). */
export function isLargeDemo(env: NodeJS.ProcessEnv): boolean {
  return env.DEMO_DATA?.trim().toLowerCase() === 'large';
}

/** Places of the generated names are used up after about 1,000 institutions: then campuses of the same ones. */
const CAMPUSES = ['North', 'South', 'East', 'West', 'Central', 'Downtown', 'Riverside'] as const;

/**
 * The agency's children beyond the demo's 400, in a fixed order: the rest of the generated institutions (the
 * demo's 400 are the first ones of the same order), then campuses of every one (`… , North Campus`).
 */
export function largeAgencyChildren(total: number = LARGE_DEMO.agencyChildren): DemoInstitution[] {
  const base = generateInstitutions(GENERATED_INSTITUTION_COUNT);
  const extra: DemoInstitution[] = base.slice(AGENCY_CHILD_COUNT);
  for (const campus of CAMPUSES) {
    for (const institution of base) {
      if (AGENCY_CHILD_COUNT + extra.length >= total) return extra;
      extra.push({ code: `${institution.code}${campus.toLowerCase()}`, name: `${institution.name}, ${campus} Campus` });
    }
  }
  if (AGENCY_CHILD_COUNT + extra.length < total) throw new Error(`At most ${AGENCY_CHILD_COUNT + extra.length} agency children`);
  return extra.slice(0, total - AGENCY_CHILD_COUNT);
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

const HISTORY_REPORTS = [
  ['TR_J1', 'Journal Requests (Excluding OA_Gold)'],
  ['TR_B1', 'Book Requests (Excluding OA_Gold)'],
  ['PR', 'Platform Master Report'],
  ['TR', 'Title Master Report'],
  ['DR_D1', 'Database Search and Item Usage'],
  ['TR_J3', 'Journal Usage by Access Type'],
] as const;
const FORMATS = ['xlsx', 'tsv', 'json'] as const;

export async function seedLargeDemo(tx: Queryable, context: SeedContext): Promise<void> {
  const now = context.now?.() ?? new Date();
  const agency = demoAccountByKey('demoagency');
  const children = largeAgencyChildren();
  await insertRows(
    tx,
    'accounts',
    ['id', 'code', 'name', 'type', 'parent_id', 'external_id', 'country_code'],
    children.map((child, index) => [
      seedId(`account:demoagency:${child.code}`),
      child.code,
      child.name,
      'institution',
      agency.id,
      String(700_001 + AGENCY_CHILD_COUNT + index),
      'US',
    ]),
  );

  // DEMO_LARGE_SITE_USERS may have made the site already (seed/users.ts).
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM accounts WHERE code = $1', [LARGE_SITE.code]);
  const siteId = rows[0]?.id ?? (await seedLargeUserSite(tx, { count: LARGE_DEMO.siteUsers, now }));

  const librarian = DEMO_USERS.find((user) => user.key === 'librarian');
  if (!librarian) throw new Error('The demo has no librarian');
  const random = seededRandom('report-history:demolarge');
  const requests = Array.from({ length: LARGE_DEMO.reportHistory }, (_, index) => {
    const [code, reportName] = HISTORY_REPORTS[index % HISTORY_REPORTS.length] as (typeof HISTORY_REPORTS)[number];
    const createdAt = addDays(now, -(1 + Math.floor((index * 730) / LARGE_DEMO.reportHistory)));
    createdAt.setUTCHours(Math.floor(random() * 24), Math.floor(random() * 60));
    const month = startOfMonth(addDays(createdAt, -20));
    const attributes = {
      as_qa: false,
      report: reportName,
      namespace: 'Counter5.1',
      reportCode: code,
      institutionName: LARGE_SITE.name,
      requiredAttributes: [
        { name: 'Institution_ID', value: LARGE_SITE.code },
        { name: 'Begin_Date', value: iso(month) },
        { name: 'End_Date', value: iso(endOfMonth(month)) },
      ],
      optionalAttributes: [],
      consortium: null,
    };
    const outputFormat = FORMATS[index % FORMATS.length] as string;
    const name = `${reportName.split(' (')[0]} ${format(month, 'MMMM yyyy')} #${String(index + 1).padStart(4, '0')}`;
    return [
      randomUUID(),
      newReportId(),
      librarian.id,
      siteId,
      'Counter5.1',
      'jstor',
      code,
      name,
      librarian.username,
      outputFormat,
      JSON.stringify(attributes),
      settingsKey(siteId, attributes, outputFormat, null, name, librarian.username),
      'complete',
      createdAt.toISOString(),
      createdAt.toISOString(),
      JSON.stringify({ placeholder: true }),
    ];
  });
  await insertRows(
    tx,
    'report_requests',
    [
      'id',
      'report_id',
      'user_id',
      'account_id',
      'namespace',
      'platform',
      'report_code',
      'report_name',
      'email_address',
      'output_format',
      'attributes',
      'settings_key',
      'status',
      'created_at',
      'finished_at',
      'output',
    ],
    requests,
  );
}
