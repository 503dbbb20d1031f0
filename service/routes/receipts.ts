// Process: service. Receipts (spec 3.3, 4.6; notes A): created uncommitted only; GET filters on docNumber,
// committed, lastUpdated and vendor, orders by committed, docNumber, lastUpdated, expands Items/Stores/Users/Vendors.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReceiptCreate } from '../../domain/api/wire/receipts';
import type { ServiceContext } from '../context';
import { nowMicros } from '../db/clock';
import { RefChecker } from '../http/body';
import { notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { readExpand, readQuery } from '../http/query';
import { parseBody } from '../http/validate';
import { RECEIPT_COLUMNS, RECEIPT_FROM, type ReceiptRow, toReceipts } from '../repo/receipts';

const EXPANDS = ['Items', 'Stores', 'Users', 'Vendors'] as const;
const ReceiptsCreate = z.union([z.array(ReceiptCreate).min(1).max(100), ReceiptCreate]);

export function registerReceiptRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const expandOf = (req: Parameters<typeof readQuery>[0]) => {
    const e = readExpand(readQuery(req), EXPANDS);
    return { items: e.has('items'), stores: e.has('stores'), vendors: e.has('vendors') };
  };
  const load = (id: string, expand = { items: false, stores: false, vendors: false }) => {
    const row = db.prepare(`SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.id = ?`).get(id) as
      | ReceiptRow
      | undefined;
    if (!row) throw notFound('Receipt');
    return toReceipts(db, [row], expand)[0];
  };

  app.get('/api/v3/receipts', async (req, reply) => {
    const expand = expandOf(req);
    return pagedList(ctx, req, reply, {
      from: RECEIPT_FROM,
      columns: RECEIPT_COLUMNS,
      filterFields: {
        docNumber: { column: 'r.doc_number', type: 'string' },
        committed: { column: 'r.committed', type: 'boolean' },
        lastUpdated: { column: 'r.last_updated', type: 'timestamp' },
        vendor: { column: 'r.vendor_id', type: 'guid' },
      },
      orderFields: {
        committed: { column: 'r.committed', type: 'boolean' },
        docNumber: { column: 'r.doc_number', type: 'string' },
        lastUpdated: { column: 'r.last_updated', type: 'timestamp' },
      },
      defaultOrder: 'r.seq ASC',
      map: (rows: ReceiptRow[]) => toReceipts(db, rows, expand),
    });
  });

  app.get<{ Params: { id: string } }>('/api/v3/receipts/:id', async (req) =>
    load(pathGuid(req.params.id, 'Receipt'), expandOf(req)),
  );

  app.post('/api/v3/receipts', async (req, reply) => {
    const parsed = parseBody(ReceiptsCreate, req.body);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const user = req.caller?.userName ?? null;
    const ids = db
      .transaction(() => {
        const refs = new RefChecker(db);
        list.forEach((r, n) => {
          const at = Array.isArray(parsed) ? `[${n}].` : '';
          refs.need('vendor', r.vendorID, `${at}vendorID`).need('store', r.storeID, `${at}storeID`);
          r.lines.forEach((l, i) => {
            refs.need('item', l.itemID, `${at}lines[${i}].itemID`);
            refs.need('poLine', l.backLinkLineID, `${at}lines[${i}].backLinkLineID`);
          });
        });
        refs.check();
        const insert = db.prepare(
          `INSERT INTO receipts (id, third_party_id, doc_number, reference, description, instructions, notes, vendor_id,
           store_id, committed, committed_by, paid, created_by, created, last_updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, 0, ?, ?, ?)`,
        );
        const insertLine = db.prepare(
          'INSERT INTO receipt_lines (id, receipt_id, item_id, quantity, back_link_line_id, seq) VALUES (?, ?, ?, ?, ?, ?)',
        );
        return list.map((r) => {
          const id = randomUUID();
          const now = nowMicros();
          insert.run(
            id,
            r.thirdPartyID ?? null,
            r.docNumber,
            r.reference ?? null,
            r.description ?? null,
            r.instructions ?? null,
            r.notes ?? null,
            r.vendorID.toLowerCase(),
            r.storeID.toLowerCase(),
            user,
            now,
            now,
          );
          r.lines.forEach((l, i) => {
            insertLine.run(
              randomUUID(),
              id,
              l.itemID.toLowerCase(),
              l.quantity,
              l.backLinkLineID?.toLowerCase() ?? null,
              i,
            );
          });
          return id;
        });
      })
      .immediate();
    const created = ids.map((id) => load(id));
    return reply.code(201).send(Array.isArray(parsed) ? created : created[0]);
  });
}
