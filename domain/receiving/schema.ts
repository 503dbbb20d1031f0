// Process: main (domain, Electron-free). The receiving drafts' tables, one migration of the local journal (appended
// to domain/journal/migrations.ts). A draft exists nowhere else until it is submitted, so the journal is opened with
// synchronous FULL: a scan is on disk before it is acknowledged.
export const RECEIVING_MIGRATION = `
  CREATE TABLE receiving_drafts (
    id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    vendor_id TEXT,
    doc_number TEXT NOT NULL DEFAULT '',
    reference TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    -- the purchase order as read when it was attached: {id, docNumber, status, fetchedAt, lines:[{id, itemId,
    -- ordered, alreadyReceived}]}, so the draft shows its order lines offline
    po_json TEXT,
    -- open -> submitting (written before POST /receipts is sent) -> submitted (the created receipt's id)
    state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'submitting', 'submitted')),
    -- the exact body sent, and which draft line each receipt line came from (422 errors name lines by index)
    submit_json TEXT,
    receipt_id TEXT,
    submitted_at TEXT,
    created_by TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX receiving_drafts_store ON receiving_drafts(store_id, updated_at);

  -- one line per item; its split over the order's lines is worked out when shown and when submitted
  CREATE TABLE receiving_lines (
    id TEXT PRIMARY KEY,
    draft_id TEXT NOT NULL REFERENCES receiving_drafts(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    quantity REAL NOT NULL,
    seq INTEGER NOT NULL,
    UNIQUE (draft_id, item_id)
  );

  -- each RFID tag once per receipt
  CREATE TABLE receiving_tags (
    draft_id TEXT NOT NULL REFERENCES receiving_drafts(id) ON DELETE CASCADE,
    epc TEXT NOT NULL,
    item_id TEXT NOT NULL,
    PRIMARY KEY (draft_id, epc)
  ) WITHOUT ROWID;
`;
