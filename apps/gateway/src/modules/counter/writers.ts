import { Writable } from 'node:stream';
import { neutraliseAnyCell } from '@console/rules/spreadsheet';
import ExcelJS from 'exceljs';
import { itemReportColumns } from './definitions.ts';
import { jsonHeader, tabularHeaderRows } from './header.ts';
import type { EntityUsage, MetricLine, PerformanceGroup } from './query.ts';
import { METRIC_PARTNERS, monthHeading, type CounterException, type ResolvedRequest } from './request.ts';

/** Where a report's bytes go (a stored file, an HTTP response): `write` resolves once the chunk is taken. */
export interface ReportSink {
  write(chunk: Buffer): Promise<void>;
}

/** A report format: the header once, then each entity's usage in report order, then the end. */
export interface ReportWriter {
  begin(exceptions: readonly CounterException[]): Promise<void>;
  entity(usage: EntityUsage): Promise<void>;
  end(): Promise<void>;
}

export type CounterFormat = 'json' | 'tsv' | 'xlsx';

export const CONTENT_TYPES: Record<CounterFormat, string> = {
  json: 'application/json; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The tabular column headings (identity, attributes, Metric_Type, total, months). */
export function tabularColumns(resolved: ResolvedRequest): string[] {
  const { definition } = resolved;
  const identity = definition.id === 'IR' ? itemReportColumns(resolved.itemAttributes) : [...definition.identityColumns];
  return [
    ...identity,
    ...resolved.attributes,
    ...resolved.extensionAttributes,
    'Metric_Type',
    'Reporting_Period_Total',
    ...(resolved.excludeMonthlyDetails ? [] : resolved.months.map(monthHeading)),
  ];
}

/** The tabular rows of one entity: a row per performance and metric with usage (cells as text or numbers). */
export function tabularRows(resolved: ResolvedRequest, usage: EntityUsage): Array<Array<string | number>> {
  const identity = resolved.definition.id === 'IR' ? itemReportColumns(resolved.itemAttributes) : resolved.definition.identityColumns;
  const base = identity.map((column) => usage.entity.cells[column] ?? usage.entity.parent?.cells[column] ?? '');
  const rows: Array<Array<string | number>> = [];
  // The common extensions: one value for all of the report's usage (an unknown one is an empty cell).
  const extensions = resolved.extensionAttributes.map((name) => resolved.attribution?.[name] ?? '');
  for (const performance of usage.performances) {
    const attributes = [...resolved.attributes.map((name) => performance.attributes[name] ?? ''), ...extensions];
    for (const line of performance.metrics) {
      if (line.total <= 0) continue;
      rows.push([
        ...base,
        ...attributes,
        line.metric,
        line.total,
        ...(resolved.excludeMonthlyDetails ? [] : resolved.months.map((month) => line.counts.get(month) ?? 0)),
      ]);
    }
  }
  return rows;
}

function countsJson(resolved: ResolvedRequest, line: MetricLine): Record<string, number> {
  // Granularity=Totals: the period's total under its first month (Counts keys are months in 5.1).
  if (resolved.excludeMonthlyDetails) return { [resolved.months[0] ?? '']: line.total };
  const counts: Record<string, number> = {};
  for (const month of resolved.months) {
    const value = line.counts.get(month);
    if (value) counts[month] = value;
  }
  return counts;
}

/** One Attribute_Performance object. */
export function performanceJson(resolved: ResolvedRequest, performance: PerformanceGroup): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of resolved.attributes) {
    const value = performance.attributes[name];
    if (value !== undefined) result[name] = value;
  }
  // The common extensions shown (Common_Extensions_Attributes); an unknown value is left out.
  for (const name of resolved.extensionAttributes) {
    const value = resolved.attribution?.[name];
    if (value) result[name] = value;
  }
  const metrics: Record<string, Record<string, number>> = {};
  for (const line of performance.metrics) if (line.total > 0) metrics[line.metric] = countsJson(resolved, line);
  const names = Object.keys(metrics);
  if (names.length === 1) {
    // The schema wants metric pairs together; a pair whose partner had no usage gets it as an explicit zero.
    const companion = METRIC_PARTNERS[names[0] ?? ''];
    if (companion && resolved.metrics.includes(companion as never)) metrics[companion] = { [resolved.months[0] ?? '']: 0 };
  }
  // Metrics in code-point order: the lines come in that order (query.ts sorts metric_type COLLATE "C"), so only a
  // companion added above can be out of place.
  const keys = Object.keys(metrics);
  const sorted = keys.every((name, index) => index === 0 || (keys[index - 1] ?? '') < name);
  result.Performance = sorted ? metrics : Object.fromEntries(Object.entries(metrics).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return result;
}

function itemJson(resolved: ResolvedRequest, usage: EntityUsage): Record<string, unknown> {
  return { ...usage.entity.json, Attribute_Performance: usage.performances.map((performance) => performanceJson(resolved, performance)) };
}

/** Report_Items text gathered before it is written: one Buffer per this much, not one per item. */
const JSON_WRITE_CHARS = 64 * 1024;

/** COUNTER JSON, streamed: the header, then each Report_Item (IR: items grouped under their parent). */
export function jsonWriter(resolved: ResolvedRequest, sink: ReportSink): ReportWriter {
  let first = true;
  let openParent: string | null = null;
  let firstInParent = true;
  const item = resolved.definition.family === 'IR';
  let pending = '';
  const write = async (text: string, flush = false) => {
    pending += text;
    if (pending.length < JSON_WRITE_CHARS && !flush) return;
    const chunk = pending;
    pending = '';
    await sink.write(Buffer.from(chunk));
  };
  return {
    async begin(exceptions) {
      const header = JSON.stringify(jsonHeader(resolved, exceptions));
      await write(`{"Report_Header":${header},"Report_Items":[`, true);
    },
    async entity(usage) {
      if (!item) {
        await write(`${first ? '' : ','}${JSON.stringify(itemJson(resolved, usage))}`);
        first = false;
        return;
      }
      const parentKey = usage.entity.parent ? `p${usage.entity.parent.key}` : 'none';
      let text = '';
      if (parentKey !== openParent) {
        if (openParent !== null) text += ']}';
        const opening = usage.entity.parent ? JSON.stringify(usage.entity.parent.json).slice(0, -1) + ',"Items":[' : '{"Items":[';
        text += `${first ? '' : ','}${opening}`;
        openParent = parentKey;
        firstInParent = true;
        first = false;
      }
      text += `${firstInParent ? '' : ','}${JSON.stringify(itemJson(resolved, usage))}`;
      firstInParent = false;
      await write(text);
    },
    async end() {
      await write(`${openParent !== null ? ']}' : ''}]}`, true);
    },
  };
}

const TAB_SAFE = /[\t\r\n]+/g;

/** Tabular (TSV, UTF-8 with a byte-order mark, LF), header rows padded to the column count as the samples are. */
export function tsvWriter(resolved: ResolvedRequest, sink: ReportSink): ReportWriter {
  const columns = tabularColumns(resolved);
  const line = (cells: ReadonlyArray<string | number>) => {
    const padded = [...cells.map((cell) => String(neutraliseAnyCell(cell)).replace(TAB_SAFE, ' '))];
    while (padded.length < columns.length) padded.push('');
    return `${padded.join('\t')}\n`;
  };
  return {
    async begin(exceptions) {
      const rows = tabularHeaderRows(resolved, exceptions).map(([label, value]) => line([label, value]));
      await sink.write(Buffer.from(`\uFEFF${rows.join('')}${line([])}${line(columns)}`));
    },
    async entity(usage) {
      const rows = tabularRows(resolved, usage);
      if (rows.length > 0) await sink.write(Buffer.from(rows.map(line).join('')));
    },
    async end() {},
  };
}

/** A Node stream over a sink, honouring its pace (exceljs writes the zip to a stream). */
function sinkStream(sink: ReportSink): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink.write(chunk).then(() => callback(), callback);
    },
  });
}

/** XLSX through exceljs's streaming writer: rows are committed as they come, so the sheet is never held whole. */
export function xlsxWriter(resolved: ResolvedRequest, sink: ReportSink): ReportWriter {
  const stream = sinkStream(sink);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(resolved.definition.id);
  const columns = tabularColumns(resolved);
  return {
    async begin(exceptions) {
      for (const [label, value] of tabularHeaderRows(resolved, exceptions))
        sheet.addRow(value ? [label, neutraliseAnyCell(value)] : [label]).commit();
      sheet.addRow([]).commit();
      sheet.addRow(columns).commit();
    },
    async entity(usage) {
      for (const row of tabularRows(resolved, usage))
        sheet.addRow(row.map((cell) => (cell === '' ? null : neutraliseAnyCell(cell)))).commit();
    },
    async end() {
      sheet.commit();
      const finished = new Promise<void>((resolve, reject) => {
        stream.once('finish', resolve);
        stream.once('error', reject);
      });
      await workbook.commit();
      await finished;
    },
  };
}

export function reportWriter(format: CounterFormat, resolved: ResolvedRequest, sink: ReportSink): ReportWriter {
  if (format === 'json') return jsonWriter(resolved, sink);
  if (format === 'tsv') return tsvWriter(resolved, sink);
  return xlsxWriter(resolved, sink);
}
