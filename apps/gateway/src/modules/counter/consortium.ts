import type { Queryable } from '../../db/connection.ts';
import { FAMILY_METRICS } from './definitions.ts';
import { createdStamp, REGISTRY_RECORD } from './header.ts';
import { EXCEPTION_MESSAGES, lastCompleteMonth, lastDayOfMonth, monthHeading, monthsBetween, PLATFORM_NAMES } from './request.ts';
import type { TableReport } from './tables.ts';

/**
 * CR_C1, Consortium Member Usage (COUNTER 5.1 page, consortium accounts): the platform usage of every member
 * institution of the consortium, one row per member and metric, with monthly columns, laid out as the COUNTER
 * 5.1 tabular reports are (13 header rows, a blank row, the headings). The Code of Practice has no consortium
 * report in Release 5.1 (consortia harvest each member), so this is the provider's own report in the COUNTER
 * shape; its numbers are each member's PR (counter_usage summed over the platform).
 */

/** The metric types of CR_C1: those of each member's PR. */
export const CONSORTIUM_METRICS = FAMILY_METRICS.PR;

export interface ConsortiumRequest {
  platform: 'jstor' | 'artstor';
  consortium: { id: string; code: string; name: string };
  beginDate: string;
  endDate: string;
  createdBy: string;
  created: Date;
}

export async function consortiumReportTable(db: Queryable, request: ConsortiumRequest, now: Date = request.created): Promise<TableReport> {
  const months = monthsBetween(request.beginDate, request.endDate);
  const endDate = lastDayOfMonth(request.endDate.slice(0, 7));
  const sums = months.map((_, index) => `sum(u.count) FILTER (WHERE u.month = ($5::date[])[${index + 1}])::int AS m${index}`).join(', ');
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT a.name, a.code, u.metric_type, sum(u.count)::int AS total, ${sums}
       FROM accounts a JOIN counter_usage u ON u.account_id = a.id
      WHERE a.parent_id = $1 AND u.platform = $2 AND u.month BETWEEN $3::date AND $4::date AND u.metric_type = ANY($6::text[])
      GROUP BY a.id, u.metric_type ORDER BY lower(a.name) COLLATE "C", a.code, u.metric_type COLLATE "C"`,
    [
      request.consortium.id,
      request.platform,
      `${months[0]}-01`,
      `${months[months.length - 1]}-01`,
      months.map((month) => `${month}-01`),
      [...CONSORTIUM_METRICS],
    ],
  );
  const lastReady = lastCompleteMonth(now);
  const exceptions: string[] = [];
  const notReady = months.filter((month) => month > lastReady);
  if (notReady.length > 0)
    exceptions.push(
      `3031: ${EXCEPTION_MESSAGES[3031]} (Usage is not ready for ${notReady[0]}${notReady.length > 1 ? ` to ${notReady.at(-1)}` : ''})`,
    );
  if (rows.length === 0) exceptions.push(`3030: ${EXCEPTION_MESSAGES[3030]}`);
  const platform = PLATFORM_NAMES[request.platform];
  async function* tableRows() {
    for (const row of rows)
      yield [
        String(row.name),
        String(row.code),
        platform,
        String(row.metric_type),
        Number(row.total),
        ...months.map((_, index) => Number(row[`m${index}`] ?? 0)),
      ];
  }
  return {
    sheet: 'CR_C1',
    headerRows: [
      ['Report_Name', 'Consortium Member Usage'],
      ['Report_ID', 'CR_C1'],
      ['Release', '5.1'],
      ['Institution_Name', request.consortium.name],
      ['Institution_ID', `${request.platform}:${request.consortium.code}`],
      ['Metric_Types', CONSORTIUM_METRICS.join('; ')],
      ['Report_Filters', ''],
      ['Report_Attributes', ''],
      ['Exceptions', exceptions.join('; ')],
      ['Reporting_Period', `Begin_Date=${months[0]}-01; End_Date=${endDate}`],
      ['Created', createdStamp(request.created)],
      ['Created_By', request.createdBy],
      ['Registry_Record', REGISTRY_RECORD],
    ],
    columns: ['Institution_Name', 'Customer_ID', 'Platform', 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)],
    totalColumns: [],
    rows: tableRows(),
  };
}
