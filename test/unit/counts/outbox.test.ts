// Process: test (node). The outbox on a real journal and a fake API: changes merged per line, batches of at most
// 500, a change made while a request is in flight sent again, the per-line fallback when a service refuses an
// upsert (remembered), offline retries that drop nothing, and the lock with both ways out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox } from '../../../domain/counts/outbox';
import { engine, epcEvents, epcOf, ITEMS, STORE } from './harness';

const open: ReturnType<typeof engine>[] = [];
afterEach(() => {
  for (const e of open.splice(0)) {
    e.close();
    e.remove();
  }
});
const start = async () => {
  const e = engine();
  open.push(e);
  const s = await e.service.createSession({ storeId: STORE, description: 'Outbox', areas: ['A'], blind: false });
  return { e, s };
};

describe('count outbox', () => {
  it('merges several changes to a line into one and batches at most 500 lines a request', async () => {
    const { e, s } = await start();
    const events = Array.from({ length: 1200 }, (_, i) => epcOf(1, i + 1));
    e.service.ingest(s.id, epcEvents(events));
    // 1,200 tags of one item in three areas: three lines, each changed many times.
    e.service.switchArea(s.id, 'B');
    e.service.ingest(s.id, epcEvents([epcOf(2, 1), epcOf(2, 2)]));
    for (let i = 0; i < 600; i++) e.service.addItem(s.id, ITEMS[2]!.id, 1);
    expect(await e.service.flush()).toBe(true);
    const posts = e.fake.sent.filter((x) => x.kind === 'post');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.items!.map((i) => i.count).sort()).toEqual([1200, 2, 600].sort());
    expect(e.service.outboxState(s.id).pending).toBe(0);

    // 700 new lines need two requests of at most 500.
    const { e: e2, s: s2 } = await start();
    const tx = e2.journal.transaction(() => {
      for (let i = 0; i < 700; i++)
        e2.journal
          .prepare('INSERT INTO count_lines (id, session_id, item_id, area, qty, version) VALUES (?, ?, ?, ?, 1, 1)')
          .run(`10000000-0000-4000-8000-${String(i).padStart(12, '0')}`, s2.id, ITEMS[0]!.id, `Shelf ${i}`);
    });
    tx();
    expect(await e2.service.flush()).toBe(true);
    expect(e2.fake.sent.filter((x) => x.kind === 'post').map((x) => x.items!.length)).toEqual([500, 200]);
  });

  it('sends a line again when it changed while its request was in flight', async () => {
    const { e, s } = await start();
    e.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    const post = e.fake.api.addSessionItems;
    let changedDuring = false;
    e.fake.api.addSessionItems = async (id, items) => {
      if (!changedDuring) {
        changedDuring = true;
        e.service.ingest(s.id, epcEvents([epcOf(1, 2)]));
      }
      return post(id, items);
    };
    expect(await e.service.flush()).toBe(true);
    const counts = e.fake.sent.filter((x) => x.kind === 'post').map((x) => x.items![0]!.count);
    expect(counts).toEqual([1, 2]);
  });

  it('falls back to one PUT per changed line when the service refuses upserts of several known items, and remembers it', async () => {
    const { e, s } = await start();
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1), epcOf(3, 1)]));
    await e.service.flush();
    e.fake.fail.refuseUpsert = true;
    // One known line refused, then taken by a PUT: not enough to change how this service is sent to.
    e.service.ingest(s.id, epcEvents([epcOf(1, 2)]));
    expect(await e.service.flush()).toBe(true);
    expect(e.fake.sent.at(-1)!.kind).toBe('put');
    expect(e.service.outboxState().mode).toBe('upsert');
    e.service.ingest(s.id, epcEvents([epcOf(2, 2), epcOf(3, 2)]));
    expect(await e.service.flush()).toBe(true);
    expect(e.service.outboxState().mode).toBe('perLine');
    const meta = e.journal.prepare("SELECT value FROM meta WHERE key = 'counts.sendMode'").get();
    expect(meta).toMatchObject({ value: 'perLine' });
    e.fake.sent.length = 0;
    e.service.ingest(s.id, epcEvents([epcOf(1, 3), epcOf(1, 4)]));
    e.service.addItem(s.id, ITEMS[0]!.id);
    expect(await e.service.flush()).toBe(true);
    expect(e.fake.sent.map((x) => x.kind)).toEqual(['put']); // per line now: no POST refused first
    expect([...e.fake.onService.values()].map((i) => i.count).sort()).toEqual([2, 2, 5]);
    expect(e.service.outboxState().refused).toBe(0);
  });

  it('keeps counting offline, drops nothing and sends when the service answers again', async () => {
    const { e, s } = await start();
    e.fake.fail.offline = true;
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(1, 2)]));
    expect(await e.service.flush(2)).toBe(false);
    expect(e.service.outboxState(s.id)).toMatchObject({ pending: 1, offline: true });
    e.service.ingest(s.id, epcEvents([epcOf(1, 3)]));
    e.fake.fail.offline = false;
    expect(await e.service.flush()).toBe(true);
    expect([...e.fake.onService.values()].map((i) => i.count)).toEqual([3]);
  });

  it('locks a session the service refuses as finalized; unsent changes export or move, never twice', async () => {
    const { e, s } = await start();
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1)]));
    await e.service.flush();
    e.fake.fail.locked = true;
    e.service.ingest(s.id, epcEvents([epcOf(1, 2), epcOf(1, 3), epcOf(3, 1)]));
    await e.service.flush();
    const view = e.service.session(s.id);
    expect(view.locked).toMatchObject({ unsentLines: 2 });
    expect(view.readOnly).toBe(true);
    expect(() => e.service.ingest(s.id, epcEvents([epcOf(1, 9)]))).toThrow(/locked/);
    const unsent = await e.service.exportUnsent(s.id);
    if ('ok' in unsent) throw new Error(unsent.message);
    expect(unsent.rows).toBe(2);
    expect(unsent.csv).toContain('not on service');
    e.fake.fail.locked = false;
    const moved = await e.service.moveUnsent(s.id);
    if (!moved.ok || !moved.newSessionId) throw new Error(`not moved: ${JSON.stringify(moved)}`);
    expect(moved).toMatchObject({ movedLines: 2, notMoved: 0 });
    expect(await e.service.flush()).toBe(true);
    const newLines = e.fake.sent.filter((x) => x.kind === 'post' && x.sessionId === moved.newSessionId);
    expect(newLines.flatMap((x) => x.items!.map((i) => i.count)).sort()).toEqual([1, 2]);
    // A tag counted in the old session does not count again in the new one.
    const again = e.service.ingest(moved.newSessionId, epcEvents([epcOf(1, 2)]));
    expect(again.events[0]!.outcome).toBe('repeatedTag');
    expect(e.service.session(moved.newSessionId).areas).toEqual(['A']);
  });

  it('refuses to finalize while changes are pending or unknowns are open, unless anyway', async () => {
    const { e, s } = await start();
    e.fake.fail.offline = true;
    e.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    expect(await e.service.finalize(s.id)).toMatchObject({ ok: false, reason: 'pending', pending: 1 });
    e.fake.fail.offline = false;
    e.service.ingest(s.id, epcEvents([epcOf(1, 1).replace(/^30/, '31')]));
    expect(await e.service.finalize(s.id)).toMatchObject({ ok: false, reason: 'unknowns', unknownOpen: 1 });
    expect(await e.service.finalize(s.id, true)).toEqual({ ok: true, status: 'Finalized' });
    expect(e.fake.sent.at(-1)!.kind).toBe('update');
    expect(() => e.service.ingest(s.id, epcEvents([epcOf(2, 1)]))).toThrow(/finalized/i);
  });

  it('pauses between background uploads when asked (while reads stream in), and not otherwise', async () => {
    const { e, s } = await start();
    const tx = e.journal.transaction(() => {
      for (let i = 0; i < 700; i++)
        e.journal
          .prepare('INSERT INTO count_lines (id, session_id, item_id, area, qty, version) VALUES (?, ?, ?, ?, 1, 1)')
          .run(`20000000-0000-4000-8000-${String(i).padStart(12, '0')}`, s.id, ITEMS[0]!.id, `Shelf ${i}`);
    });
    tx();
    const sendAll = async (pause: number) => {
      const sleeps: number[] = [];
      const outbox = createOutbox({
        db: e.journal,
        api: e.fake.api,
        pauseMs: () => pause,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      });
      outbox.kick();
      await vi.waitFor(() => expect(outbox.state().pending).toBe(0));
      outbox.stop();
      return sleeps;
    };
    // The session's create, then 500 and 200 lines: a pause after each step that did something.
    expect(await sendAll(2000)).toEqual([2000, 2000, 2000]);
    expect(e.fake.sent.filter((x) => x.kind === 'post').map((x) => x.items!.length)).toEqual([500, 200]);
    e.journal.prepare('UPDATE count_lines SET version = version + 1 WHERE session_id = ?').run(s.id);
    expect(await sendAll(0)).toEqual([]);
  });
});
