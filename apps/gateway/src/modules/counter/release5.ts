import type { MetricType, PerformanceAttribute } from './definitions.ts';
import { createdStamp, institutionId } from './header.ts';
import type { EntityUsage, PerformanceGroup } from './query.ts';
import { lastDayOfMonth, type CounterException, type ResolvedRequest } from './request.ts';
import type { ReportSink, ReportWriter } from './writers.ts';

/**
 * COUNTER Release 5 (the historical COUNTER 5 page): the same usage and SQL as Release 5.1, written the way the
 * Release 5 Code of Practice lays reports out. Differences handled here:
 * - the standard views' metrics and columns of R5 (no Data_Type column on the TR_B views, PR_P1 or IR_M1, TR_B views filtered to
 *   Data_Type=Book, DR_D1 without Unique_*, IR_M1 with Total_Item_Requests only);
 * - Access_Type Open is written OA_Gold (R5's value; 5.1 renamed it);
 * - 12 header rows with Release 5 (header.ts), no Registry_Record;
 * - JSON in the R5 shape: Report_Header with Customer_ID, Institution_ID / Report_Filters / Report_Attributes as
 *   Name-Value (Type-Value) lists and Exceptions with a Severity; one Report_Item per title and attribute values
 *   with Performance as a list of monthly periods, each with Instance [{Metric_Type, Count}].
 */

interface Release5View {
  metrics: readonly MetricType[];
  attributes: readonly PerformanceAttribute[];
  dataTypes?: readonly string[];
}

const R5_VIEWS: Record<string, Release5View> = {
  PR_P1: { metrics: ['Searches_Platform', 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'], attributes: [] },
  DR_D1: {
    metrics: ['Searches_Automated', 'Searches_Federated', 'Searches_Regular', 'Total_Item_Investigations', 'Total_Item_Requests'],
    attributes: [],
  },
  DR_D2: { metrics: ['Limit_Exceeded', 'No_License'], attributes: [] },
  TR_B1: { metrics: ['Total_Item_Requests', 'Unique_Title_Requests'], attributes: ['YOP'], dataTypes: ['Book'] },
  TR_B2: { metrics: ['Limit_Exceeded', 'No_License'], attributes: ['YOP'], dataTypes: ['Book'] },
  TR_B3: {
    metrics: [
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Unique_Item_Investigations',
      'Unique_Item_Requests',
      'Unique_Title_Investigations',
      'Unique_Title_Requests',
    ],
    attributes: ['YOP', 'Access_Type'],
    dataTypes: ['Book'],
  },
  TR_J1: { metrics: ['Total_Item_Requests', 'Unique_Item_Requests'], attributes: [] },
  TR_J2: { metrics: ['Limit_Exceeded', 'No_License'], attributes: [] },
  TR_J3: {
    metrics: ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    attributes: ['Access_Type'],
  },
  TR_J4: { metrics: ['Total_Item_Requests', 'Unique_Item_Requests'], attributes: ['YOP'] },
  IR_A1: { metrics: ['Total_Item_Requests', 'Unique_Item_Requests'], attributes: ['Access_Type'] },
  IR_M1: { metrics: ['Total_Item_Requests'], attributes: [] },
};

/** Release 5's report names where 5.1 renamed them (master reports were "… Master Report"). */
export const RELEASE_5_NAMES: Record<string, string> = {
  PR: 'Platform Master Report',
  DR: 'Database Master Report',
  TR: 'Title Master Report',
  IR: 'Item Master Report',
  TR_B1: 'Book Requests (Excluding OA_Gold)',
  TR_J1: 'Journal Requests (Excluding OA_Gold)',
  TR_J4: 'Journal Requests by YOP (Excluding OA_Gold)',
};

/** The request resolved as Release 5.1 (request.ts), adjusted to Release 5's names and standard views. */
export function toRelease5(resolved: ResolvedRequest): ResolvedRequest {
  const definition = { ...resolved.definition, name: RELEASE_5_NAMES[resolved.definition.id] ?? resolved.definition.name };
  const view = R5_VIEWS[resolved.definition.id];
  if (!view) return { ...resolved, definition };
  return {
    ...resolved,
    definition,
    metrics: [...view.metrics],
    attributes: [...view.attributes],
    dataTypes: view.dataTypes ? [...view.dataTypes] : resolved.dataTypes,
  };
}

/** R5's Access_Type values: 5.1's Open was OA_Gold. */
export function release5Usage(usage: EntityUsage): EntityUsage {
  return {
    ...usage,
    performances: usage.performances.map((performance) =>
      performance.attributes.Access_Type === 'Open'
        ? { ...performance, attributes: { ...performance.attributes, Access_Type: 'OA_Gold' } }
        : performance,
    ),
  };
}

/** 5.1's identifier object ({DOI: x, Proprietary: y}) as R5's list ([{Type: 'DOI', Value: x}, ...]). */
function identifierList(itemId: unknown): Array<{ Type: string; Value: string }> {
  if (!itemId || typeof itemId !== 'object') return [];
  return Object.entries(itemId as Record<string, unknown>).flatMap(([type, value]) =>
    (Array.isArray(value) ? value : [value]).map((entry) => ({ Type: type, Value: String(entry) })),
  );
}

export function release5Header(resolved: ResolvedRequest, exceptions: readonly CounterException[]): Record<string, unknown> {
  const { request, definition } = resolved;
  const filters: Array<{ Name: string; Value: string }> = [];
  if (!definition.master || request.metricTypes?.length) filters.push({ Name: 'Metric_Type', Value: resolved.metrics.join('|') });
  filters.push({ Name: 'Begin_Date', Value: request.beginDate }, { Name: 'End_Date', Value: request.endDate });
  if (resolved.dataTypes) filters.push({ Name: 'Data_Type', Value: resolved.dataTypes.join('|') });
  if (resolved.accessTypes)
    filters.push({ Name: 'Access_Type', Value: resolved.accessTypes.map((type) => (type === 'Open' ? 'OA_Gold' : type)).join('|') });
  if (resolved.accessMethods) filters.push({ Name: 'Access_Method', Value: resolved.accessMethods.join('|') });
  for (const [name, value] of [
    ['Database', resolved.database],
    ['Item_ID', resolved.itemId],
    ['Author', resolved.author],
  ] as const)
    if (value) filters.push({ Name: name, Value: value });
  const { attributed, countryCodes, subdivisionCodes } = resolved.extensionFilters;
  if (attributed) filters.push({ Name: 'Attributed', Value: attributed });
  if (countryCodes) filters.push({ Name: 'Country_Code', Value: countryCodes.join('|') });
  if (subdivisionCodes) filters.push({ Name: 'Subdivision_Code', Value: subdivisionCodes.join('|') });
  const attributes: Array<{ Name: string; Value: string }> = [];
  if (definition.master && resolved.attributesToShow.length > 0)
    attributes.push({ Name: 'Attributes_To_Show', Value: resolved.attributesToShow.join('|') });
  if (resolved.excludeMonthlyDetails) attributes.push({ Name: 'Exclude_Monthly_Details', Value: 'True' });
  const header: Record<string, unknown> = {
    Created: createdStamp(request.created),
    Created_By: request.createdBy,
    Customer_ID: request.customerId,
    Report_ID: definition.id,
    Release: '5',
    Report_Name: definition.name,
    Institution_Name: request.institutionName,
    Institution_ID: [{ Type: 'Proprietary', Value: institutionId(resolved) }],
    Report_Filters: filters,
  };
  if (attributes.length > 0) header.Report_Attributes = attributes;
  if (exceptions.length > 0)
    header.Exceptions = exceptions.map((exception) => ({
      Code: exception.Code,
      Severity: exception.Code === 3030 || exception.Code === 3031 ? 'Error' : 'Warning',
      Message: exception.Message,
      ...(exception.Data ? { Data: exception.Data } : {}),
    }));
  return header;
}

/** R5 Performance: one entry per month (or one for the whole period) with the metrics counted in it. */
function performanceList(resolved: ResolvedRequest, group: PerformanceGroup): Array<Record<string, unknown>> {
  const periods = resolved.excludeMonthlyDetails
    ? [{ begin: `${resolved.months[0]}-01`, end: lastDayOfMonth(resolved.months.at(-1) ?? ''), months: resolved.months }]
    : resolved.months.map((month) => ({ begin: `${month}-01`, end: lastDayOfMonth(month), months: [month] }));
  const list: Array<Record<string, unknown>> = [];
  for (const period of periods) {
    const instance = group.metrics
      .map((line) => ({ Metric_Type: line.metric, Count: period.months.reduce((sum, month) => sum + (line.counts.get(month) ?? 0), 0) }))
      .filter((entry) => entry.Count > 0);
    if (instance.length > 0) list.push({ Period: { Begin_Date: period.begin, End_Date: period.end }, Instance: instance });
  }
  return list;
}

/** The R5 Report_Items of one entity: one per performance group (attribute values) with usage. */
function release5Items(resolved: ResolvedRequest, usage: EntityUsage): Array<Record<string, unknown>> {
  const { json, parent } = usage.entity;
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === 'Item_ID') base.Item_ID = identifierList(value);
    else if (key === 'Authors')
      base.Item_Contributors = (value as Array<{ Name: string }>).map((author) => ({ Type: 'Author', Name: author.Name }));
    else if (key === 'Publication_Date') base.Item_Dates = [{ Type: 'Publication_Date', Value: value }];
    else if (key === 'Article_Version') base.Item_Attributes = [{ Type: 'Article_Version', Value: value }];
    else base[key] = value;
  }
  if ('Publisher' in base) base.Publisher_ID = [];
  if (parent) {
    base.Item_Parent = {
      Item_Name: parent.json.Title,
      Item_ID: identifierList(parent.json.Item_ID),
      Data_Type: parent.cells.Parent_Data_Type ?? 'Journal',
    };
  }
  const items: Array<Record<string, unknown>> = [];
  for (const group of usage.performances) {
    const performance = performanceList(resolved, group);
    if (performance.length === 0) continue;
    const attributes: Record<string, unknown> = {};
    for (const name of resolved.attributes) {
      const value = group.attributes[name];
      if (value !== undefined) attributes[name] = name === 'YOP' ? value : value;
    }
    for (const name of resolved.extensionAttributes) {
      const value = resolved.attribution?.[name];
      if (value) attributes[name] = value;
    }
    items.push({ ...base, ...attributes, Performance: performance });
  }
  return items;
}

/** Release 5 JSON, streamed a title (or item) at a time. */
export function release5JsonWriter(resolved: ResolvedRequest, sink: ReportSink): ReportWriter {
  let first = true;
  return {
    async begin(exceptions) {
      await sink.write(Buffer.from(`{"Report_Header":${JSON.stringify(release5Header(resolved, exceptions))},"Report_Items":[`));
    },
    async entity(usage) {
      const items = release5Items(resolved, usage);
      if (items.length === 0) return;
      await sink.write(Buffer.from(`${first ? '' : ','}${items.map((item) => JSON.stringify(item)).join(',')}`));
      first = false;
    },
    async end() {
      await sink.write(Buffer.from(']}'));
    },
  };
}
