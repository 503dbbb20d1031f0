// Process: main (domain, Electron-free). One unit per tag identity (domain/codes sgtinIdentity: an SGTIN's GTIN and
// serial, whatever its filter or encoding), appended to the journal's migrations (domain/journal/migrations.ts).
// count_tags.identity: the identity of each counted tag, unique in its session (the partial index: rows from before
// this, or put back by the tag history, have none until ingest gives them theirs: ingest.ts). A second encoding of
// an identity already counted is not counted: it goes on the unknown list as kind 'clone', same_as naming the EPC
// that counted the identity.
export const TAG_IDENTITY_MIGRATION = `
  ALTER TABLE count_tags ADD COLUMN identity TEXT;
  CREATE UNIQUE INDEX count_tags_identity ON count_tags (session_id, identity) WHERE identity IS NOT NULL;
  ALTER TABLE count_unknowns ADD COLUMN same_as TEXT;
`;
