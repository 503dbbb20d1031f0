// Process: service. Triggers that keep each item's JSON fragments (table item_render: r_head, r_slots, r_dims,
// r_tail, r_stores, r_gtins) current on every write. They live apart from items so paging walks narrow rows, and
// reading a page of items is string concatenation in SQLite instead of joins and JSON building per item.
// Fragments are object bodies without braces; lastUpdated, stores and epcGTIN are added at read time (see
// repo/items-json.ts). lastUpdated is formatted from items.last_updated when read (about 0.4 us an item), not
// stored: a stored copy made every timestamp shift (a new data file from the seed template, seed/template.ts)
// rewrite every item's fragments, 32 s at 500,000 items.
const strip = (expr: string) => `substr(${expr}, 2, length(${expr}) - 2)`;
const LEVEL = (col: string) =>
  `(SELECT json_object('id', l.id, 'code', l.code, 'description', l.description) FROM levels l WHERE l.id = ${col})`;
const SLOT = (item: string, n: number) =>
  `'dimension${n}', (SELECT json_object('id', x.id, 'description', x.description) FROM item_dimensions d
     JOIN dimensions x ON x.id = d.dimension_id WHERE d.item_id = ${item} AND d.slot = ${n})`;

/** The interface value of code `c` for store `s` and item `it`: level2, level1, level, then store, then default. */
const VALUE = (it: string) =>
  `COALESCE(${[`${it}.level2_id`, `${it}.level1_id`, `${it}.level_id`, "''"]
    .map(
      (l) =>
        `(SELECT v.value FROM interface_values v WHERE v.code_id = c.id AND v.store_id = s.store_id AND v.level_id = ${l})`,
    )
    .join(', ')}, c.default_value)`;

/** The item's stores array (spec 2.2 stores[] with interfaces), optionally for one store (a `?` parameter). */
export function storesJsonSql(it: string, oneStore = false): string {
  return `COALESCE((SELECT json_group_array(json(e)) FROM (SELECT json_object('id', s.store_id, 'retailPrice1', s.retail_price1,
    'interfaces', (SELECT json_group_array(json_object('id', c.id, 'name', c.name, 'value', ${VALUE(it)}))
      FROM (SELECT * FROM third_party_codes ORDER BY name) c)) AS e
    FROM item_stores s WHERE s.item_id = ${it}.id ${oneStore ? 'AND s.store_id = ?' : ''} ORDER BY s.store_id)), '[]')`;
}

/** lastUpdated as v3 writes it (same text as formatMicros in clock.ts). */
export const isoSql = (col: string) =>
  `strftime('%Y-%m-%dT%H:%M:%S', ${col} / 1000000, 'unixepoch') || '.' || printf('%06d', ${col} % 1000000) || '0+00:00'`;

/** The item's epcGTIN array: current GTIN first, then historical ones. */
const gtinsJsonSql = (it: string) =>
  `(SELECT json_group_array(g.gtin) FROM (SELECT gtin FROM item_gtins g WHERE g.item_id = ${it}.id
     ORDER BY g.is_current DESC, g.gtin) g)`;

/** Re-renders the stores fragment of every item: after third party code or interface value changes. */
export const RERENDER_ALL_STORES = `UPDATE item_render SET r_stores = (SELECT ${storesJsonSql('it')} FROM items it WHERE it.id = item_render.id)`;

/** The fragment expressions for the item row `it`, in item_render column order (after id). */
function renderColumns(it: string): string {
  const head = `json_object('id', ${it}.id, 'description', ${it}.description, 'posDescription1', ${it}.pos_description1,
    'posDescription2', ${it}.pos_description2, 'sku', ${it}.sku, 'upc', json(${it}.upc_json),
    'active', json(CASE WHEN ${it}.active THEN 'true' ELSE 'false' END),
    'matrix', CASE WHEN ${it}.matrix_id IS NULL THEN NULL ELSE json_object('id', ${it}.matrix_id) END)`;
  const slots = `json_object(${Array.from({ length: 10 }, (_, k) => SLOT(`${it}.id`, k + 1)).join(', ')})`;
  const dims = `COALESCE((SELECT json_group_object('Dimension' || d.slot, json_object('id', x.id, 'description', x.description))
    FROM (SELECT * FROM item_dimensions d WHERE d.item_id = ${it}.id ORDER BY d.slot) d JOIN dimensions x ON x.id = d.dimension_id), '{}')`;
  const tail = `json_object('level', ${LEVEL(`${it}.level_id`)}, 'level1', ${LEVEL(`${it}.level1_id`)},
    'level2', ${LEVEL(`${it}.level2_id`)}, 'attributes', json(${it}.attributes_json))`;
  return `${strip(head)}, ${strip(slots)}, ${dims}, ${strip(tail)}, ${storesJsonSql(it)}, ${gtinsJsonSql(it)}`;
}

/** item_render's columns in order, as db/schema.ts creates them (an older file's table is rebuilt: db/open.ts). */
export const RENDER_LAYOUT = 'id,r_head,r_slots,r_dims,r_tail,r_stores,r_gtins';

/** Renders every fragment of the items matching `where` (on alias it) into item_render. */
const renderWhere = (where: string) =>
  `INSERT OR REPLACE INTO item_render (id, r_head, r_slots, r_dims, r_tail, r_stores, r_gtins)
     SELECT it.id, ${renderColumns('it')} FROM items it WHERE ${where};`;
/** Renders items that have no fragments yet (a database file from before item_render existed). */
export const RENDER_MISSING = renderWhere('it.id NOT IN (SELECT id FROM item_render)');

const renderStores = (itemId: string) =>
  `UPDATE item_render SET r_stores = (SELECT ${storesJsonSql('it')} FROM items it WHERE it.id = item_render.id)
     WHERE id = ${itemId};`;

const RENDERED_COLUMNS =
  'description, pos_description1, pos_description2, sku, upc_json, active, matrix_id, level_id, level1_id, level2_id, attributes_json';

export const RENDER_TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS items_render_insert AFTER INSERT ON items BEGIN
  ${renderWhere('it.seq = NEW.seq')}
END;
CREATE TRIGGER IF NOT EXISTS items_render_update AFTER UPDATE OF ${RENDERED_COLUMNS} ON items BEGIN
  ${renderWhere('it.seq = NEW.seq')}
END;
CREATE TRIGGER IF NOT EXISTS item_dimensions_render_insert AFTER INSERT ON item_dimensions BEGIN
  ${renderWhere('it.id = NEW.item_id')}
END;
CREATE TRIGGER IF NOT EXISTS item_dimensions_render_delete AFTER DELETE ON item_dimensions BEGIN
  ${renderWhere('it.id = OLD.item_id')}
END;
CREATE TRIGGER IF NOT EXISTS item_stores_render_insert AFTER INSERT ON item_stores BEGIN
  ${renderStores('NEW.item_id')}
END;
CREATE TRIGGER IF NOT EXISTS item_stores_render_update AFTER UPDATE ON item_stores BEGIN
  ${renderStores('NEW.item_id')}
END;
CREATE TRIGGER IF NOT EXISTS item_stores_render_delete AFTER DELETE ON item_stores BEGIN
  ${renderStores('OLD.item_id')}
END;
CREATE TRIGGER IF NOT EXISTS item_gtins_render_insert AFTER INSERT ON item_gtins BEGIN
  UPDATE item_render SET r_gtins = (SELECT ${gtinsJsonSql('it')} FROM items it WHERE it.id = item_render.id)
    WHERE id = NEW.item_id;
END;
CREATE TRIGGER IF NOT EXISTS item_gtins_render_delete AFTER DELETE ON item_gtins BEGIN
  UPDATE item_render SET r_gtins = (SELECT ${gtinsJsonSql('it')} FROM items it WHERE it.id = item_render.id)
    WHERE id = OLD.item_id;
END;
CREATE TRIGGER IF NOT EXISTS dimensions_render_update AFTER UPDATE ON dimensions BEGIN
  ${renderWhere('it.id IN (SELECT item_id FROM item_dimensions WHERE dimension_id = NEW.id)')}
END;
`;
