// Process: service. POST /transactions (spec 2.4, 2.5; notes A): each transaction is stored whole; a thirdPartyId
// seen before overwrites the earlier version (fields left out become empty). GET /transactions/{thirdPartyId} is a
// local extension so tests and tools can read back what was stored.
import type { FastifyInstance } from 'fastify';
import { TransactionBatch, type TransactionsResult } from '../../domain/api/wire/transactions';
import type { ServiceContext } from '../context';
import { formatMicros, nowMicros } from '../db/clock';
import { RefChecker } from '../http/body';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';

export function registerTransactionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;

  app.post('/api/v3/transactions', async (req) => {
    const batch = parseBody(TransactionBatch, req.body);
    return db
      .transaction((): TransactionsResult => {
        const refs = new RefChecker(db);
        const seen = new Set<string>();
        batch.forEach((t, n) => {
          refs.need('store', t.store.id, `[${n}].store.id`);
          t.lines.forEach((l, i) => {
            refs.need('item', l.item?.id, `[${n}].lines[${i}].item.id`);
          });
          if (seen.has(t.thirdPartyId)) refs.add(`[${n}].thirdPartyId`, 'Repeated within the batch.');
          seen.add(t.thirdPartyId);
        });
        refs.check();
        const existing = db.prepare('SELECT revision FROM transactions WHERE third_party_id = ?');
        const upsert = db.prepare(
          `INSERT INTO transactions (third_party_id, body_json, store_id, check_closed, received, revision)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(third_party_id) DO UPDATE SET body_json = excluded.body_json,
         store_id = excluded.store_id, check_closed = excluded.check_closed, received = excluded.received,
         revision = excluded.revision`,
        );
        let created = 0;
        let updated = 0;
        for (const t of batch) {
          const prev = existing.get(t.thirdPartyId) as { revision: number } | undefined;
          if (prev) updated++;
          else created++;
          upsert.run(
            t.thirdPartyId,
            JSON.stringify(t),
            t.store.id.toLowerCase(),
            t.checkClosed,
            nowMicros(),
            (prev?.revision ?? 0) + 1,
          );
        }
        return { received: batch.length, created, updated, thirdPartyIds: batch.map((t) => t.thirdPartyId) };
      })
      .immediate();
  });

  app.get<{ Params: { id: string } }>('/api/v3/transactions/:id', async (req) => {
    const row = db
      .prepare('SELECT body_json, store_id, received, revision FROM transactions WHERE third_party_id = ?')
      .get(req.params.id) as { body_json: string; store_id: string; received: number; revision: number } | undefined;
    if (!row) throw notFound('Transaction');
    return {
      transaction: JSON.parse(row.body_json),
      revision: row.revision,
      received: formatMicros(row.received),
      storeId: row.store_id,
    };
  });
}
