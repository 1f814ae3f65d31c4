import { describe, expect, it } from 'vitest';
import { demoAccountByKey } from '../../db/seed/demo-data.ts';
import { setUpReportsHarness } from '../../testing/reports-harness.ts';
import { placeholderGenerator } from './jobs.ts';
import { insertSchedule, type StoredAttributes } from './repository.ts';
import { addPeriods, latestDueRun } from './schedule-runs.ts';

describe('schedule periods (pure)', () => {
  it('adds periods, clamping month ends', () => {
    expect(addPeriods('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(addPeriods('2026-11-01', 'quarterly', 1)).toBe('2027-02-01');
    expect(addPeriods('2026-11-02', 'weekly', 2)).toBe('2026-11-16');
    expect(addPeriods('2024-02-29', 'annually', 1)).toBe('2025-02-28');
  });

  it('the latest due run covers the period that just ended', () => {
    expect(latestDueRun('2026-10-01', 'monthly', '2026-10-31')).toBeNull();
    expect(latestDueRun('2026-10-01', 'monthly', '2026-11-01')).toEqual({
      runDate: '2026-11-01',
      beginDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    // Down for two months: only the latest run is due.
    expect(latestDueRun('2026-08-01', 'monthly', '2026-11-05')).toEqual({
      runDate: '2026-11-01',
      beginDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(latestDueRun('2026-11-02', 'weekly', '2026-11-16')).toEqual({
      runDate: '2026-11-16',
      beginDate: '2026-11-09',
      endDate: '2026-11-15',
    });
  });
});

const ran: string[] = [];
// "Today" is 2 November: the schedule's first run was due yesterday, 1 November, while no gateway ran.
const NOW = new Date('2026-11-02T06:00:00Z');
const harness = setUpReportsHarness({
  now: () => NOW,
  gateway: false,
  queue: {
    generator: async (db, request) => {
      ran.push(request.id);
      return placeholderGenerator(db, request);
    },
  },
});

describe('scheduled runs on the queue', () => {
  it('a schedule due yesterday runs exactly once after a restart, for the month that ended, and lands in the history', async () => {
    const { rows } = await harness.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'librarian@demo.edu'`);
    const accountId = demoAccountByKey('demouniv').id;
    const attributes: StoredAttributes = {
      as_qa: false,
      report: 'Journal Requests (Controlled)',
      namespace: 'Counter5.1',
      reportCode: 'TR_J1',
      institutionName: 'Demo University',
      requiredAttributes: [
        { name: 'Institution_ID', value: 'demouniv' },
        { name: 'Begin_Date', value: '2026-10-01' },
        { name: 'End_Date', value: '2026-10-31' },
        { name: 'Platform', value: 'jstor' },
      ],
      optionalAttributes: [],
      consortium: null,
    };
    const schedule = await insertSchedule(harness.db, {
      userId: rows[0]!.id,
      accountId,
      namespace: 'Counter5.1',
      platform: 'jstor',
      reportCode: 'TR_J1',
      scheduleName: 'Monthly journal requests',
      emailAddress: 'librarian@demo.edu',
      frequency: 'monthly',
      outputFormat: 'tsv',
      attributes,
      settingsKey: 'a'.repeat(64),
      effectiveDate: '2026-10-01',
    });

    // The start sends the schedule job (registerReportJobs did); it makes the run and queues it.
    expect(await harness.queue.runDue('report-schedules')).toBe(1);
    // A restart sends it again, and the hourly schedule too: the run is not made twice.
    await harness.queue.send('report-schedules', { reason: 'start' });
    await harness.queue.send('report-schedules', { reason: 'schedule' });
    await harness.queue.runDue('report-schedules');
    await harness.queue.runDue('report-schedules');
    const runs = await harness.db.query<{ id: string; report_name: string; attributes: StoredAttributes; run: string; status: string }>(
      `SELECT id, report_name, attributes, to_char(schedule_run_date, 'YYYY-MM-DD') AS run, status FROM report_requests WHERE schedule_id = $1`,
      [schedule.id],
    );
    expect(runs.rows).toHaveLength(1);
    const run = runs.rows[0]!;
    expect(run.run).toBe('2026-11-01');
    expect(run.report_name).toBe('Monthly journal requests');
    expect(run.attributes.requiredAttributes.filter((entry) => entry.name.endsWith('_Date'))).toEqual([
      { name: 'Begin_Date', value: '2026-10-01' },
      { name: 'End_Date', value: '2026-10-31' },
    ]);
    expect(await harness.queue.runDue('report-run')).toBe(1);
    expect(ran).toEqual([run.id]);
    const after = await harness.db.query<{ status: string }>('SELECT status FROM report_requests WHERE id = $1', [run.id]);
    expect(after.rows[0]?.status).toBe('complete');
    const audit = await harness.db.query<{ action: string; actor_user_id: string | null }>(
      `SELECT action, actor_user_id FROM report_audit WHERE report_request_id = $1 ORDER BY id`,
      [run.id],
    );
    expect(audit.rows).toEqual([
      { action: 'request', actor_user_id: null },
      { action: 'status', actor_user_id: null },
    ]);
  });
});
