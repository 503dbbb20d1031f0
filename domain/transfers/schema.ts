// Process: main (domain, Electron-free). Transfers between stores, one journal migration (appended to
// domain/journal/migrations.ts). Sending: a draft per transfer whose id is the transfer's id on the service, chosen
// when the draft is made (so a send whose answer was lost is read back by that id, never made twice), its lines per
// box and item, and each RFID tag packed once (by identity, any encoding). Receiving: the transfer as read from the
// service (lines and the boxes of EPCs sent), what arrived (lines, tags) and, once finished, the report.
export const TRANSFERS_MIGRATION = `
  CREATE TABLE transfer_drafts (
    id TEXT PRIMARY KEY,
    from_store_id TEXT NOT NULL,
    to_store_id TEXT NOT NULL,
    doc_number TEXT NOT NULL,
    need_by TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    -- the box scans go into now (boxes are numbered as they are packed)
    box INTEGER NOT NULL DEFAULT 1,
    -- open -> sending (the exact body written before POST /transfers/{id}) -> sent
    state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'sending', 'sent')),
    send_json TEXT,
    sent_at TEXT,
    created_by TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX transfer_drafts_store ON transfer_drafts (from_store_id, updated_at);

  CREATE TABLE transfer_lines (
    draft_id TEXT NOT NULL REFERENCES transfer_drafts(id) ON DELETE CASCADE,
    box INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    quantity REAL NOT NULL,
    seq INTEGER NOT NULL,
    PRIMARY KEY (draft_id, box, item_id)
  ) WITHOUT ROWID;

  CREATE TABLE transfer_tags (
    draft_id TEXT NOT NULL REFERENCES transfer_drafts(id) ON DELETE CASCADE,
    epc TEXT NOT NULL,
    identity TEXT NOT NULL,
    item_id TEXT NOT NULL,
    box INTEGER NOT NULL,
    PRIMARY KEY (draft_id, epc),
    UNIQUE (draft_id, identity)
  ) WITHOUT ROWID;

  -- An incoming transfer this PC opened: the transfer as read (lines, boxes of EPCs), open -> finished (the report).
  CREATE TABLE transfer_receipts (
    transfer_id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    transfer_json TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'finished')),
    report_json TEXT,
    opened_at TEXT NOT NULL,
    finished_at TEXT
  );

  CREATE TABLE transfer_received_lines (
    transfer_id TEXT NOT NULL REFERENCES transfer_receipts(transfer_id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    quantity REAL NOT NULL,
    PRIMARY KEY (transfer_id, item_id)
  ) WITHOUT ROWID;

  CREATE TABLE transfer_received_tags (
    transfer_id TEXT NOT NULL REFERENCES transfer_receipts(transfer_id) ON DELETE CASCADE,
    epc TEXT NOT NULL,
    identity TEXT NOT NULL,
    item_id TEXT NOT NULL,
    PRIMARY KEY (transfer_id, epc),
    UNIQUE (transfer_id, identity)
  ) WITHOUT ROWID;
`;
