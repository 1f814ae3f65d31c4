-- User management (spec 000 §2, §3 "Paired user", §4, §7): users paired with an institution, their profile per
-- platform, the audit of every change, the user-data download and the outbox that delivers its message.
-- Admin notifications (§3 "Notification") with read marks per console user.

CREATE TABLE paired_users (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Stored lower-case: one pairing per address and institution, searched by prefix.
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- INVITED until the user accepts the invitation; ACTIVE afterwards.
  status text NOT NULL CHECK (status IN ('INVITED', 'ACTIVE')),
  -- Admin roles held on the institution (ADMINISTRATOR, ARTSTOR_INS_ADMIN, SHARED_ARTSTOR_ADMIN); admins do not expire.
  roles text[] NOT NULL DEFAULT '{}',
  is_admin boolean GENERATED ALWAYS AS (cardinality(roles) > 0) STORED,
  -- Kept with the profiles in the same statements, so a page and its counts read this table alone:
  -- the platforms the user has a profile on, and the latest end of access over them (NULL: does not expire).
  platforms text[] NOT NULL DEFAULT '{}',
  expires_at timestamptz,
  last_authenticated_at timestamptz,
  invited_at timestamptz NOT NULL DEFAULT now(),
  invitation_count integer NOT NULL DEFAULT 1 CHECK (invitation_count >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, email)
);
-- The list (ordered by address in byte order) and the prefix search (a range on the same order) page through
-- this index; the admin filter through the second.
CREATE INDEX paired_users_account_email_idx ON paired_users (account_id, email COLLATE "C");
CREATE INDEX paired_users_account_admin_email_idx ON paired_users (account_id, email COLLATE "C") WHERE is_admin;

CREATE TABLE paired_user_profiles (
  paired_user_id uuid NOT NULL REFERENCES paired_users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('jstor', 'artstor')),
  active boolean NOT NULL DEFAULT true,
  -- NULL: no expiry (admins).
  expires_at timestamptz,
  last_authenticated_at timestamptz,
  PRIMARY KEY (paired_user_id, platform)
);

CREATE TABLE user_management_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- add, resend, extend, expire, grant_admin, data_download
  action text NOT NULL CHECK (action ~ '^[a-z_]{1,32}$'),
  email text,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_management_audit_account_idx ON user_management_audit (account_id, created_at);

-- A user list built for a download link; only the SHA-256 of the link's token is stored.
CREATE TABLE user_data_exports (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  csv text NOT NULL,
  row_count integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX user_data_exports_expires_idx ON user_data_exports (expires_at);

-- Messages the gateway sends by email. With SMTP_URL set, the outbox-delivery job sends them; without it they
-- stay here, readable (docs/decisions.md "User data download and the outbox").
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_messages_unsent_idx ON outbox_messages (created_at) WHERE sent_at IS NULL;

CREATE TABLE admin_notifications (
  id uuid PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) <= 4000),
  -- Only http(s) links, or a path of the console (an admin link, opened in the same tab): a javascript: or
  -- data: URL would run in the console.
  more_details_url text CHECK (more_details_url IS NULL OR more_details_url ~* '^https?://[^\s]+$' OR more_details_url ~ '^/admin(/[^\s]*)?$'),
  more_details_text text,
  -- Comma-separated account types (institution, consortium, publisher), compared case-insensitively.
  audience text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_notifications_created_idx ON admin_notifications (created_at DESC);

CREATE TABLE admin_notification_reads (
  notification_id uuid NOT NULL REFERENCES admin_notifications (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);
