-- Account information, holdings and Alma linking (spec 000 §2, §3, §4, §7).
-- Holdings are never stored as a summary: packages list their titles (with KBART coverage), licences tie an
-- institution to packages, and every count, list and file is computed from these rows when asked for.

-- A package of content the provider sells: an archive collection of journals, a books collection, a primary
-- source or image collection. Its `code` is the package segment of the KBART file name (letters and digits).
CREATE TABLE holdings_packages (
  id uuid PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{1,60}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  tab text NOT NULL CHECK (tab IN ('journals', 'books', 'primary-sources', 'images')),
  -- journals: archive or current; books: books; primary-sources and images: collections.
  section text NOT NULL CHECK (section IN ('archive', 'current', 'books', 'collections')),
  -- The region segment of the KBART file name (KBART: "Global" unless the package is regional).
  region text NOT NULL DEFAULT 'Global' CHECK (region ~ '^[A-Za-z0-9]{1,40}$'),
  -- Items of a primary-source or image collection (they are not catalogue titles).
  item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0),
  -- Books: the yearly list price of the package, the basis of the savings figures.
  list_price numeric(12, 2) CHECK (list_price IS NULL OR list_price >= 0),
  sort_order integer NOT NULL DEFAULT 0
);

-- The titles of a package with their KBART coverage (coverage_end null: to the present).
CREATE TABLE holdings_package_titles (
  package_id uuid NOT NULL REFERENCES holdings_packages (id) ON DELETE CASCADE,
  title_id integer NOT NULL REFERENCES titles (id) ON DELETE CASCADE,
  coverage_begin date,
  coverage_end date,
  first_volume text,
  first_issue text,
  last_volume text,
  last_issue text,
  -- KBART embargo_info, e.g. R3Y (the most recent three years are not included).
  embargo text CHECK (embargo IS NULL OR embargo ~ '^[RP][0-9]{1,3}[DMY]$'),
  PRIMARY KEY (package_id, title_id),
  CHECK (coverage_end IS NULL OR coverage_begin IS NULL OR coverage_begin <= coverage_end)
);
CREATE INDEX holdings_package_titles_title_idx ON holdings_package_titles (title_id);

-- Bibliographic details the KBART columns need beyond the catalogue's own (one row per title, optional).
CREATE TABLE title_details (
  title_id integer PRIMARY KEY REFERENCES titles (id) ON DELETE CASCADE,
  publisher_name text CHECK (publisher_name IS NULL OR length(publisher_name) <= 200),
  first_author text CHECK (first_author IS NULL OR length(first_author) <= 200),
  first_editor text CHECK (first_editor IS NULL OR length(first_editor) <= 200),
  published_print date,
  published_online date,
  edition text CHECK (edition IS NULL OR length(edition) <= 20)
);

-- Licences of an account (spec 000 §3): a package licence, or a feature licence such as
-- Institution_Interactive_Research_Tool (status OK: the research tool is active).
CREATE TABLE licenses (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type ~ '^[A-Za-z0-9_]{1,80}$'),
  status text NOT NULL CHECK (status IN ('OK', 'CANCELLED', 'PENDING', 'EXPIRED')),
  sub_type text,
  description text,
  legacy_type text,
  internal_id text,
  start_date date NOT NULL,
  end_date date,
  ignore_end boolean NOT NULL DEFAULT false,
  package_id uuid REFERENCES holdings_packages (id) ON DELETE CASCADE,
  -- Books: what the institution pays a year for the package.
  annual_fee numeric(12, 2) CHECK (annual_fee IS NULL OR annual_fee >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'COLLECTION') = (package_id IS NOT NULL)),
  CHECK (end_date IS NULL OR start_date <= end_date)
);
CREATE INDEX licenses_account_idx ON licenses (account_id, type);
CREATE UNIQUE INDEX licenses_account_package_idx ON licenses (account_id, package_id) WHERE package_id IS NOT NULL;

-- Books savings context of an institution (spec 000 §3 "Books notes").
CREATE TABLE holdings_book_profiles (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  classification text NOT NULL CHECK (length(classification) BETWEEN 1 AND 100),
  community text NOT NULL CHECK (length(community) BETWEEN 1 AND 100),
  -- The discount of the institution's pricing tier, as a fraction (0.35 is 35 %).
  tier_savings numeric(5, 4) NOT NULL CHECK (tier_savings >= 0 AND tier_savings <= 1)
);

-- Items of the community collections the Shared Collections tab counts.
ALTER TABLE collections ADD COLUMN IF NOT EXISTS item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0);

-- The answers of the research tool's optional feedback modal (spec 000 §4).
CREATE TABLE research_tool_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  session_uuid uuid,
  feedback text NOT NULL CHECK (length(feedback) <= 3000),
  may_contact boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX research_tool_feedback_account_idx ON research_tool_feedback (account_id, created_at);

-- The Institution Token Id Alma's auto-holdings integration uses (spec 000 §2 "Alma linking"); random,
-- generated by the gateway once per institution.
CREATE TABLE alma_tokens (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{32,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Branding and OpenURL of the Account Information page (spec 000 §3 preferences: OpenURL baseURL,
-- ProviderDesignationStatement accountName). Null: not provided.
CREATE TABLE account_branding (
  account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  provider_designation_statement text CHECK (length(provider_designation_statement) BETWEEN 1 AND 200),
  openurl_base_url text CHECK (openurl_base_url ~ '^https?://[^[:space:]]+$' AND length(openurl_base_url) <= 2000)
);
