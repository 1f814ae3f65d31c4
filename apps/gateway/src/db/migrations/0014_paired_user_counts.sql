-- Counts of paired users kept by triggers (issue 12: a page of a 50,000-user site in ≤ 50 ms). Counting every
-- matching row took 30-90 ms on PGlite per call. `paired_user_counts` holds how many users an account has per
-- platform set, admin flag and day (UTC) of their end of access; the triggers below keep it in the same
-- statement as every insert, update and delete of `paired_users`. A list's total is the sum of a few hundred
-- rows at most; its active count is the sum of the days after today, plus the rows ending later today, read
-- exactly through paired_users_account_expires_idx (modules/users/repository.ts).

CREATE FUNCTION paired_user_platform_key(platforms text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce((SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest(platforms) AS p), '{}');

-- Days since 1970-01-01 UTC; NULL for no end of access.
CREATE FUNCTION paired_user_expires_day(expires_at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN floor(extract(epoch FROM expires_at) / 86400)::integer;

CREATE TABLE paired_user_counts (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The user's platforms, sorted and distinct.
  platforms text[] NOT NULL,
  is_admin boolean NOT NULL,
  -- paired_user_expires_day(expires_at); NULL: does not expire.
  expires_day integer,
  users integer NOT NULL CHECK (users >= 0),
  CONSTRAINT paired_user_counts_key UNIQUE NULLS NOT DISTINCT (account_id, platforms, is_admin, expires_day)
);

-- The active count's exact part: users whose access ends later today.
CREATE INDEX paired_users_account_expires_idx ON paired_users (account_id, expires_at);

-- Statement triggers with transition tables: a batch of 10,000 inserted users is one grouped upsert.
-- Decrements only update existing rows, so deleting an account (its counts go by cascade) inserts nothing.
CREATE FUNCTION paired_user_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO paired_user_counts AS c (account_id, platforms, is_admin, expires_day, users)
  SELECT account_id, paired_user_platform_key(platforms), is_admin, paired_user_expires_day(expires_at), count(*)
    FROM new_rows
   GROUP BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT paired_user_counts_key DO UPDATE SET users = c.users + EXCLUDED.users;
  RETURN NULL;
END $$;

CREATE FUNCTION paired_user_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE paired_user_counts c
     SET users = c.users - d.n
    FROM (SELECT account_id, paired_user_platform_key(platforms) AS platforms, is_admin,
                 paired_user_expires_day(expires_at) AS expires_day, count(*)::integer AS n
            FROM old_rows
           GROUP BY 1, 2, 3, 4) d
   WHERE c.account_id = d.account_id AND c.platforms = d.platforms AND c.is_admin = d.is_admin
     AND c.expires_day IS NOT DISTINCT FROM d.expires_day;
  DELETE FROM paired_user_counts WHERE users = 0 AND account_id IN (SELECT account_id FROM old_rows);
  RETURN NULL;
END $$;

CREATE FUNCTION paired_user_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The net change per key: an update that moves no user between keys (invitation, last log in) changes nothing.
  -- A key's net change is either negative or positive, so the two parts never touch the same row.
  WITH delta AS (
    SELECT account_id, platforms, is_admin, expires_day, sum(n)::integer AS n
      FROM (SELECT account_id, paired_user_platform_key(platforms) AS platforms, is_admin,
                   paired_user_expires_day(expires_at) AS expires_day, 1 AS n
              FROM new_rows
            UNION ALL
            SELECT account_id, paired_user_platform_key(platforms), is_admin, paired_user_expires_day(expires_at), -1
              FROM old_rows) AS changes
     GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0
  ), decrements AS (
    UPDATE paired_user_counts c
       SET users = c.users + d.n
      FROM delta d
     WHERE d.n < 0 AND c.account_id = d.account_id AND c.platforms = d.platforms AND c.is_admin = d.is_admin
       AND c.expires_day IS NOT DISTINCT FROM d.expires_day
  )
  INSERT INTO paired_user_counts AS c (account_id, platforms, is_admin, expires_day, users)
  SELECT account_id, platforms, is_admin, expires_day, n FROM delta WHERE n > 0
  ON CONFLICT ON CONSTRAINT paired_user_counts_key DO UPDATE SET users = c.users + EXCLUDED.users;
  DELETE FROM paired_user_counts WHERE users = 0 AND account_id IN (SELECT account_id FROM old_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER paired_user_counts_insert AFTER INSERT ON paired_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paired_user_counts_insert();
CREATE TRIGGER paired_user_counts_delete AFTER DELETE ON paired_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION paired_user_counts_delete();
CREATE TRIGGER paired_user_counts_update AFTER UPDATE ON paired_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION paired_user_counts_update();

-- The users already there.
INSERT INTO paired_user_counts (account_id, platforms, is_admin, expires_day, users)
SELECT account_id, paired_user_platform_key(platforms), is_admin, paired_user_expires_day(expires_at), count(*)
  FROM paired_users
 GROUP BY 1, 2, 3, 4;
