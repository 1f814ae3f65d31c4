-- COUNTER report generation and the COUNTER API (issues 14, 15). Every report, the report list and /sushi/r51/status
-- read the first (and last) month with usage on a platform: min(month) WHERE platform = $1. The only index that
-- held the platform (counter_usage_account_idx) leads with the account, so PostgreSQL read every row of the
-- platform for it: on the benches' data (bench/sushi, bench/counter-tr: 240,000 rows) an index-only scan of 240,000
-- entries, 270 ms on a loaded PGlite, before each report. (platform, month) answers min and max from the ends of
-- the index (0.3 ms, EXPLAIN ANALYZE).
CREATE INDEX counter_usage_platform_month_idx ON counter_usage (platform, month);
