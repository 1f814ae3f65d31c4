-- SSO domains another institution could rightly claim are held as pending until staff confirm them (issue 30,
-- item 1; docs/decisions.md "SSO domain claims"). Domains saved before this are kept as confirmed.
ALTER TABLE access_credentials ADD COLUMN domain_pending boolean NOT NULL DEFAULT false;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_pending_domain_check CHECK (NOT domain_pending OR type = 'DOMAIN');
CREATE INDEX access_credentials_pending_domain_idx ON access_credentials (created_at) WHERE domain_pending;
ALTER TABLE access_method_changes DROP CONSTRAINT access_method_changes_event_type_check;
ALTER TABLE access_method_changes ADD CONSTRAINT access_method_changes_event_type_check CHECK (event_type IN (
  'saml_update', 'saml_delete', 'proxy_update', 'proxy_delete', 'domain_update', 'domain_delete', 'domain_confirm',
  'lti_update', 'lti_delete', 'sso_provider_update'
));
