import { describe, expect, it } from 'vitest';
import { tabularHeaderRows } from './header.ts';
import { lastCompleteMonth, monthHeading, monthsBetween, periodExceptions, resolveRequest, type CounterRequest } from './request.ts';
import { tabularColumns } from './writers.ts';
import { REPORT_TEMPLATES } from '../reports/templates.ts';
import type { CounterReportId } from './definitions.ts';

const base: CounterRequest = {
  reportId: 'TR',
  platform: 'jstor',
  accountId: '00000000-0000-0000-0000-000000000000',
  institutionName: 'Demo University',
  customerId: 'demouniv',
  beginDate: '2025-11-01',
  endDate: '2026-02-28',
  createdBy: 'JSTOR',
  created: new Date('2026-03-02T08:00:00.123Z'),
};

describe('COUNTER request rules (pure)', () => {
  it('lists the months of a period across a year end and names them as the samples do', () => {
    expect(monthsBetween('2025-11-01', '2026-02-28')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2025-03-01', '2025-03-31')).toEqual(['2025-03']);
    expect(monthHeading('2022-01')).toBe('Jan-2022');
    expect(monthHeading('2022-12')).toBe('Dec-2022');
  });

  it('the last complete month is the one before now (UTC), across a year end', () => {
    expect(lastCompleteMonth(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12');
    expect(lastCompleteMonth(new Date('2026-11-23T23:59:59Z'))).toBe('2026-10');
  });

  it('standard views take their fixed filters and answer 3050 for parameters they do not take', () => {
    const resolved = resolveRequest({ ...base, reportId: 'TR_J1', metricTypes: ['No_License'], yop: ['2020'] });
    expect(resolved.metrics).toEqual(['Total_Item_Requests', 'Unique_Item_Requests']);
    expect(resolved.dataTypes).toEqual(['Journal']);
    expect(resolved.accessTypes).toEqual(['Controlled']);
    expect(resolved.accessMethods).toEqual(['Regular']);
    expect(resolved.exceptions.map((exception) => [exception.Code, exception.Data])).toEqual([
      [3050, 'Metric_Type'],
      [3050, 'YOP'],
    ]);
  });

  it('master reports keep valid filter values in order, and answer 3060 for the others', () => {
    const resolved = resolveRequest({
      ...base,
      metricTypes: ['Unique_Item_Requests', 'Searches_Platform', 'Total_Item_Requests'],
      yop: ['2001-1999', 'abc'],
      attributesToShow: ['Access_Method', 'YOP'],
    });
    expect(resolved.metrics).toEqual(['Total_Item_Requests', 'Unique_Item_Requests']);
    expect(resolved.yopRanges).toEqual([[1999, 2001]]);
    // Attribute columns follow the Code of Practice's order whatever order they were asked in.
    expect(resolved.attributes).toEqual(['Data_Type', 'YOP', 'Access_Method']);
    expect(resolved.exceptions.map((exception) => exception.Data)).toEqual(['Metric_Type=Searches_Platform', 'YOP=abc']);
  });

  it('3031 names the months not ready; 3040 when the period starts before the data', () => {
    expect(periodExceptions(['2026-09', '2026-10', '2026-11'], '2024-06', '2026-10')).toEqual([
      { Code: 3031, Message: 'Usage Not Ready for Requested Dates', Data: 'Usage is not ready for 2026-11' },
    ]);
    expect(periodExceptions(['2024-05', '2024-06'], '2024-06', '2026-10')).toEqual([
      { Code: 3040, Message: 'Partial Data Returned', Data: 'Usage data begins in 2024-06' },
    ]);
    expect(periodExceptions(['2024-04', '2024-05'], '2024-06', '2026-10')).toEqual([]);
  });

  it('tabular header rows and columns of a master report with attributes and no monthly details', () => {
    const resolved = resolveRequest({ ...base, attributesToShow: ['YOP'], accessMethods: ['Regular'], excludeMonthlyDetails: true });
    expect(tabularHeaderRows(resolved, [])).toEqual([
      ['Report_Name', 'Title Report'],
      ['Report_ID', 'TR'],
      ['Release', '5.1'],
      ['Institution_Name', 'Demo University'],
      ['Institution_ID', 'jstor:demouniv'],
      ['Metric_Types', ''],
      ['Report_Filters', 'Access_Method=Regular'],
      ['Report_Attributes', 'Attributes_To_Show=YOP; Exclude_Monthly_Details=True'],
      ['Exceptions', ''],
      ['Reporting_Period', 'Begin_Date=2025-11-01; End_Date=2026-02-28'],
      ['Created', '2026-03-02T08:00:00Z'],
      ['Created_By', 'JSTOR'],
      ['Registry_Record', ''],
    ]);
    expect(tabularColumns(resolved).slice(-5)).toEqual(['URI', 'Data_Type', 'YOP', 'Metric_Type', 'Reporting_Period_Total']);
  });
});

describe("the console's report templates offer what the generator produces", () => {
  it('every Attributes_To_Show choice of a COUNTER 5.1 master template is taken without an exception, all at once', () => {
    const masters = REPORT_TEMPLATES.filter((template) => template.release === '5.1' && template.type === 'master');
    expect(masters.map((template) => template.code).sort()).toEqual(['DR', 'IR', 'PR', 'TR']);
    for (const template of masters) {
      const offered = template.optionalAttributes.find((attribute) => attribute.name === 'Attributes_To_Show')?.possibleValues ?? [];
      expect(offered.length, template.code).toBeGreaterThan(0);
      const resolved = resolveRequest({ ...base, reportId: template.code as CounterReportId, attributesToShow: offered });
      expect(resolved.exceptions, template.code).toEqual([]);
      expect([...resolved.attributesToShow].sort(), template.code).toEqual([...offered].sort());
    }
  });
});
