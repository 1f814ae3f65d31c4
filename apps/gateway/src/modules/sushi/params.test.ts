import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTER_DIR } from '../../testing/counter-schema.ts';
import { COUNTER_REPORT_IDS } from '../counter/definitions.ts';
import { monthOf, parsePeriod, parsePlatform, REPORT_DESCRIPTIONS, REPORT_PARAMETERS, reportOfPath, reportParameters } from './params.ts';

interface Document {
  paths: Record<string, { get: { parameters: Array<{ $ref: string }> } }>;
  components: { schemas: { Report: { examples: Array<{ Report_ID: string; Report_Description: string }> } } };
}
const document = JSON.parse(readFileSync(join(COUNTER_DIR, 'COUNTER_API.json'), 'utf8')) as Document;

describe('SUSHI parameters against COUNTER_API.json 5.1.0.1', () => {
  it.each(COUNTER_REPORT_IDS)('%s takes exactly the parameters the document lists for its path', (reportId) => {
    const listed = document.paths[`/r51/reports/${reportId.toLowerCase()}`]!.get.parameters.map((entry) => entry.$ref.split('/').pop());
    expect([...REPORT_PARAMETERS[reportId]].sort()).toEqual([...listed].sort());
  });

  it("report descriptions are the document's", () => {
    for (const example of document.components.schemas.Report.examples) {
      expect(REPORT_DESCRIPTIONS[example.Report_ID as keyof typeof REPORT_DESCRIPTIONS]).toBe(example.Report_Description);
    }
  });

  it('paths, platforms and dates', () => {
    expect(reportOfPath('tr_j1')).toBe('TR_J1');
    expect(reportOfPath('TR_J1')).toBe('TR_J1');
    expect(reportOfPath('tr_j9')).toBeNull();
    expect(parsePlatform(null)).toBe('jstor');
    expect(parsePlatform('Artstor')).toBe('artstor');
    expect(parsePlatform('x')).toMatchObject({ status: 400, exception: { Code: 1030 } });
    expect(monthOf('2025-02')).toBe('2025-02');
    expect(monthOf('2024-02-29')).toBe('2024-02');
    expect(monthOf('2025-02-29')).toBeNull();
    expect(monthOf('2025-00')).toBeNull();
    expect(monthOf('25-01')).toBeNull();
    const now = new Date('2026-11-24T03:00:00Z');
    expect(parsePeriod('2025-01-15', '2025-02', now)).toEqual({ beginDate: '2025-01-01', endDate: '2025-02-28' });
    expect(parsePeriod('2026-10', '2026-12', now)).toEqual({ beginDate: '2026-10-01', endDate: '2026-12-31' });
    expect(parsePeriod('2026-11', '2026-11', now)).toMatchObject({ status: 400, exception: { Code: 3020 } });
    expect(parsePeriod('2025-03', '2025-02', now)).toMatchObject({ status: 400, exception: { Code: 3020 } });
    expect(parsePeriod(null, '2025-02', now)).toMatchObject({ status: 400, exception: { Code: 1030, Data: 'Missing begin_date' } });
  });

  it('filters as lists; unsupported parameters, bad attribute values and components as exceptions', () => {
    const query = new Map([
      ['metric_type', 'Total_Item_Requests|Unique_Item_Requests'],
      ['yop', '2001-2005|2010'],
      ['granularity', 'Totals'],
      ['author', 'Someone'],
      ['include_parent_details', 'False'],
    ]);
    expect(reportParameters('IR', query)).toMatchObject({
      metricTypes: ['Total_Item_Requests', 'Unique_Item_Requests'],
      yop: ['2001-2005', '2010'],
      author: 'Someone',
      excludeMonthlyDetails: true,
      parameterExceptions: [{ Code: 3062, Message: 'Invalid ReportAttribute Value', Data: 'Include_Parent_Details=False' }],
    });
    // database, item_id and author are filters on the paths that list them, 3050 elsewhere; so are the common
    // extensions (attributed, country_code, subdivision_code: the master reports).
    expect(reportParameters('DR', new Map([['database', ' Arts Database ']]))).toMatchObject({
      database: 'Arts Database',
      parameterExceptions: [],
    });
    expect(reportParameters('TR', new Map([['item_id', '10.5555/demo.t1']]))).toMatchObject({
      itemId: '10.5555/demo.t1',
      parameterExceptions: [],
    });
    const elsewhere = reportParameters(
      'TR',
      new Map([
        ['database', 'Arts Database'],
        ['author', 'Someone'],
        ['country_code', 'US'],
      ]),
    );
    expect(elsewhere).toMatchObject({ database: null, author: null, countryCodes: ['US'] });
    expect(elsewhere.parameterExceptions?.map((entry) => [entry.Code, entry.Data])).toEqual([
      [3050, 'author'],
      [3050, 'database'],
    ]);
    expect(
      reportParameters(
        'IR',
        new Map([
          ['attributed', ' Yes '],
          ['country_code', 'US|CA'],
          ['subdivision_code', 'US-NY'],
        ]),
      ),
    ).toMatchObject({ attributed: 'Yes', countryCodes: ['US', 'CA'], subdivisionCodes: ['US-NY'], parameterExceptions: [] });
    expect(
      reportParameters(
        'TR_J1',
        new Map([
          ['attributed', 'Yes'],
          ['country_code', 'US'],
        ]),
      ),
    ).toMatchObject({ attributed: null, countryCodes: null, parameterExceptions: [{ Data: 'attributed' }, { Data: 'country_code' }] });
    expect(reportParameters('DR_D1', new Map([['database', 'Arts Database']]))).toMatchObject({
      database: null,
      parameterExceptions: [{ Code: 3050, Data: 'database' }],
    });
    expect(reportParameters('TR_J1', new Map([['granularity', 'Totals']])).parameterExceptions).toEqual([
      { Code: 3050, Message: 'Parameter Not Recognized in this Context', Data: 'granularity' },
    ]);
    expect(reportParameters('TR_J1', new Map([['granularity', 'Totals']])).excludeMonthlyDetails).toBe(false);
  });
});
