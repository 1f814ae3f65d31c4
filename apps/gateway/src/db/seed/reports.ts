import { addDays, addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { insertRequest, insertSchedule, type StoredAttributes } from '../../modules/reports/repository.ts';
import { findTemplate } from '../../modules/reports/templates.ts';
import { settingsKey } from '../../modules/reports/validation.ts';
import type { Queryable } from '../connection.ts';
import { DEMO_USERS, demoAccountByKey } from './demo-data.ts';
import type { SeedContext } from './index.ts';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

interface DemoRequest {
  userKey: string;
  accountKey: string;
  namespace: string;
  code: string;
  name: string;
  format: string;
  begin: string;
  end: string;
  status: 'pending' | 'complete';
  createdAt: Date;
}

function attributesOf(request: Pick<DemoRequest, 'accountKey' | 'namespace' | 'code' | 'begin' | 'end'>): StoredAttributes {
  const template = findTemplate(request.namespace, request.code);
  if (!template) throw new Error(`Unknown demo template ${request.namespace} ${request.code}`);
  const account = demoAccountByKey(request.accountKey);
  const consortium = account.type === 'consortium';
  return {
    as_qa: false,
    report: template.name,
    namespace: request.namespace,
    reportCode: template.code,
    institutionName: account.name,
    requiredAttributes: [
      { name: consortium ? 'Consortium_ID' : 'Institution_ID', value: account.code ?? '' },
      { name: 'Begin_Date', value: request.begin },
      { name: 'End_Date', value: request.end },
      ...(template.requiredAttributes.some((entry) => entry.name === 'Platform') ? [{ name: 'Platform', value: template.platform }] : []),
      ...(template.requiredAttributes.some((entry) => entry.name === 'Journal_Code') ? [{ name: 'Journal_Code', value: '~All~' }] : []),
    ],
    optionalAttributes: [],
    consortium: consortium ? { id: account.externalId, name: account.name, code: account.code ?? '' } : null,
  };
}

const userId = (key: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.key === key);
  if (!user) throw new Error(`Unknown demo user ${key}`);
  return user;
};

/**
 * Demo report history (DESIGN.md "Demo data"): Demo University's librarian has finished and pending requests
 * on several pages and one monthly COUNTER 5.1 schedule; the consortium and the publisher have one finished
 * request each. The pending request completes once a gateway's report sweep finds it.
 */
export async function seedReports(tx: Queryable, context: SeedContext): Promise<void> {
  const now = context.now?.() ?? new Date();
  const lastMonthStart = startOfMonth(addMonths(now, -1));
  const lastMonth = { begin: iso(lastMonthStart), end: iso(endOfMonth(lastMonthStart)) };
  const twoMonthsStart = startOfMonth(addMonths(now, -2));
  const twoMonths = { begin: iso(twoMonthsStart), end: iso(endOfMonth(twoMonthsStart)) };
  const requests: DemoRequest[] = [
    {
      userKey: 'librarian',
      accountKey: 'demouniv',
      namespace: 'Counter5.1',
      code: 'TR_J1',
      name: 'Journal requests last month',
      format: 'xlsx',
      ...lastMonth,
      status: 'complete',
      createdAt: addDays(now, -3),
    },
    {
      userKey: 'librarian',
      accountKey: 'demouniv',
      namespace: 'Counter5.1',
      code: 'PR',
      name: 'Platform report',
      format: 'tsv',
      ...twoMonths,
      status: 'complete',
      createdAt: addDays(now, -20),
    },
    {
      userKey: 'librarian',
      accountKey: 'demouniv',
      namespace: 'Counter5.1',
      code: 'TR_B1',
      name: 'Book requests last month',
      format: 'xlsx',
      ...lastMonth,
      status: 'pending',
      createdAt: addDays(now, 0),
    },
    {
      userKey: 'librarian',
      accountKey: 'demouniv',
      namespace: 'Counter5',
      code: 'TR_J1',
      name: 'Journal requests January 2025',
      format: 'xlsx',
      begin: '2025-01-01',
      end: '2025-01-31',
      status: 'complete',
      createdAt: new Date('2025-02-10T14:00:00Z'),
    },
    {
      userKey: 'librarian',
      accountKey: 'demouniv',
      namespace: 'BooksReports',
      code: 'BK_T1',
      name: 'Book title usage',
      format: 'csv',
      ...lastMonth,
      status: 'complete',
      createdAt: addDays(now, -5),
    },
    {
      userKey: 'consortium',
      accountKey: 'democons',
      namespace: 'Counter5.1',
      code: 'CR_C1',
      name: 'Member usage last month',
      format: 'xlsx',
      ...lastMonth,
      status: 'complete',
      createdAt: addDays(now, -4),
    },
    {
      userKey: 'publisher',
      accountKey: 'demopress',
      namespace: 'PublisherJournalReports',
      code: 'PJ_I1',
      name: 'Journal usage by institution',
      format: 'xlsx',
      ...lastMonth,
      status: 'complete',
      createdAt: addDays(now, -6),
    },
  ];
  for (const request of requests) {
    const attributes = attributesOf(request);
    await insertRequest(tx, {
      userId: userId(request.userKey).id,
      accountId: demoAccountByKey(request.accountKey).id,
      scheduleId: null,
      namespace: request.namespace,
      platform: 'jstor',
      reportCode: request.code,
      reportName: request.name,
      emailAddress: userId(request.userKey).username,
      outputFormat: request.format,
      attributes,
      settingsKey: settingsKey(
        demoAccountByKey(request.accountKey).id,
        attributes,
        request.format,
        null,
        request.name,
        userId(request.userKey).username,
      ),
      createdAt: request.createdAt,
      status: request.status,
    });
  }

  const nextMonthStart = startOfMonth(addMonths(now, 1));
  const scheduleAttributes = attributesOf({ accountKey: 'demouniv', namespace: 'Counter5.1', code: 'TR_J3', ...lastMonth });
  await insertSchedule(tx, {
    userId: userId('librarian').id,
    accountId: demoAccountByKey('demouniv').id,
    namespace: 'Counter5.1',
    platform: 'jstor',
    reportCode: 'TR_J3',
    scheduleName: 'Monthly journal usage by access type',
    emailAddress: userId('librarian').username,
    frequency: 'monthly',
    outputFormat: 'xlsx',
    attributes: scheduleAttributes,
    settingsKey: settingsKey(
      demoAccountByKey('demouniv').id,
      scheduleAttributes,
      'xlsx',
      'monthly',
      'Monthly journal usage by access type',
      userId('librarian').username,
    ),
    effectiveDate: iso(nextMonthStart),
    createdAt: addDays(now, -10),
  });
}
