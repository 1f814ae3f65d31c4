-- counter_usage_yearly_rebuild (0016) as one SQL function was planned once for any argument: its
-- `accounts IS NULL OR account_id = ANY(accounts)` matched no index, so rebuilding one institution's year scanned
-- every institution's rows of both tables, seconds per processed batch however small. Now each statement is
-- planned for the arguments it gets (EXECUTE): with institutions named, through the indexes on them
-- (counter_usage_yearly_key, counter_usage (month, account_id)). Same arguments, same result.
CREATE OR REPLACE FUNCTION counter_usage_yearly_rebuild(accounts uuid[], first_year integer, last_year integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  chosen text := CASE WHEN accounts IS NULL THEN 'true' ELSE 'account_id = ANY($1)' END;
BEGIN
  EXECUTE format('DELETE FROM counter_usage_yearly WHERE %s AND year BETWEEN $2 AND $3', chosen)
    USING accounts, first_year, last_year;
  EXECUTE format(
    $sql$
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
             WHERE %s AND month >= make_date($2, 1, 1) AND month < make_date($3 + 1, 1, 1)) AS existing
     GROUP BY account_id, year, platform, database_id, title_id, item_id, data_type, access_type, access_method, yop, metric_type
    $sql$,
    chosen)
    USING accounts, first_year, last_year;
END;
$$;
