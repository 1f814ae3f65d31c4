import type { Queryable } from '../../db/connection.ts';
import type { ReportGenerator } from '../reports/jobs.ts';
import type { ReportRequestRow } from '../reports/repository.ts';
import { isCounterReportId } from './definitions.ts';
import { chunkSink, deleteReportFile } from './files.ts';
import { generateCounterReport } from './generate.ts';
import type { CounterRequest } from './request.ts';
import { CONTENT_TYPES, type CounterFormat } from './writers.ts';

/** What a finished request's `output` holds when a file was produced. */
export interface ReportFileOutput {
  file: { name: string; contentType: string; bytes: number; chunks: number };
  counter?: { reportId: string; items: number; exceptions: number[] };
}

const FORMATS: readonly CounterFormat[] = ['json', 'tsv', 'xlsx'];

/** The COUNTER request a stored Counter5.1 report request stands for (null: not a COUNTER 5.1 report). */
export function counterRequestOf(row: ReportRequestRow, createdBy: string, now: Date): CounterRequest | null {
  if (row.namespace !== 'Counter5.1' || !isCounterReportId(row.report_code)) return null;
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
    excludeMonthlyDetails: optional.get('Exclude_Monthly_Details') === 'True',
    createdBy,
    created: now,
  };
}

/** The download's file name: report code, period and the public id (e.g. TR_J1_2026-10_2026-10_R0123456789AB.xlsx). */
export function reportFileName(row: ReportRequestRow, begin: string, end: string, format: string): string {
  return `${row.report_code}_${begin.slice(0, 7)}_${end.slice(0, 7)}_${row.report_id}.${format}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * The report-run job's generator: COUNTER 5.1 requests become a stored file in the requested format (the same
 * `generateCounterReport` a COUNTER API server calls); other namespaces fall back to `fallback` (their own
 * formats are not built yet). Re-running a request replaces what an interrupted run stored.
 */
export function counterReportGenerator(options: { createdBy: string; now: () => Date; fallback: ReportGenerator }): ReportGenerator {
  return async (db: Queryable, row: ReportRequestRow) => {
    const request = counterRequestOf(row, options.createdBy, options.now());
    const format = FORMATS.find((entry) => entry === row.output_format);
    if (!request || !format) return options.fallback(db, row);
    await deleteReportFile(db, row.id);
    const sink = chunkSink(db, row.id);
    const summary = await generateCounterReport(db, request, format, sink, options.now());
    const stored = await sink.finish();
    const output: ReportFileOutput = {
      file: { name: reportFileName(row, request.beginDate, request.endDate, format), contentType: CONTENT_TYPES[format], ...stored },
      counter: { reportId: summary.reportId, items: summary.entities, exceptions: summary.exceptions },
    };
    return output;
  };
}
