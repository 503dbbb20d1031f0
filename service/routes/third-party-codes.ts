// Process: service. Third party codes (spec 2.6, 4.4): defined by the POS, read back as item interfaces. Any
// change moves lastUpdated of every item, because interfaces are part of every item record.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  IdList,
  type ThirdPartyCode,
  ThirdPartyCodesCreate,
  ThirdPartyCodesUpdate,
} from '../../domain/api/wire/third-party-codes';
import type { ServiceContext } from '../context';
import { nowMicros } from '../db/clock';
import { RERENDER_ALL_STORES } from '../db/render';
import { RefChecker } from '../http/body';
import { notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';

interface CodeRow {
  id: string;
  name: string;
  options_json: string;
  default_value: string | null;
  store_value?: string | null;
}
const toCode = (r: CodeRow): ThirdPartyCode => ({
  id: r.id,
  name: r.name,
  options: JSON.parse(r.options_json) as string[],
  defaultValue: r.default_value,
});
const FIELDS = { name: { column: 'c.name', type: 'string' } } as const;

export function registerThirdPartyCodeRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string) => {
    const row = db
      .prepare('SELECT id, name, options_json, default_value FROM third_party_codes WHERE id = ?')
      .get(id) as CodeRow | undefined;
    if (!row) throw notFound('Third party code');
    return toCode(row);
  };
  // Interfaces are part of every item record: re-render the stores fragment and move lastUpdated of all items.
  const touchItems = () => {
    db.exec(RERENDER_ALL_STORES);
    db.prepare('UPDATE items SET last_updated = ?').run(nowMicros());
  };
  const nameTaken = (name: string, exceptId: string | null) =>
    db.prepare('SELECT 1 FROM third_party_codes WHERE name = ? COLLATE NOCASE AND id <> ?').get(name, exceptId ?? '');
  const remove = (ids: string[]) =>
    db
      .transaction(() => {
        for (const id of ids) load(id);
        for (const id of ids) {
          db.prepare('DELETE FROM interface_values WHERE code_id = ?').run(id);
          db.prepare('DELETE FROM third_party_codes WHERE id = ?').run(id);
        }
        touchItems();
      })
      .immediate();

  app.get('/api/v3/interfaces/thirdPartyCodes', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'third_party_codes c',
      columns: 'c.id, c.name, c.options_json, c.default_value',
      filterFields: FIELDS,
      orderFields: FIELDS,
      defaultOrder: 'c.name ASC',
      map: (rows: CodeRow[]) => rows.map(toCode),
    }),
  );
  app.get<{ Params: { id: string } }>('/api/v3/interfaces/thirdPartyCodes/:id', async (req) =>
    load(pathGuid(req.params.id, 'Third party code')),
  );

  app.get<{ Params: { id: string } }>('/api/v3/stores/:id/interfaces/thirdpartycodes', async (req, reply) => {
    const storeId = pathGuid(req.params.id, 'Store');
    if (!db.prepare('SELECT 1 FROM stores WHERE id = ?').get(storeId)) throw notFound('Store');
    return pagedList(ctx, req, reply, {
      from: `third_party_codes c LEFT JOIN interface_values iv ON iv.code_id = c.id AND iv.level_id = '' AND iv.store_id = ?`,
      columns: 'c.id, c.name, c.options_json, c.default_value, iv.value AS store_value',
      // The store id binds to the ? in the join above: fixed parameters come first, and there is no other.
      where: [{ sql: '1 = 1', params: [storeId] }],
      filterFields: FIELDS,
      orderFields: FIELDS,
      defaultOrder: 'c.name ASC',
      map: (rows: CodeRow[]) => rows.map((r) => ({ ...toCode(r), storeValue: r.store_value ?? null })),
    });
  });

  app.post('/api/v3/interfaces/thirdPartyCodes', async (req, reply) => {
    const list = parseBody(ThirdPartyCodesCreate, req.body);
    const ids = db
      .transaction(() => {
        const refs = new RefChecker(db);
        list.forEach((c, n) => {
          if (nameTaken(c.name, null)) refs.add(`[${n}].name`, `A code named ${c.name} already exists.`);
          if (c.id && db.prepare('SELECT 1 FROM third_party_codes WHERE id = ?').get(c.id.toLowerCase()))
            refs.add(`[${n}].id`, 'A code with this id already exists.');
        });
        refs.check();
        const ins = db.prepare(
          'INSERT INTO third_party_codes (id, name, options_json, default_value) VALUES (?, ?, ?, ?)',
        );
        const out = list.map((c) => {
          const id = c.id?.toLowerCase() ?? randomUUID();
          ins.run(id, c.name, JSON.stringify(c.options), c.defaultValue ?? null);
          return id;
        });
        touchItems();
        return out;
      })
      .immediate();
    return reply.code(201).send(ids.map(load));
  });

  app.put('/api/v3/interfaces/thirdPartyCodes', async (req) => {
    const list = parseBody(ThirdPartyCodesUpdate, req.body);
    return db
      .transaction(() => {
        const refs = new RefChecker(db);
        list.forEach((c, n) => {
          if (!db.prepare('SELECT 1 FROM third_party_codes WHERE id = ?').get(c.id.toLowerCase()))
            refs.add(`[${n}].id`, 'No third party code with this id.');
          else if (nameTaken(c.name, c.id.toLowerCase()))
            refs.add(`[${n}].name`, `A code named ${c.name} already exists.`);
        });
        refs.check();
        const upd = db.prepare(
          'UPDATE third_party_codes SET name = ?, options_json = ?, default_value = ? WHERE id = ?',
        );
        for (const c of list) upd.run(c.name, JSON.stringify(c.options), c.defaultValue ?? null, c.id.toLowerCase());
        touchItems();
        return list.map((c) => load(c.id.toLowerCase()));
      })
      .immediate();
  });

  app.delete('/api/v3/interfaces/thirdPartyCodes', async (req, reply) => {
    remove(parseBody(IdList, req.body).map((id) => id.toLowerCase()));
    return reply.code(204).send();
  });
  app.delete<{ Params: { id: string } }>('/api/v3/interfaces/thirdPartyCodes/:id', async (req, reply) => {
    remove([pathGuid(req.params.id, 'Third party code')]);
    return reply.code(204).send();
  });
}
