// Process: test (renderer logic under node). The counts slice against an in-memory fake of the contract: sessions
// listed for the working store, a session opened (read-only ones go to review), batches applied once (reply and
// push of the same typed scan), the feed capped newest first, lines fetched in pages and refetched when stale,
// answers for an older filter dropped, outbox, lock and learnt-recount pushes, a suspect tag (a second encoding of a
// counted identity) said and listed, undo, finalize refusals, errors kept (and cleared by the next success), an
// unavailable PDF that is no error, and a count processed as the demo's back office.
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CountEvent,
  CountEventsBatch,
  CountLineView,
  CountSessionView,
  CountUnknownView,
  ProcessResult,
} from '../../../contract/counts';
import { createAppStore } from '../../../renderer/src/store';
import { FEED_LIMIT } from '../../../renderer/src/store/counts-feed';
import { COUNT_PAGE_SIZE } from '../../../renderer/src/store/counts-line-pager';
import { LINES_REFRESH_MS, LINES_STREAM_REFRESH_MS } from '../../../renderer/src/store/counts-slice';
import { sleep } from '../../helpers/waits';
import { answerSessionOpen, countEvent, OUTBOX, SID, STORE, sessionView } from './count-fixtures';
import { createFakeApi, type FakeApi } from './fake-api';

const view = sessionView;
const event = (raw: string, outcome: CountEvent['outcome'] = 'newItem', at = 1000) =>
  countEvent(raw, outcome, { at, source: 'rfid' });
const batch = (events: CountEvent[], units: number): CountEventsBatch => ({
  sessionId: SID,
  events,
  reads: events.length,
  totals: { units, lines: units, uniqueTags: units, totalReads: events.length, outsideScope: 0, readers: [] },
});
const line = (i: number): CountLineView => ({
  refused: null,
  lineId: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
  itemId: STORE.id,
  sku: `SKU${i}`,
  upc: '',
  description: `Item ${i}`,
  category: 'Tops',
  area: 'Front',
  counted: 1,
  mine: true,
  zeroConfirmed: false,
  unsent: true,
  expected: 2,
  variance: -1,
  varianceValue: -9.99,
});
const settle = (ms = 0) => sleep(ms);

let api: FakeApi;
let store: ReturnType<typeof createAppStore>;
beforeEach(() => {
  api = createFakeApi();
  store = createAppStore(api);
  store.setState({ workingStore: STORE });
  answerSessionOpen(api, view, ['Shirts', 'Shoes']);
});

async function openSession(v: Partial<CountSessionView> = {}) {
  api.respond('counts.sessions.open', () => ({ ok: true, value: view(v) }));
  expect(await store.getState().openCountSession(SID)).toBe(true);
}

describe('counts slice', () => {
  it('offers the categories of the open session’s lines, blind or not, and asks again when told to', async () => {
    await openSession({ blind: true });
    await settle();
    expect(store.getState().countCategories).toEqual(['Shirts', 'Shoes']);
    expect(api.calls.filter((c) => c.name === 'counts.lines.categories')).toEqual([
      { name: 'counts.lines.categories', args: { sessionId: SID } },
    ]);
    api.respond('counts.lines.categories', () => ({ ok: true, value: ['Bar', 'Shirts', 'Shoes'] }));
    await store.getState().loadCountCategories();
    expect(store.getState().countCategories).toEqual(['Bar', 'Shirts', 'Shoes']);
    store.getState().closeCountSession();
    expect(store.getState().countCategories).toEqual([]);
  });

  it('lists the working store sessions with the chosen status and keeps the filter', async () => {
    api.respond('counts.sessions.list', () => ({ ok: true, value: [] }));
    await store.getState().loadCountSessions('Finalized');
    expect(api.calls.at(-1)).toEqual({
      name: 'counts.sessions.list',
      args: { storeId: STORE.id, status: 'Finalized' },
    });
    await store.getState().loadCountSessions();
    expect(api.calls.at(-1)?.args).toEqual({ storeId: STORE.id, status: 'Finalized' });
    await store.getState().loadCountSessions(null);
    expect(api.calls.at(-1)?.args).toEqual({ storeId: STORE.id });
  });

  it('opens an active session for counting and a finalized one read-only on the review', async () => {
    await openSession();
    expect(store.getState().countsScreen).toBe('counting');
    api.respond('counts.variance', () => ({ ok: true, value: { blind: true } }));
    api.respond('counts.missing', () => ({ ok: true, value: { blind: true } }));
    await openSession({ status: 'Finalized', readOnly: true });
    expect(store.getState().countsScreen).toBe('review');
    expect(store.getState().countSession?.readOnly).toBe(true);
  });

  it('loads the review with the items most short and most over, one row per item; none when blind', async () => {
    api.respond('counts.variance', () => ({ ok: true, value: { blind: true } }));
    api.respond('counts.missing', () => ({ ok: true, value: { blind: true } }));
    // Lines are per item and area: item A short in two areas, B short, C over.
    const at = (i: number, itemId: string, variance: number) => ({ ...line(i), itemId, variance });
    const [A, B, C] = ['a', 'b', 'c'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000`) as [
      string,
      string,
      string,
    ];
    api.respond('counts.lines', (q) => ({
      ok: true,
      value: {
        total: 4,
        offset: 0,
        lines: q.dir === 'asc' ? [at(1, A, -5), at(2, A, -5), at(3, B, -2), at(4, C, 3)] : [at(4, C, 3), at(3, B, -2)],
      },
    }));
    await openSession({ status: 'Finalized', readOnly: true });
    await settle();
    expect(api.calls.filter((c) => c.name === 'counts.lines').map((c) => c.args)).toContainEqual(
      expect.objectContaining({ sort: 'variance', dir: 'asc', hasVariance: true }),
    );
    const items = store.getState().countItemVariance;
    expect(items?.short.map((l) => [l.itemId, l.variance])).toEqual([
      [A, -5],
      [B, -2],
    ]);
    expect(items?.over.map((l) => l.itemId)).toEqual([C]);

    api.calls.length = 0;
    await openSession({ blind: true, status: 'Finalized', readOnly: true });
    await settle();
    expect(store.getState().countItemVariance).toBeNull();
    expect(api.calls.some((c) => c.name === 'counts.lines')).toBe(false);
  });

  it('applies a typed scan once although its batch also arrives as a push, and sounds it', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const b = batch([event('0614141123452', 'plusOne')], 1);
    api.respond('counts.scan', () => {
      api.push('counts.events', b); // main pushes the batch before the request answers
      return { ok: true, value: b };
    });
    await store.getState().countScan(' 0614141123452 ');
    expect(api.calls.find((c) => c.name === 'counts.scan')?.args).toEqual({ sessionId: SID, texts: ['0614141123452'] });
    expect(store.getState().countFeed).toHaveLength(1);
    expect(store.getState().countTotals?.units).toBe(1);
    expect(store.getState().countSignals?.kinds).toEqual(['duplicate']);
    off();
  });

  it('scans a pasted or imported list in requests of at most 10,000 codes, and says what was scanned', async () => {
    await openSession();
    let units = 0;
    api.respond('counts.scan', (a) => {
      units += a.texts.length;
      return {
        ok: true,
        value: batch(
          a.texts.slice(0, 3).map((t) => event(t, 'plusOne')),
          units,
        ),
      };
    });
    const codes = Array.from({ length: 25_001 }, (_, i) => `SKU-${i}`);
    await store.getState().countScanList(`${codes.join('\r\n')}\n\n${'x'.repeat(501)}\n`, 'stock.txt');
    const sent = api.calls.filter((c) => c.name === 'counts.scan').map((c) => (c.args as { texts: string[] }).texts);
    expect(sent.map((t) => t.length)).toEqual([10_000, 10_000, 5_001]);
    expect(sent.flat()).toEqual(codes);
    expect(store.getState().countTotals?.units).toBe(25_001);
    expect(store.getState().countNotice).toBe(
      'Scanned 25,001 codes from stock.txt. Line 25002 is too long to be a code (501 characters; at most 500) and was not scanned; the other lines were.',
    );
  });

  it('stops a list at the first refused request and says exactly which codes were scanned', async () => {
    await openSession();
    let requests = 0;
    api.respond('counts.scan', (a) =>
      ++requests === 1
        ? { ok: true, value: batch([], a.texts.length) }
        : { ok: false, error: { code: 'locked', message: 'This session was finalized on another device.' } },
    );
    await store.getState().countScanList(Array.from({ length: 12_000 }, (_, i) => `C${i}`).join('\n'), 'the paste');
    expect(requests).toBe(2);
    expect(store.getState().countNotice).toBe(
      'Scanned codes 1 to 10,000 of the paste; the other 2,000 were not scanned (see the error). Scan only what is left.',
    );
    expect(store.getState().countError?.code).toBe('locked');
  });

  it('keeps the newest scans on top, capped, and ignores another session’s batches', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const session = store.getState().countSession;
    let updates = 0;
    const unsubscribe = store.subscribe(() => updates++);
    const many = Array.from({ length: 30 }, (_, i) => event(`TAG${i}`, 'newItem', i));
    api.push('counts.events', batch(many, 30));
    api.push('counts.events', { ...batch([event('OTHER')], 99), sessionId: '44444444-4444-4444-8444-444444444444' });
    unsubscribe();
    const feed = store.getState().countFeed;
    expect(feed).toHaveLength(FEED_LIMIT);
    expect(feed[0]?.raw).toBe('TAG29');
    expect(store.getState().countTotals?.units).toBe(30);
    // One store update per batch, and the session object untouched: what reads change is the totals and the feed,
    // so the screen re-renders those and not the whole session (20,000 lines at 1,000 reads/s).
    expect(updates).toBe(1);
    expect(store.getState().countSession).toBe(session);
    off();
  });

  it('fetches the visible pages in one request, refetches them when stale, drops answers for an old filter', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const asked: { offset: number; limit: number; search?: string }[] = [];
    api.respond('counts.lines', (q) => {
      asked.push({ offset: q.offset ?? 0, limit: q.limit ?? 100, ...(q.search ? { search: q.search } : {}) });
      const from = q.offset ?? 0;
      const lines = Array.from({ length: Math.min(q.limit ?? 100, 250 - from) }, (_, i) => line(from + i));
      return { ok: true, value: { total: 250, offset: from, lines } };
    });
    await store.getState().loadCountLinePages(0, 2);
    expect(asked).toEqual([{ offset: 0, limit: 3 * COUNT_PAGE_SIZE }]);
    expect(store.getState().countLinesTotal).toBe(250);
    expect(store.getState().countLinePages[2]?.lines).toHaveLength(50);
    await store.getState().loadCountLinePages(0, 2);
    expect(asked).toHaveLength(1); // fresh pages are not asked for again

    api.push('counts.events', batch([event('TAG')], 1));
    await settle(LINES_REFRESH_MS + 20);
    await store.getState().loadCountLinePages(1, 1);
    expect(asked.at(-1)).toEqual({ offset: 100, limit: 100 });

    // A slow answer for the old filter must not land after the filter changed.
    let release: () => void = () => {};
    api.respond(
      'counts.lines',
      (q) =>
        new Promise((r) => {
          release = () => r({ ok: true, value: { total: 1, offset: 0, lines: [line(q.search ? 7 : 0)] } });
        }),
    );
    const old = store.getState().loadCountLinePages(0, 0);
    store.getState().setCountLinesFilter({ search: 'Item 7' });
    const slow = release;
    const fresh = store.getState().loadCountLinePages(0, 0);
    release();
    slow();
    await Promise.all([old, fresh]);
    expect(store.getState().countLinePages[0]?.lines[0]?.sku).toBe('SKU7');
    off();
  });

  it('refetches the lines soon after a scan, and at most once a second while reads stream in', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const rev = () => store.getState().countLinesRevision;
    const start = rev();
    api.push('counts.events', batch([event('TAG1')], 1));
    await settle(LINES_REFRESH_MS + 20);
    expect(rev()).toBe(start + 1);
    // Reads keep coming: the next refetch waits for the streaming interval, however many batches come meanwhile.
    for (let i = 2; i <= 4; i++) {
      api.push('counts.events', batch([event(`TAG${i}`, 'newItem', 1000 + i)], i));
      await settle(100);
    }
    expect(rev()).toBe(start + 1);
    await settle(LINES_STREAM_REFRESH_MS - 300 + 100);
    expect(rev()).toBe(start + 2);
    // A scan after a quiet spell is shown at the quick delay again.
    await settle(LINES_STREAM_REFRESH_MS);
    api.push('counts.events', batch([event('TAG5', 'newItem', 2000)], 5));
    await settle(LINES_REFRESH_MS + 20);
    expect(rev()).toBe(start + 3);
    off();
  });

  it('follows outbox and lock pushes for the open session', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    api.push('counts.outbox', { sessionId: null, state: { ...OUTBOX, offline: true, pending: 340 } });
    expect(store.getState().countSession?.outbox.pending).toBe(340);
    api.push('counts.locked', { sessionId: SID, lock: { reason: 'Finalized elsewhere', at: 5, unsentLines: 3 } });
    expect(store.getState().countSession?.readOnly).toBe(true);
    expect(store.getState().countSession?.locked?.unsentLines).toBe(3);
    off();
  });

  it('follows a recount read from another PC: the status, the recount list, and a notice that says so', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const list = { sessionId: SID, status: 'Recount' as const, items: [] };
    api.respond('review.recount.list', () => ({ ok: true, value: list }));
    api.respond('counts.sessions.open', () => ({ ok: true, value: view({ status: 'Recount' }) }));
    api.push('counts.recountLearnt', { sessionId: SID, status: 'Recount', items: 2 });
    await settle();
    expect(store.getState().countSession?.status).toBe('Recount');
    expect(store.getState().countNotice).toMatch(/another PC: this PC's counts of 2 items are zero again/);
    expect(store.getState().recountList).toEqual(list);
    // Another session's recount is not this one's.
    api.push('counts.recountLearnt', {
      sessionId: '99999999-9999-4999-8999-999999999999',
      status: 'Recount',
      items: 1,
    });
    await settle();
    expect(store.getState().countNotice).toMatch(/2 items/);
    off();
  });

  it('lists a line the service refused when the outbox says so, with its message; remove and reassign settle it', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const refused = {
      lineId: '44444444-4444-4444-8444-444444444444',
      itemId: STORE.id,
      sku: 'SKU-9',
      description: 'Deleted item',
      area: 'Front',
      counted: 2,
      message: 'The service refused this line (422): Unknown item.',
    };
    let list = [refused];
    api.respond('counts.lines.refused', () => ({ ok: true, value: list }));
    api.push('counts.outbox', { sessionId: SID, state: { ...OUTBOX, refused: 1 } });
    await settle();
    expect(store.getState().countRefused).toEqual([refused]);
    expect(store.getState().countSession?.outbox.refused).toBe(1);
    // The app-wide state (every session's refused lines) does not overwrite this session's count.
    api.push('counts.outbox', { sessionId: null, state: { ...OUTBOX, refused: 7 } });
    expect(store.getState().countSession?.outbox.refused).toBe(1);
    api.respond('counts.lines.reassign', () => ({ ok: true, value: { ...line(1), sku: 'SKU-1' } }));
    list = [];
    expect(await store.getState().reassignCountLine(refused.lineId, STORE.id)).toBe(true);
    expect(api.calls.filter((c) => c.name === 'counts.lines.reassign').map((c) => c.args)).toEqual([
      { lineId: refused.lineId, itemId: STORE.id },
    ]);
    expect(store.getState().countRefused).toEqual([]);
    expect(store.getState().countNotice).toMatch(/Counted as SKU-1/);
    list = [refused];
    await store.getState().loadCountRefused();
    api.respond('counts.lines.remove', () => ({ ok: true, value: { removed: true } }));
    list = [];
    expect(await store.getState().removeCountLine(refused.lineId)).toBe(true);
    expect(store.getState().countRefused).toEqual([]);
    expect(store.getState().countNotice).toBe('Refused line removed');
    off();
  });

  it('refetches the lines as the outbox drains, so no line says "not sent yet" under "All sent"', async () => {
    const off = store.getState().watchCounts();
    await openSession({ outbox: { ...OUTBOX, pending: 3 } });
    const before = store.getState().countLinesRevision;
    api.push('counts.outbox', { sessionId: null, state: { ...OUTBOX, pending: 0, lastSuccessAt: 5 } });
    await settle(LINES_REFRESH_MS + 20);
    expect(store.getState().countLinesRevision).toBe(before + 1);
    // The same state again changes no line: no refetch.
    api.push('counts.outbox', { sessionId: null, state: { ...OUTBOX, pending: 0, lastSuccessAt: 5 } });
    await settle(LINES_REFRESH_MS + 20);
    expect(store.getState().countLinesRevision).toBe(before + 1);
    off();
  });

  it('says a refused reader batch (a finalized count) as an error, with the error sound only', async () => {
    const off = store.getState().watchCounts();
    await openSession({ readOnly: true, status: 'Finalized' });
    const message = '1 scan(s) not counted: This count is finalized: scans are not counted.';
    const counts = { reads: 1, uniqueTags: 1, barcodes: 0, readsPerSecond: 0, badFrames: 0 };
    api.push('counts.events', {
      ...batch([{ ...event('30AB', 'refused'), message }], 0),
      reader: {
        seq: 1,
        epcs: [{ hex: '30AB', count: 1, first: true }],
        epcsOmitted: 0,
        barcodes: [],
        errors: [],
        counts,
      },
    });
    expect(store.getState().countError).toEqual({ code: 'read_only', message });
    expect(store.getState().readerSignals?.kinds).toEqual(['error']);
    expect(store.getState().countFeed[0]).toMatchObject({ outcome: 'refused', message });
    off();
  });

  it('says a second encoding of a counted tag identity above the feed and lists it as a suspect tag', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    const [counted, clone] = ['3074257BF400000000002329', '3034257BF400000000002329'];
    const message = `Same tag identity, another encoding: possible cloned or re-encoded tag; (01)00614141000005(21)9001 was counted as ${counted}`;
    const suspect: CountUnknownView = {
      code: clone,
      kind: 'clone',
      raw: clone,
      reason: message,
      area: 'Front',
      reads: 1,
      state: 'open',
      itemId: null,
      item: null,
      sameAs: counted,
    };
    api.respond('counts.unknowns', () => ({ ok: true, value: [suspect] }));
    api.push('counts.events', batch([{ ...event(clone, 'sameIdentity'), added: 0, message, sameAs: counted }], 1));
    // Said where it stays (the feed moves on at reading speed) and on the feed row; the list is asked for again.
    expect(store.getState().countNotice).toBe(`${clone}: ${message}.`);
    expect(store.getState().countFeed[0]).toMatchObject({ outcome: 'sameIdentity', message });
    await settle(LINES_REFRESH_MS + 20);
    expect(store.getState().countUnknowns).toEqual([suspect]);
    expect(store.getState().countSession?.unknownOpen).toBe(1);
    off();
  });

  it('undoes the last scan, drops it from the feed and reloads the session', async () => {
    const off = store.getState().watchCounts();
    await openSession();
    api.push('counts.events', batch([event('A'), event('B')], 2));
    api.respond('counts.undo', () => ({ ok: true, value: { undone: 1 } }));
    api.respond('counts.sessions.open', () => ({
      ok: true,
      value: view({ totals: { units: 1, lines: 1, uniqueTags: 1, totalReads: 2, outsideScope: 0, readers: [] } }),
    }));
    await store.getState().undoCount();
    expect(store.getState().countFeed.map((e) => e.raw)).toEqual(['A']);
    expect(store.getState().countSession?.totals.units).toBe(1);
    expect(store.getState().countNotice).toBe('Undid 1 scan');
    off();
  });

  it('keeps a finalize refusal for the screen and reloads after a finalize', async () => {
    await openSession();
    api.respond('counts.finalize', ({ anyway }) =>
      anyway
        ? { ok: true, value: { ok: true, status: 'Finalized' } }
        : { ok: true, value: { ok: false, reason: 'unknowns', unknownOpen: 2, anyway: true } },
    );
    const refused = await store.getState().finalizeCount();
    expect(refused).toEqual({ ok: false, reason: 'unknowns', unknownOpen: 2, anyway: true });
    expect(store.getState().countFinalize).toEqual(refused);
    api.respond('counts.sessions.open', () => ({ ok: true, value: view({ status: 'Finalized', readOnly: true }) }));
    await store.getState().finalizeCount(true);
    expect(store.getState().countSession?.status).toBe('Finalized');
  });

  it('keeps an error with its message and loses nothing on screen', async () => {
    await openSession();
    api.respond('counts.areas.switch', () => ({
      ok: false,
      error: { code: 'read_only', message: 'The session is Finalized.' },
    }));
    expect(await store.getState().switchCountArea('Back room')).toBe(false);
    expect(store.getState().countError?.message).toBe('The session is Finalized.');
    expect(store.getState().countSession?.activeArea).toBe('Front');
    // One error field for the whole slice: the next request that succeeds (here the review's export) clears it.
    api.respond('counts.export', () => ({ ok: true, value: { fileName: 'count.csv', csv: '', rows: 0 } }));
    expect(await store.getState().exportCount()).toEqual({ fileName: 'count.csv', csv: '', rows: 0 });
    expect(store.getState().countError).toBeNull();
  });

  it('keeps no error when only the PDF is unavailable (browser mode prints the page), but keeps any other', async () => {
    await openSession();
    api.respond('counts.print.pdf', () => ({ ok: false, error: { code: 'unavailable', message: 'No printToPDF' } }));
    expect(await store.getState().saveCountPdf()).toBeNull();
    expect(store.getState().countError).toBeNull();
    api.respond('counts.print.pdf', () => ({ ok: false, error: { code: 'internal', message: 'Disk full' } }));
    expect(await store.getState().saveCountPdf()).toBeNull();
    expect(store.getState().countError?.message).toBe('Disk full');
  });

  it('makes the reader count in the open session only while asked; a read-only one takes them to refuse them', async () => {
    await openSession();
    api.respond('counts.sessions.activate', () => ({ ok: true, value: view() }));
    api.respond('counts.sessions.deactivate', () => ({ ok: true, value: { active: null } }));
    await store.getState().setCountTarget(true);
    await store.getState().setCountTarget(false);
    expect(api.calls.filter((c) => c.name.startsWith('counts.sessions.')).map((c) => c.name)).toEqual([
      'counts.sessions.open',
      'counts.sessions.activate',
      'counts.sessions.deactivate',
    ]);
    store.setState({ countSession: view({ readOnly: true }) });
    await store.getState().setCountTarget(true);
    expect(api.calls.filter((c) => c.name === 'counts.sessions.activate')).toHaveLength(2);
    // Let go after the session closed: the session is named, not forgotten.
    const id = store.getState().countSession!.id;
    store.getState().closeCountSession();
    await store.getState().setCountTarget(false, id);
    expect(api.calls.filter((c) => c.name === 'counts.sessions.deactivate').at(-1)?.args).toEqual({ sessionId: id });
  });

  it('processes a finalized count as the demo back office: says what changed and lists the sessions again', async () => {
    let listed = 0;
    api.respond('counts.sessions.list', () => {
      listed++;
      return { ok: true, value: [] };
    });
    let answer: ProcessResult = { status: 'Processed', alreadyProcessed: false, items: 3 };
    api.respond('counts.process.demo', () => ({ ok: true, value: answer }));
    expect(await store.getState().processDemoCount(SID)).toBe(true);
    expect(api.calls.find((c) => c.name === 'counts.process.demo')?.args).toEqual({ sessionId: SID });
    expect(store.getState().countNotice).toBe(
      "Processed. The demo's on-hand of 3 items is now what was counted; the next count of them expects those figures.",
    );
    await settle();
    expect(listed).toBe(1);
    answer = { status: 'Processed', alreadyProcessed: false, items: 1 };
    await store.getState().processDemoCount(SID);
    expect(store.getState().countNotice).toBe(
      "Processed. The demo's on-hand of 1 item is now what was counted; the next count of it expects that figure.",
    );
    answer = { status: 'Processed', alreadyProcessed: true, items: 1 };
    await store.getState().processDemoCount(SID);
    expect(store.getState().countNotice).toBe('This count was processed already: nothing changed.');
    // A refusal is the count's error, in main's words, and no notice.
    const message = "This count's status is Active: only a finalized count can be processed. Finalize it first.";
    api.respond('counts.process.demo', () => ({ ok: false, error: { code: 'bad_input', message } }));
    expect(await store.getState().processDemoCount(SID)).toBe(false);
    expect(store.getState().countError).toEqual({ code: 'bad_input', message });
    expect(store.getState().countNotice).toBeNull();
  });
});
