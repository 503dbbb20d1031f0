// Process: test (node). A line taken back to zero (undo, -1, set 0): gone when the service cannot hold it, a
// counted zero (sent as 0) when it can; the totals and the line list always count the same lines.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/api/errors';
import { engine, enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const newSession = (e: ReturnType<typeof engine>) =>
  e.service.createSession({ storeId: STORE, description: 'Zero lines', areas: ['Front'], blind: false });
const page = (e: ReturnType<typeof engine>, sessionId: string) =>
  e.service.lines({ sessionId, offset: 0, limit: 100, sort: 'description', dir: 'asc' });
/** The line count on the totals panel and in the list's heading, and each line as the list shows it. */
const surfaces = (e: ReturnType<typeof engine>, sessionId: string) => {
  const p = page(e, sessionId);
  return {
    totals: e.service.session(sessionId).totals.lines,
    list: p.total,
    lines: p.lines.map((l) => `${l.sku} ${l.counted}${l.unsent ? ' unsent' : ''}`),
  };
};

describe('a line back at zero', () => {
  it('is removed when it was never sent: no line, no upload, the audit row kept; the totals agree', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1)]));
    expect(e.service.undo(s.id, 1)).toEqual({ undone: 1 });
    expect(surfaces(e, s.id)).toEqual({ totals: 1, list: 1, lines: ['SKU-1 1 unsent'] });
    expect(await e.service.flush()).toBe(true);
    const sent = e.fake.sent.flatMap((x) => x.items ?? []);
    expect(sent.map((i) => i.itemID)).toEqual([ITEMS[0]!.id]);
    const audit = e.journal.prepare("SELECT source, before, after FROM count_audit WHERE source = 'undo'").all();
    expect(audit).toEqual([{ source: 'undo', before: 1, after: 0 }]);
    // Undone further back, the removed line's scan is gone too; a new read counts again on a new line.
    e.service.ingest(s.id, epcEvents([epcOf(2, 1)]));
    expect(surfaces(e, s.id).lines).toEqual(['SKU-1 1', 'SKU-2 1 unsent']);
  });

  it('by -1 or set 0 answers `removed` for a never-sent line, and undo brings it back', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.scanTexts(s.id, [ITEMS[1]!.upc[0]!, ITEMS[2]!.upc[0]!]);
    const [two, three] = page(e, s.id).lines;
    expect(e.service.adjust(two!.lineId, -1)).toMatchObject({ lineId: two!.lineId, counted: 0, removed: true });
    expect(e.service.setQuantity(three!.lineId, 0)).toMatchObject({ counted: 0, removed: true });
    expect(surfaces(e, s.id)).toEqual({ totals: 0, list: 0, lines: [] });
    e.service.undo(s.id, 1);
    expect(surfaces(e, s.id)).toEqual({ totals: 1, list: 1, lines: ['SKU-3 1 unsent'] });
  });

  it('stays as a counted zero, shown and sent as 0, when the service took it before', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1)]));
    expect(await e.service.flush()).toBe(true);
    e.service.undo(s.id, 1);
    expect(surfaces(e, s.id)).toEqual({ totals: 2, list: 2, lines: ['SKU-1 1', 'SKU-2 0 unsent'] });
    expect(await e.service.flush()).toBe(true);
    const last = e.fake.sent.at(-1)!.items!;
    expect(last.map((i) => [i.itemID, i.count])).toEqual([[ITEMS[1]!.id, 0]]);
    expect(surfaces(e, s.id).lines).toEqual(['SKU-1 1', 'SKU-2 0']);
    // Read again, the counted zero is the same line: the running totals do not count it twice.
    const batch = e.service.ingest(s.id, epcEvents([epcOf(2, 1)]));
    expect(batch.totals.lines).toBe(2);
    expect(surfaces(e, s.id)).toMatchObject({ totals: 2, list: 2 });
  });

  it('stays while its first upload is under way or went unanswered: the service may hold it', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    await e.service.flush(); // creates the session (and sends the line)
    e.service.ingest(s.id, epcEvents([epcOf(2, 1)]));
    const post = e.fake.api.addSessionItems;
    // The service takes the line but the answer is lost; the user undoes meanwhile.
    e.fake.api.addSessionItems = async (id, items) => {
      await post(id, items);
      e.service.undo(s.id, 1);
      throw new ApiError({ status: null, code: 'network', message: 'answer lost' });
    };
    expect(await e.service.flush(1)).toBe(false);
    expect(surfaces(e, s.id)).toEqual({ totals: 2, list: 2, lines: ['SKU-1 1', 'SKU-2 0 unsent'] });
    e.fake.api.addSessionItems = post;
    expect(await e.service.flush()).toBe(true);
    expect(e.fake.onService.get(page(e, s.id).lines[1]!.lineId)?.count).toBe(0);
  });

  it('stays after a restart when its upload went unanswered before the crash (the journal remembers the try)', async () => {
    const first = engine();
    const s = await newSession(first);
    first.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    await first.service.flush();
    first.service.ingest(s.id, epcEvents([epcOf(2, 1)]));
    const post = first.fake.api.addSessionItems;
    first.fake.api.addSessionItems = async (id, items) => {
      await post(id, items);
      throw new ApiError({ status: null, code: 'network', message: 'answer lost' });
    };
    expect(await first.service.flush(1)).toBe(false);
    first.close(); // whatever the process knew of the request is gone with it
    first.fake.api.addSessionItems = post;
    const e = start(first.dir, first.fake);
    e.service.undo(s.id, 1);
    expect(surfaces(e, s.id)).toEqual({ totals: 2, list: 2, lines: ['SKU-1 1', 'SKU-2 0 unsent'] });
    expect(await e.service.flush()).toBe(true);
    expect(e.fake.onService.get(page(e, s.id).lines[1]!.lineId)?.count).toBe(0);
  });

  it('a scan into a Finalized or Processed count is refused in words, not ignored', async () => {
    const e = start();
    const s = await newSession(e);
    for (const [status, word] of [
      [2, 'finalized'],
      [4, 'processed'],
    ] as const) {
      e.journal.prepare('UPDATE count_sessions SET status = ? WHERE id = ?').run(status, s.id);
      expect(() => e.service.ingest(s.id, epcEvents([epcOf(1, 1)]))).toThrow(
        `This count is ${word}: scans are not counted.`,
      );
      expect(() => e.service.scanTexts(s.id, [ITEMS[0]!.upc[0]!])).toThrow(`This count is ${word}`);
    }
  });
});
