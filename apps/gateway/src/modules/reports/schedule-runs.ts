import type { Db, Queryable } from '../../db/connection.ts';
import { insertRequest, writeAudit, type ReportScheduleRow, type StoredAttributes } from './repository.ts';
import { settingsKey } from './validation.ts';

/**
 * Scheduled runs (spec 001 §4; issue 14): an active schedule is due on each date one period after its effective
 * date (weekly 7 days, monthly 1 month, quarterly 3 months, annually 1 year), and the run covers the period that
 * just ended, from the previous due date (the effective date for the first) to the day before. The schedule job
 * (hourly, and at start) creates the latest due run not yet made, as a request of the schedule's owner, and
 * queues it: a run missed while no gateway was up runs once after start; older missed runs are not made up.
 */

const MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, annually: 12 };

/** `day` plus `count` periods of `frequency` (month arithmetic clamps to the month's last day). */
export function addPeriods(day: string, frequency: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (frequency === 'weekly') {
    date.setUTCDate(date.getUTCDate() + 7 * count);
    return date.toISOString().slice(0, 10);
  }
  const months = (MONTHS[frequency] ?? 1) * count;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export interface DueRun {
  runDate: string;
  beginDate: string;
  endDate: string;
}

/** The latest run due by `today` (its date and the period it covers), or null before the first. */
export function latestDueRun(effectiveDate: string, frequency: string, today: string): DueRun | null {
  let count = 0;
  while (addPeriods(effectiveDate, frequency, count + 1) <= today && count < 100_000) count += 1;
  if (count === 0) return null;
  const runDate = addPeriods(effectiveDate, frequency, count);
  return { runDate, beginDate: addPeriods(effectiveDate, frequency, count - 1), endDate: dayBefore(runDate) };
}

/** The schedule's attributes with the run's period as Begin_Date and End_Date. */
export function runAttributes(attributes: StoredAttributes, run: DueRun): StoredAttributes {
  return {
    ...attributes,
    requiredAttributes: attributes.requiredAttributes.map((entry) => {
      const name = entry.name.toLowerCase();
      if (name === 'begin_date') return { ...entry, value: run.beginDate };
      if (name === 'end_date') return { ...entry, value: run.endDate };
      return entry;
    }),
  };
}

type ScheduleRow = ReportScheduleRow & { last_run: string | null };

/**
 * Creates the due runs of every active schedule (at most one per schedule per call) and returns their request
 * ids for the queue. Idempotent: a run date is made once (unique per schedule), so two gateways or a restart
 * never make it twice.
 */
export async function createDueRuns(db: Db, now: Date, only?: { scheduleId: string; userId: string }): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  // `only`: one schedule of one user (the end-to-end test hook, test-hooks.ts).
  const { rows } = await db.query<ScheduleRow>(
    `SELECT s.id, s.user_id, s.account_id, s.namespace, s.platform, s.report_code, s.schedule_name, s.email_address, s.frequency,
            s.output_format, s.attributes, to_char(s.effective_date, 'YYYY-MM-DD') AS effective_date, s.state, s.created_at,
            (SELECT to_char(max(r.schedule_run_date), 'YYYY-MM-DD') FROM report_requests r WHERE r.schedule_id = s.id) AS last_run
       FROM report_schedules s
      WHERE s.state = 'active' AND s.effective_date < $1::date
        AND ($2::uuid IS NULL OR (s.id = $2::uuid AND s.user_id = $3::uuid))`,
    [today, only?.scheduleId ?? null, only?.userId ?? null],
  );
  const created: string[] = [];
  for (const schedule of rows) {
    const run = latestDueRun(schedule.effective_date, schedule.frequency, today);
    if (!run || (schedule.last_run !== null && schedule.last_run >= run.runDate)) continue;
    const attributes = runAttributes(schedule.attributes, run);
    const id = await db
      .transaction(async (tx: Queryable) => {
        const request = await insertRequest(tx, {
          userId: schedule.user_id,
          accountId: schedule.account_id,
          scheduleId: schedule.id,
          namespace: schedule.namespace,
          platform: schedule.platform,
          reportCode: schedule.report_code,
          reportName: schedule.schedule_name,
          emailAddress: schedule.email_address,
          outputFormat: schedule.output_format,
          attributes,
          settingsKey: settingsKey(
            schedule.account_id,
            attributes,
            schedule.output_format,
            null,
            schedule.schedule_name,
            schedule.email_address,
          ),
        });
        await tx.query('UPDATE report_requests SET schedule_run_date = $2 WHERE id = $1', [request.id, run.runDate]);
        await writeAudit(tx, {
          accountId: schedule.account_id,
          actorUserId: null,
          action: 'request',
          requestId: request.id,
          detail: { scheduleId: schedule.id, runDate: run.runDate, beginDate: run.beginDate, endDate: run.endDate },
        });
        return request.id;
      })
      .catch((error: unknown) => {
        // Another gateway made this run first (the unique run index): nothing to do.
        if ((error as { code?: string }).code === '23505') return null;
        throw error;
      });
    if (id) created.push(id);
  }
  return created;
}
