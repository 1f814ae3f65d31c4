import type { Queryable } from '../../db/connection.ts';
import { ReportNotGeneratedError, type ReportGenerator } from '../reports/jobs.ts';
import type { ReportRequestRow } from '../reports/repository.ts';
import { isCounterReportId } from './definitions.ts';
import { chunkSink, deleteReportFile } from './files.ts';
import { generateCounterReport } from './generate.ts';
import { consortiumReportTable } from './consortium.ts';
import { isProviderReport, providerReportTable } from './provider-reports.ts';
import type { CounterRequest } from './request.ts';
import { TABLE_CONTENT_TYPES, writeTable, type TableFormat } from './tables.ts';
import { CONTENT_TYPES, type CounterFormat } from './writers.ts';

/** What a finished request's `output` holds when a file was produced. */
export interface ReportFileOutput {
  file: { name: string; contentType: string; bytes: number; chunks: number };
  counter?: { reportId: string; items: number; exceptions: number[] };
  /** Provider and consortium reports: data rows written and the Total row's sums. */
  table?: { rows: number; totals: number[] };
}

const FORMATS: readonly CounterFormat[] = ['json', 'tsv', 'xlsx'];

/**
 * The COUNTER request a stored Counter5.1 (or, as Release 5, Counter5) report request stands for (null: not one
 * of the COUNTER reports and standard views).
 */
export function counterRequestOf(row: ReportRequestRow, createdBy: string, now: Date): CounterRequest | null {
  if ((row.namespace !== 'Counter5.1' && row.namespace !== 'Counter5') || !isCounterReportId(row.report_code)) return null;
  const required = new Map(row.attributes.requiredAttributes.map((entry) => [entry.name.toLowerCase(), entry.value]));
  const optional = new Map(row.attributes.optionalAttributes.map((entry) => [entry.name, entry.value]));
  const list = (name: string) => {
    const value = optional.get(name);
    return value ? value.split('|').filter(Boolean) : null;
  };
  const begin = required.get('begin_date') ?? '';
  const end = required.get('end_date') ?? '';
  return {
    reportId: row.report_code,
    platform: row.platform === 'artstor' ? 'artstor' : 'jstor',
    accountId: row.account_id,
    institutionName: row.attributes.institutionName,
    customerId: required.get('institution_id') ?? '',
    beginDate: `${begin.slice(0, 7)}-01`,
    endDate: end,
    metricTypes: list('Metric_Type'),
    dataTypes: list('Data_Type'),
    accessTypes: list('Access_Type'),
    accessMethods: list('Access_Method'),
    yop: list('YOP'),
    attributesToShow: list('Attributes_To_Show'),
    attributed: optional.get('Attributed') ?? null,
    countryCodes: list('Country_Code'),
    subdivisionCodes: list('Subdivision_Code'),
    excludeMonthlyDetails: optional.get('Exclude_Monthly_Details') === 'True',
    ...(row.namespace === 'Counter5' ? { release: '5' as const } : {}),
    createdBy,
    created: now,
  };
}

/** The download's file name: report code, period and the public id (e.g. TR_J1_2026-10_2026-10_R0123456789AB.xlsx). */
export function reportFileName(row: ReportRequestRow, begin: string, end: string, format: string): string {
  return `${row.report_code}_${begin.slice(0, 7)}_${end.slice(0, 7)}_${row.report_id}.${format}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

const TABLE_FORMATS: readonly TableFormat[] = ['csv', 'tsv', 'xlsx', 'json'];

function requiredAttribute(row: ReportRequestRow, name: string): string {
  const found = row.attributes.requiredAttributes.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  return found?.value ?? '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The provider and consortium reports' table (null: neither). */
async function tableOf(db: Queryable, row: ReportRequestRow, createdBy: string, now: Date) {
  const begin = requiredAttribute(row, 'Begin_Date');
  const end = requiredAttribute(row, 'End_Date');
  if (!ISO_DATE.test(begin) || !ISO_DATE.test(end) || begin > end)
    throw new ReportNotGeneratedError(`${row.report_code} has no valid reporting period (${begin} to ${end}).`);
  const platform = row.platform === 'artstor' ? 'artstor' : 'jstor';
  if (row.namespace === 'Counter5.1' && row.report_code === 'CR_C1') {
    const code = requiredAttribute(row, 'Consortium_ID') || row.attributes.consortium?.code || '';
    return consortiumReportTable(
      db,
      {
        platform,
        consortium: { id: row.account_id, code, name: row.attributes.institutionName },
        beginDate: begin,
        endDate: end,
        createdBy,
        created: now,
      },
      now,
    );
  }
  if (!isProviderReport(row.namespace, row.report_code)) return null;
  const optional = new Map(row.attributes.optionalAttributes.map((entry) => [entry.name, entry.value]));
  return providerReportTable(db, {
    namespace: row.namespace,
    code: row.report_code,
    platform,
    account: { id: row.account_id, code: requiredAttribute(row, 'Institution_ID'), name: row.attributes.institutionName },
    beginDate: begin,
    endDate: end,
    journalCode: requiredAttribute(row, 'Journal_Code') || null,
    collectionIds: optional.get('Collection_IDs')?.split('|').filter(Boolean) ?? null,
    reportName: row.report_name,
    createdBy,
    created: now,
  });
}

/**
 * The report-run job's generator: COUNTER 5.1 and COUNTER 5 (Release 5 layout) requests become a stored file in
 * the requested format (the same `generateCounterReport` a COUNTER API server calls); CR_C1 and the provider's own
 * reports (Books, Journal, Research, Artstor, Collections Usage, Engagement, Publisher) become tables
 * (provider-reports.ts, consortium.ts). Retired reports fail at once with a reason; anything else goes to
 * `fallback`. Re-running a request replaces what an interrupted run stored.
 */
export function counterReportGenerator(options: { createdBy: string; now: () => Date; fallback: ReportGenerator }): ReportGenerator {
  return async (db: Queryable, row: ReportRequestRow) => {
    const now = options.now();
    const request = counterRequestOf(row, options.createdBy, now);
    if (request) {
      const format = FORMATS.find((entry) => entry === row.output_format);
      if (!format) throw new ReportNotGeneratedError(`${row.report_code} cannot be written as ${row.output_format}.`);
      await deleteReportFile(db, row.id);
      const sink = chunkSink(db, row.id);
      const summary = await generateCounterReport(db, request, format, sink, now);
      const stored = await sink.finish();
      const output: ReportFileOutput = {
        file: { name: reportFileName(row, request.beginDate, request.endDate, format), contentType: CONTENT_TYPES[format], ...stored },
        counter: { reportId: summary.reportId, items: summary.entities, exceptions: summary.exceptions },
      };
      return output;
    }
    if (row.namespace === 'ConsortialRF')
      throw new ReportNotGeneratedError(`${row.report_code} is now available only in COUNTER 5.1 (report CR_C1).`);
    const table = await tableOf(db, row, options.createdBy, now);
    if (!table) return options.fallback(db, row);
    const format = TABLE_FORMATS.find((entry) => entry === row.output_format);
    if (!format) throw new ReportNotGeneratedError(`${row.report_code} cannot be written as ${row.output_format}.`);
    await deleteReportFile(db, row.id);
    const sink = chunkSink(db, row.id);
    const summary = await writeTable(format, table, sink);
    const stored = await sink.finish();
    const output: ReportFileOutput = {
      file: {
        name: reportFileName(row, requiredAttribute(row, 'Begin_Date'), requiredAttribute(row, 'End_Date'), format),
        contentType: TABLE_CONTENT_TYPES[format],
        ...stored,
      },
      table: summary,
    };
    return output;
  };
}

/** The fallback for a request no generator knows: it fails at once, saying so (never left pending). */
export const unknownReportGenerator: ReportGenerator = async (_db, row) => {
  throw new ReportNotGeneratedError(`There is no ${row.namespace} report ${row.report_code}.`);
};
