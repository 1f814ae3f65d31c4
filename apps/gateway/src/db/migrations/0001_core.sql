-- Core tables: accounts, users and their roles and flags, server-side sessions, EBA participation,
-- community collections and the event log.

CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  -- The site code. Individual accounts have none.
  code text,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('individual', 'institution', 'consortium', 'publisher')),
  -- Consortium members and agent-managed institutions point at their parent account.
  parent_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  external_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type = 'individual' OR code IS NOT NULL),
  CHECK (code IS NULL OR (length(code) BETWEEN 1 AND 64)),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
-- Site codes are unique regardless of case and looked up case-insensitively, exactly or by prefix.
CREATE UNIQUE INDEX accounts_code_lower_idx ON accounts (lower(code) text_pattern_ops);
CREATE INDEX accounts_parent_name_idx ON accounts (parent_id, name) WHERE parent_id IS NOT NULL;

CREATE TABLE users (
  id uuid PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username = lower(username) AND length(username) BETWEEN 1 AND 254),
  password_hash text NOT NULL,
  display_name text NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  individual_account_id uuid NOT NULL UNIQUE REFERENCES accounts (id),
  last_logged_in timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN (
    'ADMINISTRATOR', 'ARTSTOR_INS_ADMIN', 'SHARED_ARTSTOR_ADMIN', 'AGENT_ADMINISTRATOR', 'ITHAKA_STAFF'
  )),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, account_id, role)
);
CREATE INDEX account_roles_account_idx ON account_roles (account_id);

CREATE TABLE user_flags (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  flag text NOT NULL CHECK (length(flag) BETWEEN 1 AND 100),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, flag)
);

CREATE TABLE sessions (
  -- sha256 (hex) of the cookie token; the token itself is never stored.
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  -- Public identifier the console may see.
  uuid uuid NOT NULL UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  masquerade_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  access_persist boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  login_expires_at timestamptz,
  CHECK ((user_id IS NULL) = (login_expires_at IS NULL))
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE eba_participants (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  has_successful_upload boolean NOT NULL DEFAULT false,
  is_processing boolean NOT NULL DEFAULT false,
  enrolled_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collections (
  id uuid PRIMARY KEY,
  title text NOT NULL,
  -- 'community' collections are the ones the Collections Usage dashboard offers.
  kind text NOT NULL DEFAULT 'community' CHECK (kind IN ('community')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_collections (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  collection_id uuid NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, collection_id)
);
CREATE INDEX account_collections_collection_idx ON account_collections (collection_id);

CREATE TABLE log_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type ~ '^[a-z0-9_-]{1,64}$'),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  session_uuid uuid,
  site_code text,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX log_events_type_created_idx ON log_events (type, created_at);
CREATE INDEX log_events_user_idx ON log_events (user_id, created_at) WHERE user_id IS NOT NULL;
