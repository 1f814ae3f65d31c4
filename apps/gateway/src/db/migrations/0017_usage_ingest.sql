-- Usage in (issue 29; docs/usage-pipeline.md): the platform's raw usage events, kept by month, processed by the
-- job queue into daily per-item COUNTER metrics (usage_daily), from which the monthly counter_usage (reports, SUSHI)
-- and the daily usage_events (dashboards) are derived. Nothing reads the raw events but the processing.

-- Ingest keys: a platform's systems send with `Authorization: Bearer <key>`. Only the SHA-256 of a key is stored.
CREATE TABLE ingest_keys (
  id uuid PRIMARY KEY,
  label text NOT NULL UNIQUE CHECK (length(label) BETWEEN 1 AND 100 AND label !~ '[[:cntrl:]]'),
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- Who created or revoked a key, written in the transaction of the change.
CREATE TABLE ingest_key_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key_id uuid NOT NULL REFERENCES ingest_keys (id) ON DELETE CASCADE,
  label text NOT NULL,
  change text NOT NULL CHECK (change IN ('created', 'revoked')),
  -- The operating-system user and host of the command that made the change.
  actor text NOT NULL CHECK (length(actor) BETWEEN 1 AND 300),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One request (or command) that sent events, or a restatement. Its figures are the contract's batch answer.
CREATE TABLE ingest_batches (
  id uuid PRIMARY KEY,
  -- The key that sent it; null for batches made by the command line (restate, a file sent without a key).
  key_id uuid REFERENCES ingest_keys (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('usage-events', 'restate')),
  state text NOT NULL CHECK (state IN ('queued', 'processing', 'done', 'failed')),
  received integer NOT NULL DEFAULT 0 CHECK (received >= 0),
  accepted integer NOT NULL DEFAULT 0 CHECK (accepted >= 0),
  duplicates integer NOT NULL DEFAULT 0 CHECK (duplicates >= 0),
  rejected integer NOT NULL DEFAULT 0 CHECK (rejected >= 0),
  robots integer NOT NULL DEFAULT 0 CHECK (robots >= 0),
  double_clicks integer NOT NULL DEFAULT 0 CHECK (double_clicks >= 0),
  unattributed integer NOT NULL DEFAULT 0 CHECK (unattributed >= 0),
  -- The UTC days whose figures the batch changes (its events' days, and the day before an event in a day's first
  -- 30 seconds, whose double-clicks it may end); months are derived from them.
  days date[] NOT NULL DEFAULT '{}',
  -- The first 100 rejected lines: [{"line": n, "reason": "..."}].
  errors jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(errors) = 'array'),
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX ingest_batches_key_idx ON ingest_batches (key_id, created_at DESC);

-- Raw events, partitioned by month (usage_raw_events_yYYYYmMM, made by the ingest when first needed; a month past
-- the retention is dropped whole). Identities are kept as digests: click_key (the user of CoP 7.2 and the clicked
-- URL) for double-clicks, session_key (CoP 7.3's session) for unique items and titles. The institution is decided on
-- arrival (customer_id, else the IP ranges of that moment), so a month restated later gives the same figures.
CREATE TABLE usage_raw_events (
  month date NOT NULL,
  id text NOT NULL CHECK (length(id) BETWEEN 1 AND 128),
  batch_id uuid NOT NULL,
  time timestamptz NOT NULL,
  platform text NOT NULL,
  action text NOT NULL CHECK (action IN ('investigation', 'request', 'search', 'no_license', 'limit_exceeded')),
  account_id uuid,
  -- Investigations, requests and denials: an item, or a whole book (title_id with no item_id).
  title_id integer,
  item_id integer,
  -- Searches: the databases searched and how.
  database_ids text[],
  search_type text CHECK (search_type IN ('regular', 'automated', 'federated')),
  access_method text NOT NULL CHECK (access_method IN ('Regular', 'TDM')),
  robot boolean NOT NULL,
  click_key text NOT NULL,
  session_key text NOT NULL
) PARTITION BY RANGE (month);
-- A unique index rather than a primary key: pg_restore --clean cannot drop a partition's inherited key constraint
-- (npm run restore on PostgreSQL), while attached indexes go with their parent. ON CONFLICT uses it all the same.
CREATE UNIQUE INDEX usage_raw_events_key ON usage_raw_events (month, id);
CREATE INDEX usage_raw_events_time_idx ON usage_raw_events (time);

-- The processed usage at daily grain: one row per institution, day, platform, database, title, item, attribute
-- values and metric (counter_usage's columns with a day). Unique_Title_* rows name the title and no item. Two metrics
-- are not COUNTER's and never reach counter_usage: Sessions (a platform's sessions with any activity) and
-- Title_Sessions (a title's), for the provider's engagement reports.
CREATE TABLE usage_daily (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day date NOT NULL,
  platform text NOT NULL,
  database_id text,
  title_id integer,
  item_id integer,
  data_type text NOT NULL,
  access_type text,
  access_method text NOT NULL,
  yop smallint,
  metric_type text NOT NULL,
  count integer NOT NULL CHECK (count > 0)
);
CREATE INDEX usage_daily_account_day_idx ON usage_daily (account_id, day, platform);
-- Publisher reports: a publisher's titles over a range of days, whoever used them.
CREATE INDEX usage_daily_title_idx ON usage_daily (title_id, day) WHERE title_id IS NOT NULL;

-- Items without a parent title (multimedia) name their database. The demo's multimedia items (seed/counter.ts,
-- ids from 900,000,001) belong to the JSTOR Multimedia Collection; on other databases this changes nothing.
ALTER TABLE counter_items ADD COLUMN database_id text REFERENCES counter_databases (id);
UPDATE counter_items SET database_id = 'jstor_media'
 WHERE title_id IS NULL AND id > 900000000 AND EXISTS (SELECT 1 FROM counter_databases WHERE id = 'jstor_media');

-- The ingest looks items and titles up by the DOI the reports print (case ignored).
CREATE INDEX counter_items_doi_idx ON counter_items (lower(doi)) WHERE doi IS NOT NULL;
CREATE INDEX titles_doi_idx ON titles (lower(doi)) WHERE doi IS NOT NULL;

-- Processing sums a month again for a set of institutions: (month, account) reaches those rows directly, where the
-- account's index (account, platform, month) read every month of each account.
CREATE INDEX counter_usage_month_account_idx ON counter_usage (month, account_id);

-- R5.1 Access_Type: Controlled, Open and Free_To_Read.
ALTER TABLE counter_items DROP CONSTRAINT counter_items_access_type_check;
ALTER TABLE counter_items ADD CONSTRAINT counter_items_access_type_check CHECK (access_type IN ('Controlled', 'Open', 'Free_To_Read'));
ALTER TABLE counter_usage DROP CONSTRAINT counter_usage_access_type_check;
ALTER TABLE counter_usage ADD CONSTRAINT counter_usage_access_type_check CHECK (access_type IN ('Controlled', 'Open', 'Free_To_Read'));
