-- EBA (evidence-based acquisition): the programme of each participating institution (cycle, balance and
-- threshold), the catalogue of eligible titles with prices, each institution's usage of them, uploaded
-- selection files and their processing state (a queued job, modules/eba/jobs.ts), the orders that a
-- successful upload stores, the dashboard's milestone dates, and the audit of every change.

ALTER TABLE eba_participants
  ADD COLUMN cycle text NOT NULL DEFAULT '2024-2025' CHECK (cycle ~ '^[0-9]{4}-[0-9]{4}$'),
  ADD COLUMN balance numeric(12, 2) NOT NULL DEFAULT 0,
  ADD COLUMN balance_threshold numeric(12, 2) NOT NULL DEFAULT 0 CHECK (balance_threshold >= 0),
  ADD COLUMN disable_public_access boolean NOT NULL DEFAULT false,
  ADD COLUMN selection_file_sent timestamptz,
  ADD COLUMN selection_file_uploaded timestamptz,
  ADD COLUMN order_submitted timestamptz,
  ADD COLUMN order_accepted timestamptz,
  ADD COLUMN statement_sent timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX eba_participants_updated_idx ON eba_participants (updated_at DESC);

CREATE TABLE eba_titles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  isbn text NOT NULL UNIQUE CHECK (isbn ~ '^[0-9X-]{10,17}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 500),
  price numeric(10, 2) NOT NULL CHECK (price >= 0)
);

CREATE TABLE eba_usage (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES eba_titles (id) ON DELETE CASCADE,
  uses integer NOT NULL CHECK (uses >= 0),
  PRIMARY KEY (account_id, title_id)
);

-- A signed upload URL, once issued; the upload stores its file here. `key` is single use.
CREATE TABLE eba_uploads (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  key text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  -- signed: URL issued; uploaded: file stored; queued/running: job; failed/success/aborted: final.
  status text NOT NULL DEFAULT 'signed' CHECK (status IN ('signed', 'uploaded', 'queued', 'running', 'failed', 'success', 'aborted')),
  message text,
  reason text,
  remaining_balance numeric(12, 2),
  balance_threshold numeric(12, 2),
  file bytea,
  file_size integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eba_uploads_account_idx ON eba_uploads (account_id, created_at DESC);
CREATE INDEX eba_uploads_unfinished_idx ON eba_uploads (updated_at) WHERE status IN ('queued', 'running');

CREATE TABLE eba_orders (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  upload_id uuid NOT NULL UNIQUE REFERENCES eba_uploads (id) ON DELETE CASCADE,
  cycle text NOT NULL,
  total numeric(12, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE eba_order_items (
  order_id uuid NOT NULL REFERENCES eba_orders (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES eba_titles (id),
  price numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, title_id)
);

-- The HMAC key of signed upload URLs, created once by the first gateway that needs it (shared by all).
CREATE TABLE eba_signing_key (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

CREATE TABLE eba_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  -- Null for changes the job queue made.
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action ~ '^[a-z_]{1,32}$'),
  upload_id uuid REFERENCES eba_uploads (id) ON DELETE CASCADE,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eba_audit_account_idx ON eba_audit (account_id, created_at);
