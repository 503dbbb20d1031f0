// Process: main (domain, Electron-free). One unit per tag identity in a receipt too (domain/codes sgtinIdentity: an
// SGTIN's GTIN and serial, whatever its filter or encoding), appended to the journal's migrations. Tags of drafts
// from before this have no identity (the partial index skips them); the EPC stays the primary key, which
// domain/encode/seen-serials.ts reads by key range.
export const RECEIVING_IDENTITY_MIGRATION = `
  ALTER TABLE receiving_tags ADD COLUMN identity TEXT;
  CREATE UNIQUE INDEX receiving_tags_identity ON receiving_tags (draft_id, identity) WHERE identity IS NOT NULL;
`;
