-- Access methods (spec 000 §2, §3, §4, §7): an institution's credentials, its InstitutionFinderInfo
-- preferences, the federation entities SAML entity IDs are checked against, and the audit trail of changes.

-- One row per credential of an account. Each type uses its own columns (spec 000 §3 credential kinds).
CREATE TABLE access_credentials (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('IPRANGE', 'DOMAIN', 'REFERRER', 'USERPASS', 'SHIBBOLETH', 'LTI')),
  -- IPRANGE: an address, CIDR block or start-end range; allow false marks a blocked range.
  ip_address text CHECK (length(ip_address) BETWEEN 1 AND 100),
  allow boolean,
  -- DOMAIN (SSO): stored lower-case.
  domain text CHECK (domain = lower(domain) AND length(domain) BETWEEN 4 AND 253),
  referrer text CHECK (length(referrer) BETWEEN 1 AND 2000),
  -- USERPASS: the password is kept only as a hash and never leaves the gateway.
  username text CHECK (length(username) BETWEEN 1 AND 254),
  password_hash text,
  -- SHIBBOLETH: the SAML entity ID.
  entity text CHECK (length(entity) BETWEEN 1 AND 1024),
  -- LTI (Canvas): client id, deployment id (clientSecret in the account shape), institution domain.
  client_id text CHECK (length(client_id) BETWEEN 1 AND 255),
  client_secret text CHECK (length(client_secret) BETWEEN 1 AND 255),
  lti_domain text CHECK (length(lti_domain) BETWEEN 1 AND 255),
  provider text CHECK (provider IN ('canvas')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'IPRANGE' OR (ip_address IS NOT NULL AND allow IS NOT NULL)),
  CHECK (type <> 'DOMAIN' OR domain IS NOT NULL),
  CHECK (type <> 'REFERRER' OR referrer IS NOT NULL),
  CHECK (type <> 'USERPASS' OR (username IS NOT NULL AND password_hash IS NOT NULL)),
  CHECK (type <> 'SHIBBOLETH' OR entity IS NOT NULL),
  CHECK (type <> 'LTI' OR (client_id IS NOT NULL AND client_secret IS NOT NULL AND lti_domain IS NOT NULL AND provider IS NOT NULL))
);
CREATE INDEX access_credentials_account_idx ON access_credentials (account_id, type);
-- An SSO domain belongs to one institution only (the unique-domain message).
CREATE UNIQUE INDEX access_credentials_domain_idx ON access_credentials (domain) WHERE type = 'DOMAIN';
-- One entity ID and one Canvas integration per institution.
CREATE UNIQUE INDEX access_credentials_saml_idx ON access_credentials (account_id) WHERE type = 'SHIBBOLETH';
CREATE UNIQUE INDEX access_credentials_lti_idx ON access_credentials (account_id) WHERE type = 'LTI';
CREATE INDEX access_credentials_iprange_idx ON access_credentials (type) WHERE type = 'IPRANGE';

-- preferences.InstitutionFinderInfo (spec 000 §3): loginUrl (the proxy URL) and domainCredentialProvider.
CREATE TABLE access_preferences (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  institution_finder_info jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(institution_finder_info) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Identity providers of the federations the gateway knows (verifyEntityId). Loaded from SAML metadata
-- (an EntitiesDescriptor) by `modules/access-methods/federation-cli.ts`; the demo seed adds a few.
CREATE TABLE federation_entities (
  entity_id text PRIMARY KEY CHECK (length(entity_id) BETWEEN 1 AND 1024),
  federation text NOT NULL CHECK (length(federation) BETWEEN 1 AND 100),
  display_name text CHECK (length(display_name) <= 500),
  registration_authority text CHECK (length(registration_authority) <= 1024),
  loaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX federation_entities_federation_idx ON federation_entities (federation);

-- The access-method log events of spec 000 §7 made durable: one row per change or delete, written in the
-- transaction of the change. Values are text with secrets masked.
CREATE TABLE access_method_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN (
    'saml_update', 'saml_delete', 'proxy_update', 'proxy_delete', 'domain_update', 'domain_delete',
    'lti_update', 'lti_delete', 'sso_provider_update'
  )),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  site_code text NOT NULL,
  -- The account's external id, as the console names it.
  institution_id text NOT NULL,
  old_value text,
  new_value text,
  session_uuid uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_method_changes_account_idx ON access_method_changes (account_id, id DESC);
