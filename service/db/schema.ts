// Process: service. The SQLite schema of the local Inventory Integration Service. Times are INTEGER
// microseconds since the epoch so filters compare numbers and lastUpdated can move by less than a millisecond.
import { RENDER_TRIGGERS } from './render';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, client_id TEXT NOT NULL, user_name TEXT NOT NULL, password_hash TEXT NOT NULL,
  api_access INTEGER NOT NULL, UNIQUE (client_id, user_name));
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token TEXT PRIMARY KEY, user_id TEXT NOT NULL, family TEXT NOT NULL, expires_at INTEGER NOT NULL,
  used_at INTEGER);
CREATE TABLE IF NOT EXISTS revoked_families (family TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS stores (id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, description TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS levels (
  id TEXT PRIMARY KEY, parent_id TEXT, code TEXT NOT NULL, description TEXT NOT NULL, depth INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS dimensions (
  id TEXT PRIMARY KEY, dimension_number INTEGER NOT NULL, code TEXT NOT NULL, description TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, description TEXT NOT NULL,
  pos_description1 TEXT NOT NULL, pos_description2 TEXT NOT NULL, sku TEXT NOT NULL UNIQUE,
  upc_json TEXT NOT NULL DEFAULT '[]', active INTEGER NOT NULL DEFAULT 1, matrix_id TEXT,
  level_id TEXT, level1_id TEXT, level2_id TEXT, attributes_json TEXT, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS item_render (
  id TEXT PRIMARY KEY, r_head TEXT NOT NULL, r_slots TEXT NOT NULL, r_dims TEXT NOT NULL, r_tail TEXT NOT NULL,
  r_stores TEXT NOT NULL, r_gtins TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS items_last_updated ON items (last_updated);
-- Per-item tables are clustered by item id (WITHOUT ROWID): a page of items is read with one probe per item.
CREATE TABLE IF NOT EXISTS item_dimensions (
  item_id TEXT NOT NULL, dimension_id TEXT NOT NULL, slot INTEGER NOT NULL, PRIMARY KEY (item_id, slot)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS item_dimensions_dimension ON item_dimensions (dimension_id);
CREATE TABLE IF NOT EXISTS item_gtins (
  item_id TEXT NOT NULL, gtin TEXT NOT NULL, is_current INTEGER NOT NULL, PRIMARY KEY (item_id, gtin)) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS item_gtins_gtin ON item_gtins (gtin);
CREATE TABLE IF NOT EXISTS item_stores (
  item_id TEXT NOT NULL, store_id TEXT NOT NULL, retail_price1 REAL NOT NULL, PRIMARY KEY (item_id, store_id))
  WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS item_stores_store ON item_stores (store_id, item_id);
CREATE TABLE IF NOT EXISTS item_retails (
  id TEXT PRIMARY KEY, item_id TEXT NOT NULL, store_id TEXT NOT NULL, retail_price REAL NOT NULL,
  effective INTEGER NOT NULL, created INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS item_retails_effective ON item_retails (effective);
CREATE TABLE IF NOT EXISTS item_images (
  id TEXT PRIMARY KEY, item_id TEXT, recipe_id TEXT, file_name TEXT NOT NULL, content_type TEXT NOT NULL,
  description TEXT, is_default INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS third_party_codes (
  id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, options_json TEXT NOT NULL, default_value TEXT);
CREATE TABLE IF NOT EXISTS interface_values (
  code_id TEXT NOT NULL, store_id TEXT NOT NULL, level_id TEXT NOT NULL DEFAULT '', value TEXT,
  PRIMARY KEY (code_id, store_id, level_id));
CREATE TABLE IF NOT EXISTS on_hand (
  item_id TEXT NOT NULL, store_id TEXT NOT NULL, quantity REAL NOT NULL, row_updated INTEGER NOT NULL,
  PRIMARY KEY (item_id, store_id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS on_hand_updated ON on_hand (row_updated);
CREATE TABLE IF NOT EXISTS vendors (id TEXT PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS vendor_stores (vendor_id TEXT NOT NULL, store_id TEXT NOT NULL, PRIMARY KEY (vendor_id, store_id));
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, store_id TEXT NOT NULL, description TEXT NOT NULL, user_id TEXT, device TEXT,
  count_sheet_id TEXT, mobile_status INTEGER NOT NULL, created INTEGER NOT NULL, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS session_items (
  id TEXT PRIMARY KEY, session_id TEXT NOT NULL, item_id TEXT NOT NULL, count REAL, flag_id TEXT, level_id TEXT,
  seq INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS session_items_session ON session_items (session_id, seq);
CREATE TABLE IF NOT EXISTS receipts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, third_party_id TEXT, doc_number TEXT NOT NULL,
  reference TEXT, description TEXT, instructions TEXT, notes TEXT, vendor_id TEXT NOT NULL, store_id TEXT NOT NULL,
  committed INTEGER NOT NULL DEFAULT 0, committed_by TEXT, paid INTEGER NOT NULL DEFAULT 0, created_by TEXT,
  created INTEGER NOT NULL, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS receipt_lines (
  id TEXT PRIMARY KEY, receipt_id TEXT NOT NULL, item_id TEXT NOT NULL, quantity REAL NOT NULL,
  back_link_line_id TEXT, seq INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS receipt_lines_receipt ON receipt_lines (receipt_id, seq);
CREATE TABLE IF NOT EXISTS purchase_orders (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, doc_number TEXT NOT NULL, vendor_id TEXT NOT NULL,
  store_id TEXT NOT NULL, status TEXT NOT NULL, created INTEGER NOT NULL, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS purchase_order_lines (
  id TEXT PRIMARY KEY, po_id TEXT NOT NULL, item_id TEXT NOT NULL, quantity REAL NOT NULL, unit_cost REAL NOT NULL,
  seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS transactions (
  third_party_id TEXT PRIMARY KEY, body_json TEXT NOT NULL, store_id TEXT NOT NULL, check_closed TEXT NOT NULL,
  received INTEGER NOT NULL, revision INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS currencies (
  id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, description TEXT NOT NULL, exchange_rate REAL NOT NULL,
  effective INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS transfers (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, body_json TEXT NOT NULL, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS staged_invoices (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, body_json TEXT NOT NULL,
  original_name TEXT, original_content_type TEXT, original_data TEXT, last_updated INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS recipes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, body_json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS recipe_types (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS production_groups (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
${RENDER_TRIGGERS}`;
