-- Reports area (spec 001): report requests (one-time runs and the runs of schedules), report schedules and the
-- audit of every change. A request is a queued job: pending, then complete or failed (modules/reports/jobs.ts).

CREATE TABLE report_schedules (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  namespace text NOT NULL CHECK (length(namespace) BETWEEN 1 AND 64),
  platform text NOT NULL CHECK (platform IN ('jstor', 'artstor')),
  report_code text NOT NULL CHECK (length(report_code) BETWEEN 1 AND 32),
  schedule_name text NOT NULL CHECK (length(schedule_name) BETWEEN 1 AND 120),
  email_address text NOT NULL CHECK (length(email_address) BETWEEN 3 AND 254),
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly', 'quarterly', 'annually')),
  output_format text NOT NULL CHECK (output_format ~ '^[a-z]{2,8}$'),
  -- The attributes payload as submitted and validated (spec 001 §3), and the settings the duplicate check compares.
  attributes jsonb NOT NULL,
  settings_key text NOT NULL CHECK (settings_key ~ '^[0-9a-f]{64}$'),
  effective_date date NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_schedules_user_idx ON report_schedules (user_id, namespace, created_at DESC) WHERE state = 'active';
CREATE INDEX report_schedules_settings_idx ON report_schedules (user_id, settings_key) WHERE state = 'active';

CREATE TABLE report_requests (
  id uuid PRIMARY KEY,
  -- The public report id (the download path and the status check name it).
  report_id text NOT NULL UNIQUE CHECK (report_id ~ '^R[0-9A-F]{12}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Set for the runs of a schedule.
  schedule_id uuid REFERENCES report_schedules (id) ON DELETE SET NULL,
  namespace text NOT NULL CHECK (length(namespace) BETWEEN 1 AND 64),
  platform text NOT NULL CHECK (platform IN ('jstor', 'artstor')),
  report_code text NOT NULL CHECK (length(report_code) BETWEEN 1 AND 32),
  report_name text NOT NULL CHECK (length(report_name) BETWEEN 1 AND 120),
  email_address text NOT NULL CHECK (length(email_address) BETWEEN 3 AND 254),
  output_format text NOT NULL CHECK (output_format ~ '^[a-z]{2,8}$'),
  attributes jsonb NOT NULL,
  settings_key text NOT NULL CHECK (settings_key ~ '^[0-9a-f]{64}$'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete', 'failed')),
  -- What the generator produced (report generation fills it; until then a placeholder description).
  output jsonb,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CHECK ((status = 'pending') = (finished_at IS NULL))
);
CREATE INDEX report_requests_user_idx ON report_requests (user_id, namespace, created_at DESC);
CREATE INDEX report_requests_settings_idx ON report_requests (user_id, settings_key) WHERE status <> 'failed';
CREATE INDEX report_requests_pending_idx ON report_requests (created_at) WHERE status = 'pending';

CREATE TABLE report_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  -- Null for changes the job queue made.
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- request, schedule, schedule_state, status
  action text NOT NULL CHECK (action ~ '^[a-z_]{1,32}$'),
  report_request_id uuid REFERENCES report_requests (id) ON DELETE CASCADE,
  report_schedule_id uuid REFERENCES report_schedules (id) ON DELETE CASCADE,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_audit_account_idx ON report_audit (account_id, created_at);
