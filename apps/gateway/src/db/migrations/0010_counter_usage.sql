-- COUNTER Release 5.1 usage (issue 14): what the reports need beyond the dashboards' usage_events. Databases
-- (DR), items and their parent titles (IR), title metadata (publisher, DOI, YOP), and monthly usage by COUNTER
-- metric type with Data_Type, Access_Type, Access_Method and YOP. Report generation aggregates counter_usage
-- only (modules/counter); on demo databases it is derived from usage_events (db/seed/counter.ts).

CREATE TABLE counter_databases (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9_]{2,40}$'),
  platform text NOT NULL CHECK (platform IN ('jstor', 'artstor')),
  name text NOT NULL CHECK (length(name) BETWEEN 2 AND 200),
  publisher text NOT NULL CHECK (length(publisher) BETWEEN 2 AND 200),
  -- The database's own Data_Type (DR reports searches and database-level denials under it).
  data_type text NOT NULL CHECK (data_type IN ('Database_Aggregated', 'Database_AI', 'Database_Full'))
);

-- Title metadata the reports print. Null on titles stored before this migration until a seed or load fills it.
ALTER TABLE titles ADD COLUMN database_id text REFERENCES counter_databases (id);
ALTER TABLE titles ADD COLUMN publisher_name text CHECK (length(publisher_name) BETWEEN 2 AND 200);
ALTER TABLE titles ADD COLUMN doi text CHECK (doi ~ '^10\.[1-9][0-9]{2}[0-9.]*/.+$');
-- Books: the year of publication; journals: the first year (their items carry their own YOP).
ALTER TABLE titles ADD COLUMN yop smallint CHECK (yop BETWEEN 1000 AND 9999);

-- Content items (IR): articles of journals, chapters of books, and multimedia without a parent.
CREATE TABLE counter_items (
  id integer PRIMARY KEY,
  -- The parent title; null for items without one (multimedia).
  title_id integer REFERENCES titles (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 500),
  data_type text NOT NULL CHECK (data_type IN ('Article', 'Book_Segment', 'Image', 'Multimedia', 'Audiovisual', 'Sound', 'Interactive_Resource')),
  doi text CHECK (doi ~ '^10\.[1-9][0-9]{2}[0-9.]*/.+$'),
  yop smallint NOT NULL CHECK (yop BETWEEN 1000 AND 9999),
  publication_date date,
  author text CHECK (length(author) BETWEEN 2 AND 200),
  article_version text CHECK (article_version IN ('AO', 'SMUR', 'AM', 'P', 'VoR', 'CVoR', 'EVoR')),
  access_type text NOT NULL CHECK (access_type IN ('Controlled', 'Open')),
  url text NOT NULL CHECK (url ~ '^https://[^[:space:]]+$' AND length(url) <= 2000)
);
CREATE INDEX counter_items_title_idx ON counter_items (title_id);

-- Monthly usage by COUNTER metric type. One row per account, month, platform, database, title, item,
-- attribute values and metric. Item metrics and denials name a title and an item; Searches_Regular names a
-- database only; Searches_Platform neither. data_type is the title's (Journal, Book) for title and item rows,
-- the database's for Searches_Regular, 'Platform' for Searches_Platform. Unique_* counts are sessions,
-- summed over the month (a session never spans two days).
CREATE TABLE counter_usage (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  month date NOT NULL CHECK (date_trunc('month', month)::date = month),
  platform text NOT NULL CHECK (platform IN ('jstor', 'artstor')),
  -- No foreign keys on the database, title and item: the table is derived in bulk (hundreds of thousands of
  -- rows), and a key check per row made the demo seed three times slower on PGlite. Reports join them.
  database_id text,
  title_id integer,
  item_id integer,
  data_type text NOT NULL CHECK (length(data_type) BETWEEN 2 AND 40),
  access_type text CHECK (access_type IN ('Controlled', 'Open')),
  access_method text NOT NULL CHECK (access_method IN ('Regular', 'TDM')),
  yop smallint CHECK (yop BETWEEN 1000 AND 9999),
  metric_type text NOT NULL CHECK (metric_type IN (
    'Searches_Platform', 'Searches_Regular', 'Searches_Automated', 'Searches_Federated',
    'Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests',
    'Unique_Title_Investigations', 'Unique_Title_Requests', 'Limit_Exceeded', 'No_License'
  )),
  count integer NOT NULL CHECK (count > 0),
  CHECK ((metric_type = 'Searches_Platform') = (database_id IS NULL AND title_id IS NULL AND item_id IS NULL))
);
-- Every report reads one account's months on one platform.
CREATE INDEX counter_usage_account_idx ON counter_usage (account_id, platform, month);

-- Generated report files (the report-run job writes them, /admin/reports/download/{reportId}/ streams them),
-- in chunks of at most 1 MiB so neither writing nor reading holds a whole file. Kept as long as the request
-- (the history row) exists.
CREATE TABLE report_file_chunks (
  report_request_id uuid NOT NULL REFERENCES report_requests (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL CHECK (length(data) BETWEEN 1 AND 1048576),
  PRIMARY KEY (report_request_id, seq)
);
