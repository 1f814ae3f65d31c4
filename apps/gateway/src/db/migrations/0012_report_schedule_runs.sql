-- Scheduled runs (issue 14): the run of a schedule records the date it was due for, and a schedule runs once
-- per due date whatever the number of gateways or restarts (modules/reports/schedule-runs.ts).
ALTER TABLE report_requests ADD COLUMN schedule_run_date date;
CREATE UNIQUE INDEX report_requests_schedule_run_idx ON report_requests (schedule_id, schedule_run_date)
  WHERE schedule_id IS NOT NULL AND schedule_run_date IS NOT NULL;
