// Process: main (domain, Electron-free). Commissioning's tables, one migration of the journal (appended to
// domain/journal/migrations.ts). A serial handed out exists nowhere else, so it lives in the journal (synchronous
// FULL): an allocation is on disk before a tag is written or a label is sent, and a crash cannot hand it out twice.
export const ENCODE_MIGRATION = `
  -- This installation's blocks of serials, per GTIN: serials block * 2^20 .. block * 2^20 + 2^20 - 1 (README).
  CREATE TABLE encode_blocks (
    gtin14 TEXT NOT NULL,
    block INTEGER NOT NULL,
    next INTEGER NOT NULL,
    taken_at INTEGER NOT NULL,
    PRIMARY KEY (gtin14, block)
  ) WITHOUT ROWID;

  -- Every serial handed out. state: 'allocated' (committed, not yet on a tag), 'used' (written and verified, or
  -- printed), 'spoiled' (a failed write or a label that may have printed: never handed out again either way).
  CREATE TABLE encode_serials (
    gtin14 TEXT NOT NULL,
    serial INTEGER NOT NULL,
    epc TEXT NOT NULL UNIQUE,
    item_id TEXT NOT NULL,
    state TEXT NOT NULL,
    job_id TEXT,
    seq INTEGER,
    note TEXT,
    at INTEGER NOT NULL,
    PRIMARY KEY (gtin14, serial)
  ) WITHOUT ROWID;
  CREATE INDEX encode_serials_job ON encode_serials (job_id, seq) WHERE job_id IS NOT NULL;

  -- A print job: the labels are its encode_serials rows (job_id, seq); done when none is left 'allocated'.
  CREATE TABLE encode_jobs (
    id TEXT PRIMARY KEY,
    printer TEXT NOT NULL,
    source TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_error TEXT
  );

  -- Serials already in the store's tags are never issued: the allocator looks EPCs up here.
  CREATE INDEX count_tags_epc ON count_tags (epc);
`;

// The allocator reads count_tags per count by its key (session, EPC: seen-serials.ts), so the index by EPC alone is
// dropped: it was a third B-tree written for every tag a count's first pass reads.
export const COUNT_TAGS_EPC_INDEX_DROP = `
  DROP INDEX IF EXISTS count_tags_epc;
`;
