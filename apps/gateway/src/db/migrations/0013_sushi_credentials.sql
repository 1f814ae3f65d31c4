-- COUNTER_SUSHI 5.1 API credentials (modules/sushi): a requestor id and an API key that an administrator of an
-- institution or consortium creates for a harvester. Only the SHA-256 of the key is kept (the key has 256 random
-- bits, shown once at creation); revoking sets revoked_at, and the server checks it on every request (no cache).
CREATE TABLE sushi_credentials (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  requestor_id text NOT NULL CHECK (length(requestor_id) BETWEEN 1 AND 254),
  api_key_hash text NOT NULL UNIQUE CHECK (api_key_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX sushi_credentials_account_idx ON sushi_credentials (account_id, created_at);
