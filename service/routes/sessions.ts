// Process: service. Count sessions (spec 3.2, 4.6; notes A, B). MobileStatus integers on the wire; a Finalized
// (or Processed) session is locked: adding items gives 400 "Cannot add items to a finalized session.".
// Processed is the back office's step (our contract, service/README.md "Processing a count"): only a Finalized
// session moves on to it, and that move sets the store's on-hand of the counted items, in the same transaction, so
// it happens once: the same PUT again finds the session Processed already and changes nothing.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { FINALIZED_SESSION_MESSAGE } from '../../domain/api/wire/errors';
import {
  MobileStatus,
  Session,
  SessionCreate,
  SessionItemCount,
  SessionItemsAdd,
  type SessionItemWrite,
  SessionUpdate,
} from '../../domain/api/wire/sessions';
import type { ServiceContext } from '../context';
import { nowMicros } from '../db/clock';
import type { Db } from '../db/open';
import { RefChecker } from '../http/body';
import { badRequest, HttpError, notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';
import { postCountToOnHand } from '../repo/process-count';
import {
  getSession,
  getSessionItem,
  SESSION_COLUMNS,
  type SessionRow,
  toSessions,
  upsertSessionItems,
} from '../repo/sessions';

const LOCKED: number[] = [MobileStatus.Finalized, MobileStatus.Processed];
const NOT_FINALIZED = 'Only a finalized session can be processed: finalize it first.';

/** PUT /sessions takes the update or the whole session as GET returns it (storeID, sessionItems, created, ...):
 * those other fields must have their types but are ignored; only description and mobileStatus change. */
const SessionPut = Session.partial().extend(SessionUpdate.shape);

function checkItems(
  db: Db,
  sessionId: string,
  items: z.infer<typeof SessionItemWrite>[],
  path: string,
  refs: RefChecker,
): void {
  const seen = new Set<string>();
  const elsewhere = db.prepare('SELECT session_id FROM session_items WHERE id = ?');
  items.forEach((it, i) => {
    refs.need('item', it.itemID, `${path}[${i}].itemID`);
    refs.need('level', it.levelID, `${path}[${i}].levelID`);
    const id = it.sessionItemID.toLowerCase();
    if (seen.has(id)) refs.add(`${path}[${i}].sessionItemID`, 'Duplicate sessionItemID.');
    seen.add(id);
    const other = elsewhere.get(id) as { session_id: string } | undefined;
    if (other && other.session_id !== sessionId)
      refs.add(`${path}[${i}].sessionItemID`, 'sessionItemID already belongs to another session.');
  });
}

export function registerSessionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string) => {
    const s = getSession(db, id);
    if (!s) throw notFound('Session');
    return s;
  };

  app.get('/api/v3/sessions', async (req, reply) =>
    pagedList<SessionRow, ReturnType<typeof toSessions>[number]>(ctx, req, reply, {
      from: 'sessions s',
      columns: SESSION_COLUMNS,
      filterFields: {
        mobileStatus: { column: 's.mobile_status', type: 'integer' },
        storeID: { column: 's.store_id', type: 'guid' },
        lastUpdated: { column: 's.last_updated', type: 'timestamp' },
        description: { column: 's.description', type: 'string' },
      },
      orderFields: {
        lastUpdated: { column: 's.last_updated', type: 'timestamp' },
        created: { column: 's.created', type: 'timestamp' },
        description: { column: 's.description', type: 'string' },
        mobileStatus: { column: 's.mobile_status', type: 'integer' },
      },
      defaultOrder: 's.created ASC, s.id ASC',
      map: (rows) => toSessions(db, rows),
    }),
  );

  app.get<{ Params: { id: string } }>('/api/v3/sessions/:id', async (req) => load(pathGuid(req.params.id, 'Session')));

  app.post('/api/v3/sessions', async (req, reply) => {
    const body = parseBody(SessionCreate, req.body);
    // Processing posts a finalized count's figures: a session born Processed would skip it (or post unchecked).
    if (body.mobileStatus === MobileStatus.Processed) throw badRequest(NOT_FINALIZED);
    const id = body.sessionID.toLowerCase();
    const created = db
      .transaction(() => {
        if (db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id))
          throw new HttpError(409, `Session ${body.sessionID} already exists.`);
        const refs = new RefChecker(db).need('store', body.storeID, 'storeID');
        checkItems(db, id, body.sessionItems, 'sessionItems', refs);
        refs.check();
        const now = nowMicros();
        db.prepare(
          `INSERT INTO sessions (id, store_id, description, user_id, device, count_sheet_id, mobile_status, created, last_updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          body.storeID.toLowerCase(),
          body.description,
          body.userID?.toLowerCase() ?? null,
          body.device ?? null,
          body.countSheetID?.toLowerCase() ?? null,
          body.mobileStatus,
          now,
          now,
        );
        upsertSessionItems(db, id, body.sessionItems);
        return load(id);
      })
      .immediate();
    return reply.code(201).send(created);
  });

  app.put('/api/v3/sessions', async (req) => {
    const body = parseBody(SessionPut, req.body);
    const id = body.sessionID.toLowerCase();
    return db
      .transaction(() => {
        const current = load(id);
        const describes = body.description !== undefined && body.description !== current.description;
        const moves = body.mobileStatus !== undefined && body.mobileStatus !== current.mobileStatus;
        const toProcessed = moves && body.mobileStatus === MobileStatus.Processed;
        if (toProcessed && current.mobileStatus !== MobileStatus.Finalized) throw badRequest(NOT_FINALIZED);
        if (LOCKED.includes(current.mobileStatus) && (describes || (moves && !toProcessed)))
          throw badRequest('Session is finalized and locked; it can only move on to Processed.');
        const now = nowMicros();
        if (toProcessed) postCountToOnHand(db, id, current.storeID, now);
        db.prepare(
          'UPDATE sessions SET description = COALESCE(?, description), mobile_status = COALESCE(?, mobile_status), last_updated = ? WHERE id = ?',
        ).run(body.description ?? null, body.mobileStatus ?? null, now, id);
        return load(id);
      })
      .immediate();
  });

  app.delete<{ Params: { id: string } }>('/api/v3/sessions/:id', async (req, reply) => {
    const id = pathGuid(req.params.id, 'Session');
    db.transaction(() => {
      const current = load(id);
      if (LOCKED.includes(current.mobileStatus)) throw badRequest('Cannot delete a finalized session.');
      db.prepare('DELETE FROM session_items WHERE session_id = ?').run(id);
      db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
    }).immediate();
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/v3/sessions/:id/sessionItems', async (req) => {
    const id = pathGuid(req.params.id, 'Session');
    const current = load(id);
    if (LOCKED.includes(current.mobileStatus)) throw badRequest(FINALIZED_SESSION_MESSAGE);
    const items = parseBody(SessionItemsAdd, req.body);
    return db
      .transaction(() => {
        const fresh = load(id);
        if (LOCKED.includes(fresh.mobileStatus)) throw badRequest(FINALIZED_SESSION_MESSAGE);
        const refs = new RefChecker(db);
        checkItems(db, id, items, '', refs);
        refs.check();
        upsertSessionItems(db, id, items);
        db.prepare('UPDATE sessions SET last_updated = ? WHERE id = ?').run(nowMicros(), id);
        return load(id);
      })
      .immediate();
  });

  app.put<{ Params: { id: string; itemId: string } }>(
    '/api/v3/sessions/:id/sessionItems/:itemId/count',
    async (req) => {
      const id = pathGuid(req.params.id, 'Session');
      const itemId = pathGuid(req.params.itemId, 'Session item');
      const body = parseBody(SessionItemCount, req.body);
      return db
        .transaction(() => {
          const current = load(id);
          if (LOCKED.includes(current.mobileStatus)) throw badRequest('Cannot change counts in a finalized session.');
          if (!getSessionItem(db, id, itemId)) throw notFound('Session item');
          db.prepare('UPDATE session_items SET count = ? WHERE id = ? AND session_id = ?').run(body.count, itemId, id);
          db.prepare('UPDATE sessions SET last_updated = ? WHERE id = ?').run(nowMicros(), id);
          return getSessionItem(db, id, itemId);
        })
        .immediate();
    },
  );
}
