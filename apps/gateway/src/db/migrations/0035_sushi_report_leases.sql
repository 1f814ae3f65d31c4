-- At most a few SUSHI report requests of one credential at once (issue 30, item 5; modules/sushi/leases.ts): a report
-- request holds one of its credential's slots while it runs. Kept in the database so the limit holds across gateway
-- processes; a lease expires, so one left by a gateway that died frees itself.
CREATE TABLE sushi_report_leases (
  credential_id uuid NOT NULL REFERENCES sushi_credentials (id) ON DELETE CASCADE,
  slot smallint NOT NULL CHECK (slot >= 1),
  holder uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (credential_id, slot)
);
