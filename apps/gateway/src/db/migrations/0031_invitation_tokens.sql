-- The personal link of an invitation (issue 30, item 13): only the SHA-256 of its random token is kept, the latest
-- one per paired user (a reminder's new link replaces the earlier one: "earlier invitation links no longer work").
ALTER TABLE paired_users ADD COLUMN invitation_token_hash text;
CREATE UNIQUE INDEX paired_users_invitation_token_idx ON paired_users (invitation_token_hash) WHERE invitation_token_hash IS NOT NULL;
