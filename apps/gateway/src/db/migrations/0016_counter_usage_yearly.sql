-- COUNTER report generation (issues 14, 15): counter_usage pivoted by year. One row per account, year, platform,
-- database, title, item, attribute values and metric, with the twelve months' counts in an array (0: no usage
-- that month). Reports (modules/counter/query.ts) read this table: for a 12-month report over 5,000 titles it
-- holds 20,000 rows where counter_usage holds 240,000, and each of its rows is already a report line's months.
-- Measured on bench/sushi's data (PGlite): listing the titles with usage and a page of 500 titles' lines fell
-- from about 320-1,100 ms and 470-720 ms to 150-370 ms and 70-160 ms (machine load 5-8).
--
-- Kept equal to counter_usage by statement-level triggers with transition tables: every INSERT adds its rows'
-- counts, every DELETE subtracts them (an upsert of negated counts), an UPDATE does both; a row whose counts all
-- reach 0 is removed; TRUNCATE empties it. Bulk writers (the seed's and the backfill's month-by-month derivation,
-- seed/counter.ts) set counter_usage_yearly.deferred to 'on' for their transaction, which the triggers skip,
-- and call counter_usage_yearly_rebuild for what they wrote: twelve upserts of every row in one transaction left
-- twelve versions of each (56 MB for 20,000 rows) that no vacuum could reclaim before the commit. Nothing else
-- writes this table. Fill factor 70: the daily top-up's updates of this year's rows stay on their page (HOT).
CREATE TABLE counter_usage_yearly (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  year smallint NOT NULL CHECK (year BETWEEN 1000 AND 9999),
  platform text NOT NULL,
  database_id text,
  title_id integer,
  item_id integer,
  data_type text NOT NULL,
  access_type text,
  access_method text NOT NULL,
  yop smallint,
  metric_type text NOT NULL,
  -- counts[m]: the month m of `year`.
  counts integer[] NOT NULL CHECK (cardinality(counts) = 12),
  CONSTRAINT counter_usage_yearly_key UNIQUE NULLS NOT DISTINCT
    (account_id, platform, year, metric_type, database_id, title_id, item_id, data_type, access_type, access_method, yop)
) WITH (fillfactor = 70);
CREATE INDEX counter_usage_yearly_title_idx ON counter_usage_yearly (account_id, platform, title_id, year) WHERE title_id IS NOT NULL;
CREATE INDEX counter_usage_yearly_item_idx ON counter_usage_yearly (account_id, platform, item_id, year) WHERE item_id IS NOT NULL;

-- Element-wise sum of two months arrays.
CREATE FUNCTION counter_counts_add(a integer[], b integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT x + y FROM unnest(a, b) WITH ORDINALITY AS p (x, y, n) ORDER BY n);

-- The triggers' function: adds TG_ARGV[0] (1 or -1) times the counts of the statement's transition table
-- counter_usage_changed (its new rows, or its old rows); after a subtraction, removes the rows left at 0.
CREATE FUNCTION counter_usage_yearly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  IF current_setting('counter_usage_yearly.deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO counter_usage_yearly AS y
         (account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, counts)
  SELECT account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type,
         ARRAY[coalesce(sum(c) FILTER (WHERE m = 1), 0), coalesce(sum(c) FILTER (WHERE m = 2), 0),
               coalesce(sum(c) FILTER (WHERE m = 3), 0), coalesce(sum(c) FILTER (WHERE m = 4), 0),
               coalesce(sum(c) FILTER (WHERE m = 5), 0), coalesce(sum(c) FILTER (WHERE m = 6), 0),
               coalesce(sum(c) FILTER (WHERE m = 7), 0), coalesce(sum(c) FILTER (WHERE m = 8), 0),
               coalesce(sum(c) FILTER (WHERE m = 9), 0), coalesce(sum(c) FILTER (WHERE m = 10), 0),
               coalesce(sum(c) FILTER (WHERE m = 11), 0), coalesce(sum(c) FILTER (WHERE m = 12), 0)]::integer[]
    FROM (SELECT r.account_id, extract(year FROM r.month)::smallint AS year, extract(month FROM r.month)::integer AS m,
                 r.platform, r.database_id, r.title_id, r.item_id, r.data_type, r.access_type, r.access_method, r.yop,
                 r.metric_type, direction * r.count AS c
            FROM counter_usage_changed r) AS changed
   GROUP BY account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type
  ON CONFLICT ON CONSTRAINT counter_usage_yearly_key DO UPDATE SET counts = counter_counts_add(y.counts, EXCLUDED.counts);
  IF direction < 0 THEN
    DELETE FROM counter_usage_yearly y
     USING (SELECT DISTINCT account_id, platform, extract(year FROM month)::smallint AS year FROM counter_usage_changed) AS touched
     WHERE y.account_id = touched.account_id AND y.platform = touched.platform AND y.year = touched.year
       AND y.counts = '{0,0,0,0,0,0,0,0,0,0,0,0}'::integer[];
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION counter_usage_yearly_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE counter_usage_yearly;
  RETURN NULL;
END $$;

CREATE TRIGGER counter_usage_yearly_insert AFTER INSERT ON counter_usage
  REFERENCING NEW TABLE AS counter_usage_changed FOR EACH STATEMENT EXECUTE FUNCTION counter_usage_yearly_apply('1');
CREATE TRIGGER counter_usage_yearly_delete AFTER DELETE ON counter_usage
  REFERENCING OLD TABLE AS counter_usage_changed FOR EACH STATEMENT EXECUTE FUNCTION counter_usage_yearly_apply('-1');
-- An UPDATE: its old rows out, then its new rows in (two triggers, each with one transition table; fired in name order).
CREATE TRIGGER counter_usage_yearly_update_1_old AFTER UPDATE ON counter_usage
  REFERENCING OLD TABLE AS counter_usage_changed FOR EACH STATEMENT EXECUTE FUNCTION counter_usage_yearly_apply('-1');
CREATE TRIGGER counter_usage_yearly_update_2_new AFTER UPDATE ON counter_usage
  REFERENCING NEW TABLE AS counter_usage_changed FOR EACH STATEMENT EXECUTE FUNCTION counter_usage_yearly_apply('1');
CREATE TRIGGER counter_usage_yearly_truncate AFTER TRUNCATE ON counter_usage
  FOR EACH STATEMENT EXECUTE FUNCTION counter_usage_yearly_truncated();

-- Replaces the rows of the accounts (null: all) in first_year..last_year by counter_usage's (bulk writers, above).
CREATE FUNCTION counter_usage_yearly_rebuild(accounts uuid[], first_year integer, last_year integer) RETURNS void
  LANGUAGE sql AS $$
DELETE FROM counter_usage_yearly
 WHERE (accounts IS NULL OR account_id = ANY(accounts)) AND year BETWEEN first_year AND last_year;
INSERT INTO counter_usage_yearly
       (account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, counts)
SELECT account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type,
       ARRAY[coalesce(sum(c) FILTER (WHERE m = 1), 0), coalesce(sum(c) FILTER (WHERE m = 2), 0),
             coalesce(sum(c) FILTER (WHERE m = 3), 0), coalesce(sum(c) FILTER (WHERE m = 4), 0),
             coalesce(sum(c) FILTER (WHERE m = 5), 0), coalesce(sum(c) FILTER (WHERE m = 6), 0),
             coalesce(sum(c) FILTER (WHERE m = 7), 0), coalesce(sum(c) FILTER (WHERE m = 8), 0),
             coalesce(sum(c) FILTER (WHERE m = 9), 0), coalesce(sum(c) FILTER (WHERE m = 10), 0),
             coalesce(sum(c) FILTER (WHERE m = 11), 0), coalesce(sum(c) FILTER (WHERE m = 12), 0)]::integer[]
  FROM (SELECT account_id, extract(year FROM month)::smallint AS year, extract(month FROM month)::integer AS m, platform,
               database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type, count AS c
          FROM counter_usage
         WHERE (accounts IS NULL OR account_id = ANY(accounts))
           AND month >= make_date(first_year, 1, 1) AND month < make_date(last_year + 1, 1, 1)) AS existing
 GROUP BY account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type;
$$;

-- The usage already stored.
SELECT counter_usage_yearly_rebuild(NULL, 1000, 9999);
