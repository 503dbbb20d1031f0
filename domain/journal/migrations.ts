// Process: main (domain, Electron-free). The journal's schema: one append-only list of migrations (the file's
// user_version says how many have run). Counts first; receiving appends its own migration after these. Never
// edit a migration that has shipped: the journal holds work that exists nowhere else.

import { ACCURACY_MIGRATION } from '../accuracy/schema';
import { SCOPE_ITEMS_MIGRATION } from '../counts/scope-items-schema';
import { TAG_IDENTITY_MIGRATION } from '../counts/tag-identity-schema';
import { COUNT_TAGS_EPC_INDEX_DROP, ENCODE_MIGRATION } from '../encode/schema';
import { PLAN_SESSIONS_MIGRATION, PLANS_MIGRATION } from '../plans/schema';
import { RECEIVING_IDENTITY_MIGRATION } from '../receiving/identity-schema';
import { RECEIVING_MIGRATION } from '../receiving/schema';
import { REPLENISH_MIGRATION } from '../replenish/schema';
import { RECOUNT_MIGRATION } from '../review/recount-schema';
import { TOLERANCES_MIGRATION } from '../review/tolerance-schema';
import { TAG_HISTORY_ITEM_INDEX_MIGRATION, TAGS_COMPACT_MIGRATION } from '../tags/compact-schema';
import { TAG_MOVES_MIGRATION } from '../tags/moves-schema';
import { TAG_RECORDING_MIGRATION } from '../tags/recording-schema';
import { TAGS_MIGRATION } from '../tags/schema';
import { TRANSFERS_MIGRATION } from '../transfers/schema';
import { UNITS_MIGRATION } from '../units/schema';

/** Append only. */
export const JOURNAL_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  -- A case GTIN-14 (indicator 1-8) counts as this many units; set once per GTIN, shared with receiving.
  CREATE TABLE pack_sizes (
    gtin14 TEXT PRIMARY KEY,
    units INTEGER NOT NULL CHECK (units > 0),
    set_at INTEGER NOT NULL,
    set_by TEXT
  ) WITHOUT ROWID;

  -- Sessions opened on this PC. status: MobileStatus (1 Active, 2 Finalized, 3 Recount, 4 Processed).
  -- remote: 'pending' (to be created on the service), 'created'. locked: the service refused a change.
  CREATE TABLE count_sessions (
    id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    description TEXT NOT NULL,
    blind INTEGER NOT NULL,
    status INTEGER NOT NULL,
    remote TEXT NOT NULL,
    active_area TEXT NOT NULL,
    locked_reason TEXT,
    locked_at INTEGER,
    moved_to TEXT,
    total_reads INTEGER NOT NULL DEFAULT 0,
    opened_at INTEGER NOT NULL,
    snapshot_at INTEGER,
    remote_read_at INTEGER
  );

  CREATE TABLE count_areas (
    session_id TEXT NOT NULL,
    name TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (session_id, name)
  ) WITHOUT ROWID;

  -- This PC's session items. version counts changes; sent_version/sent_qty what the service last took.
  CREATE TABLE count_lines (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    area TEXT NOT NULL,
    qty REAL NOT NULL,
    zero_confirmed INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL,
    sent_version INTEGER NOT NULL DEFAULT 0,
    sent_qty REAL NOT NULL DEFAULT 0,
    UNIQUE (session_id, item_id, area)
  );
  CREATE INDEX count_lines_unsent ON count_lines (session_id) WHERE version > sent_version;

  -- Every counting event (a new tag, a barcode, a manual change, an assignment), newest undone first.
  CREATE TABLE count_scans (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    source TEXT NOT NULL,
    raw TEXT NOT NULL,
    epc TEXT,
    decoded TEXT,
    item_id TEXT,
    area TEXT NOT NULL,
    user TEXT,
    line_id TEXT,
    delta REAL NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX count_scans_open ON count_scans (session_id, id) WHERE undone = 0;

  -- An EPC counts once per session, across areas and restarts: the primary key says so.
  CREATE TABLE count_tags (
    session_id TEXT NOT NULL,
    epc TEXT NOT NULL,
    item_id TEXT,
    area TEXT NOT NULL,
    scan_id INTEGER,
    reads INTEGER NOT NULL,
    PRIMARY KEY (session_id, epc)
  ) WITHOUT ROWID;

  -- Tags and codes that matched no item: open until assigned (then counted, once) or ignored.
  CREATE TABLE count_unknowns (
    session_id TEXT NOT NULL,
    code TEXT NOT NULL,
    kind TEXT NOT NULL,
    raw TEXT NOT NULL,
    reason TEXT NOT NULL,
    area TEXT NOT NULL,
    first_at INTEGER NOT NULL,
    reads INTEGER NOT NULL,
    state TEXT NOT NULL DEFAULT 'open',
    item_id TEXT,
    PRIMARY KEY (session_id, code)
  ) WITHOUT ROWID;

  -- POST /inventory for the store when the session was opened here.
  CREATE TABLE count_expected (
    session_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    on_hand REAL NOT NULL,
    PRIMARY KEY (session_id, item_id)
  ) WITHOUT ROWID;

  -- Other PCs' session items, as last read back with GET /sessions/{id} (shown, never edited).
  CREATE TABLE count_remote_lines (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    qty REAL NOT NULL
  );
  CREATE INDEX count_remote_lines_session ON count_remote_lines (session_id);

  -- What the screens show of an item, copied from the catalog when it enters a session (the journal stands alone).
  CREATE TABLE count_item_facts (
    item_id TEXT PRIMARY KEY,
    sku TEXT NOT NULL,
    upc TEXT NOT NULL,
    description TEXT NOT NULL,
    category_id TEXT,
    category TEXT NOT NULL,
    retail REAL
  ) WITHOUT ROWID;

  CREATE TABLE count_audit (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    user TEXT,
    source TEXT NOT NULL,
    area TEXT NOT NULL,
    line_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    before REAL NOT NULL,
    after REAL NOT NULL
  );
  CREATE INDEX count_audit_session ON count_audit (session_id, id);
  `,
  RECEIVING_MIGRATION,
  // A line the service refused (a 4xx that is not a lock, a rate limit or a timeout: an item id it does not know)
  // is quarantined, not retried: refused holds the service's message until the line is removed or reassigned.
  `
  ALTER TABLE count_lines ADD COLUMN refused TEXT;
  `,
  // What a count covers (contract/counts.ts CountScope as JSON): sessions from before scopes were whole-store.
  `
  ALTER TABLE count_sessions ADD COLUMN scope TEXT NOT NULL DEFAULT '{"kind":"store"}';
  `,
  // Commissioning (domain/encode): serial blocks, handed-out serials and print jobs.
  ENCODE_MIGRATION,
  // Count plans (domain/plans): what to count per store, how often, the next due date.
  PLANS_MIGRATION,
  // Tag history (domain/tags): first and last read times on count_tags, and which finalized counts were recorded.
  TAGS_MIGRATION,
  // A line put in an upload request (answered or not): the service may hold it, so a line taken back to zero is
  // kept as a counted zero, never deleted, even after a restart lost the in-memory record of the request.
  `
  ALTER TABLE count_lines ADD COLUMN attempted INTEGER NOT NULL DEFAULT 0;
  `,
  // Count tolerances per store (domain/review/tolerance-schema.ts): the review's within/beyond marks.
  TOLERANCES_MIGRATION,
  // Accuracy of each finalized count (domain/accuracy/schema.ts): the history screen's points and items.
  ACCURACY_MIGRATION,
  // The recount list of a Recount session (domain/review/recount-schema.ts).
  RECOUNT_MIGRATION,
  // Count plans started as sessions (domain/plans/plan-sessions.ts), and the item lists of 'items' scopes (a plan's
  // ABC slice, domain/counts/scope-items.ts).
  PLAN_SESSIONS_MIGRATION,
  SCOPE_ITEMS_MIGRATION,
  // The compact tag history (domain/tags/compact-schema.ts): a finished count's tags in integer-keyed rows with
  // the EPC as bytes, copied from count_tags (recorded counts backfilled) and pruned there when nothing needs them.
  TAGS_COMPACT_MIGRATION,
  // Per-reader totals of a count (domain/counts/reader-totals.ts), kept for the session like its total reads: the
  // RFID reads each named reader fed it (written with every batch), and the reader that first read each counted tag.
  // Reads and tags from before this (or typed, or of no named reader) are the remainder, shown as such.
  `
  CREATE TABLE count_reader_reads (
    session_id TEXT NOT NULL,
    reader TEXT NOT NULL,
    reads INTEGER NOT NULL,
    PRIMARY KEY (session_id, reader)
  ) WITHOUT ROWID;
  ALTER TABLE count_tags ADD COLUMN reader TEXT;
  `,
  // One unit per tag identity (domain/counts/tag-identity-schema.ts): each counted tag's GS1 identity, unique in
  // its session, and a second encoding of a counted identity on the unknown list naming the EPC that counted it.
  TAG_IDENTITY_MIGRATION,
  // A receipt's tags by identity too (domain/receiving/identity-schema.ts).
  RECEIVING_IDENTITY_MIGRATION,
  // Transfers between stores (domain/transfers/schema.ts): drafts sent by id, incoming transfers received and
  // verified; and the tags they moved, in the tag history (domain/tags/moves-schema.ts).
  TRANSFERS_MIGRATION,
  TAG_MOVES_MIGRATION,
  // Replenishment (domain/replenish/schema.ts): area roles, presentation minimums, picks, tag moves, availability.
  REPLENISH_MIGRATION,
  // Food-and-beverage counting (domain/units/schema.ts): units and precisions, bottle weights, shelf orders, weighings.
  UNITS_MIGRATION,
  // count_tags without its index by EPC alone (domain/encode/schema.ts): encode's seen serials read it per count.
  COUNT_TAGS_EPC_INDEX_DROP,
  // The tag history by count, item and area (domain/tags/compact-schema.ts): the replenishment list's biggest
  // picture grouped per item and area, and the wanted items' tags, without scanning the count.
  TAG_HISTORY_ITEM_INDEX_MIGRATION,
  // The tag history recorded in slices (domain/tags/recording-schema.ts): a recording's "recorded up to" marker.
  TAG_RECORDING_MIGRATION,
];
