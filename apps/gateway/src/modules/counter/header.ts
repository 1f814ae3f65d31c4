import { echoedCode, PLATFORM_NAMES, type CounterException, type ResolvedRequest } from './request.ts';

/** Registry_Record: the platform has no COUNTER registry entry yet (the schema allows the empty string). */
export const REGISTRY_RECORD = '';

/** Created: RFC 3339 in UTC without fractions, as the samples write it. */
export function createdStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function institutionId(resolved: ResolvedRequest): string {
  return `${resolved.request.platform}:${resolved.request.customerId}`;
}

export function platformName(resolved: ResolvedRequest): string {
  return PLATFORM_NAMES[resolved.request.platform];
}

/** Report_Header of the JSON report, keys in the samples' order. */
export function jsonHeader(resolved: ResolvedRequest, exceptions: readonly CounterException[]): Record<string, unknown> {
  const { request, definition } = resolved;
  const header: Record<string, unknown> = {
    Release: '5.1',
    Report_ID: definition.id,
    Report_Name: definition.name,
    Created: createdStamp(request.created),
    Created_By: request.createdBy,
    Institution_ID: { Proprietary: [institutionId(resolved)] },
    Institution_Name: request.institutionName,
    Registry_Record: REGISTRY_RECORD,
  };
  const filters: Record<string, unknown> = {};
  if (definition.master) {
    const attributes: Record<string, unknown> = {};
    if (resolved.attributesToShow.length > 0) attributes.Attributes_To_Show = resolved.attributesToShow;
    if (definition.family === 'IR') attributes.Include_Parent_Details = 'True';
    if (resolved.excludeMonthlyDetails) attributes.Granularity = 'Totals';
    if (Object.keys(attributes).length > 0) header.Report_Attributes = attributes;
    if (request.metricTypes?.length) filters.Metric_Type = resolved.metrics;
    filters.Begin_Date = request.beginDate;
    filters.End_Date = request.endDate;
    if (resolved.dataTypes) filters.Data_Type = resolved.dataTypes;
    if (resolved.accessTypes) filters.Access_Type = resolved.accessTypes;
    if (resolved.accessMethods) filters.Access_Method = resolved.accessMethods;
    if (resolved.yopRanges) filters.YOP = yopValues(resolved);
    if (resolved.database) filters.Database = resolved.database;
    if (resolved.itemId) filters.Item_ID = resolved.itemId;
    if (resolved.author) filters.Author = resolved.author;
    const { attributed, countryCodes, subdivisionCodes } = resolved.extensionFilters;
    if (attributed) filters.Attributed = attributed;
    const country = echoedCode(countryCodes, resolved.attribution?.Country_Code);
    if (country) filters.Country_Code = country;
    const subdivision = echoedCode(subdivisionCodes, resolved.attribution?.Subdivision_Code);
    if (subdivision) filters.Subdivision_Code = subdivision;
  } else {
    filters.Metric_Type = resolved.metrics;
    filters.Begin_Date = request.beginDate;
    filters.End_Date = request.endDate;
    if (resolved.dataTypes) filters.Data_Type = resolved.dataTypes;
    if (resolved.accessTypes) filters.Access_Type = resolved.accessTypes;
    if (resolved.accessMethods) filters.Access_Method = resolved.accessMethods;
  }
  header.Report_Filters = filters;
  if (exceptions.length > 0) header.Exceptions = exceptions;
  return header;
}

function yopValues(resolved: ResolvedRequest): string[] {
  return (resolved.yopRanges ?? []).map(([low, high]) => (low === high ? String(low) : `${low}-${high}`));
}

/** The 13 header rows of the tabular report (label, value), exactly as the official samples lay them out. */
export function tabularHeaderRows(resolved: ResolvedRequest, exceptions: readonly CounterException[]): Array<[string, string]> {
  const { request, definition } = resolved;
  const filters: string[] = [];
  if (resolved.dataTypes) filters.push(`Data_Type=${resolved.dataTypes.join('|')}`);
  if (resolved.accessTypes) filters.push(`Access_Type=${resolved.accessTypes.join('|')}`);
  if (resolved.accessMethods) filters.push(`Access_Method=${resolved.accessMethods.join('|')}`);
  if (resolved.yopRanges) filters.push(`YOP=${yopValues(resolved).join('|')}`);
  if (resolved.database) filters.push(`Database=${resolved.database}`);
  if (resolved.itemId) filters.push(`Item_ID=${resolved.itemId}`);
  if (resolved.author) filters.push(`Author=${resolved.author}`);
  const { attributed, countryCodes, subdivisionCodes } = resolved.extensionFilters;
  if (attributed) filters.push(`Attributed=${attributed}`);
  if (countryCodes) filters.push(`Country_Code=${countryCodes.join('|')}`);
  if (subdivisionCodes) filters.push(`Subdivision_Code=${subdivisionCodes.join('|')}`);
  const attributes: string[] = [];
  if (definition.master) {
    if (resolved.attributesToShow.length > 0) attributes.push(`Attributes_To_Show=${resolved.attributesToShow.join('|')}`);
    if (definition.family === 'IR') attributes.push('Include_Parent_Details=True');
  }
  if (resolved.excludeMonthlyDetails) attributes.push('Exclude_Monthly_Details=True');
  const metricTypes = definition.master ? (request.metricTypes?.length ? resolved.metrics : []) : resolved.metrics;
  const release5 = request.release === '5';
  const rows: Array<[string, string]> = [
    ['Report_Name', definition.name],
    ['Report_ID', definition.id],
    ['Release', release5 ? '5' : '5.1'],
    ['Institution_Name', request.institutionName],
    ['Institution_ID', institutionId(resolved)],
    ['Metric_Types', metricTypes.join('; ')],
    ['Report_Filters', filters.join('; ')],
    ['Report_Attributes', attributes.join('; ')],
    [
      'Exceptions',
      exceptions.map((exception) => `${exception.Code}: ${exception.Message}${exception.Data ? ` (${exception.Data})` : ''}`).join('; '),
    ],
    ['Reporting_Period', `Begin_Date=${request.beginDate}; End_Date=${request.endDate}`],
    ['Created', createdStamp(request.created)],
    ['Created_By', request.createdBy],
    ['Registry_Record', REGISTRY_RECORD],
  ];
  // Release 5 has 12 header rows: Registry_Record came with 5.1.
  return release5 ? rows.slice(0, 12) : rows;
}
