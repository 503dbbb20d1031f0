// Process: test (node). What the batched ingest writes, on a real journal file: one scan row per counted scan in
// reading order, one line write and audit row per line and source per batch, the journal's key deciding which
// tags count when the in-memory set misses one, a failed batch rolled back whole, a crash losing no count, undo
// over a batch, and raw input kept exactly.
import { describe, expect, it, vi } from 'vitest';
import { READS_FLUSH, READS_FLUSH_MS, READS_SLICE } from '../../../domain/counts/held-reads';
import type { BarcodeEvent, EpcEvent } from '../../../domain/reader/events';
import { engine, enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE, type TestEngine } from './harness';

const start = enginesClosedAfterEach();
const newSession = (e: TestEngine) =>
  e.service.createSession({ storeId: STORE, description: 'Batch test', areas: ['Front'], blind: false });
const barcode = (text: string): BarcodeEvent => ({ type: 'barcode', text, at: 0 });
const scans = (e: TestEngine) =>
  e.journal.prepare('SELECT source, raw, epc, decoded, item_id, delta, line_id FROM count_scans ORDER BY id').all() as {
    source: string;
    raw: string;
    epc: string | null;
    decoded: string | null;
    item_id: string | null;
  }[];
const audit = (e: TestEngine) =>
  e.journal.prepare('SELECT source, item_id, before, after, user, area FROM count_audit ORDER BY id').all();
const tagReads = (e: TestEngine) =>
  Object.fromEntries(
    (e.journal.prepare('SELECT epc, reads FROM count_tags').all() as { epc: string; reads: number }[]).map((r) => [
      r.epc,
      r.reads,
    ]),
  );

describe('batched ingest', () => {
  it('each outcome names the reader it came from when several readers feed the count', async () => {
    const e = start();
    const s = await newSession(e);
    const [a, b] = [epcOf(1, 1), epcOf(2, 1)];
    const [ea, eb] = epcEvents([a, b]);
    const upc = ITEMS[0]!.upc[0]!;
    const batch = e.service.ingest(s.id, [
      { ...ea!, reader: '/dev/ttyUSB0' },
      { ...eb!, reader: 'sim-2' },
      { ...barcode(upc), reader: 'keyboard' },
      { type: 'epc', hex: 'ABCD', at: 0, reader: 'sim-2' },
    ]);
    expect(batch.events.map((x) => [x.outcome, x.reader])).toEqual([
      ['newItem', '/dev/ttyUSB0'],
      ['newItem', 'sim-2'],
      ['plusOne', 'keyboard'],
      ['error', 'sim-2'], // not a tag: the reader still named
    ]);
    // Each counted scan names its item (read once per batch from the journal's item facts).
    const named = batch.events.filter((x) => x.itemId !== null).map((x) => [x.itemId, x.sku, x.description]);
    expect(named).toEqual([ITEMS[0]!, ITEMS[1]!, ITEMS[0]!].map((i) => [i.id, i.sku, expect.stringContaining(i.sku)]));
    // A reader-less event (a typed scan) keeps the old shape: no reader field at all.
    const typed = e.service.ingest(s.id, [barcode(upc)], 'typed');
    expect('reader' in typed.events[0]!).toBe(false);
  });

  it('writes a scan row per counted scan in reading order and one audit row per line and source per batch', async () => {
    const e = start();
    const s = await newSession(e);
    const [a, b, c] = [epcOf(1, 1), epcOf(1, 2), epcOf(2, 1)];
    const upc = ITEMS[0]!.upc[0]!;
    const events: (EpcEvent | BarcodeEvent)[] = [...epcEvents([a, b, a, c]), barcode(upc), ...epcEvents([a])];
    const batch = e.service.ingest(s.id, events);
    expect(batch.events.map((x) => x.outcome)).toEqual(['newItem', 'plusOne', 'newItem', 'plusOne', 'repeatedTag']);
    expect(batch.events.at(-1)!.message).toBe('2 repeated reads of tags already counted');
    expect(batch.totals).toEqual({
      units: 4,
      lines: 2,
      uniqueTags: 3,
      totalReads: 5,
      outsideScope: 0,
      readers: [{ reader: null, reads: 5, uniqueTags: 3 }],
    });
    const rows = scans(e);
    expect(rows.map((r) => [r.source, r.raw, r.epc, r.item_id])).toEqual([
      ['rfid', a, a, ITEMS[0]!.id],
      ['rfid', b, b, ITEMS[0]!.id],
      ['rfid', c, c, ITEMS[1]!.id],
      ['barcode', upc, null, ITEMS[0]!.id],
    ]);
    expect(rows[0]!.decoded).toBe(ITEMS[0]!.gtin14); // the decoded result: the tag's GTIN-14
    // Item 1's line: two tags then a barcode, so two audit rows chained 0 -> 2 -> 3; item 2's line: one.
    expect(audit(e)).toEqual([
      { source: 'rfid', item_id: ITEMS[0]!.id, before: 0, after: 2, user: 'tester', area: 'Front' },
      { source: 'rfid', item_id: ITEMS[1]!.id, before: 0, after: 1, user: 'tester', area: 'Front' },
      { source: 'barcode', item_id: ITEMS[0]!.id, before: 2, after: 3, user: 'tester', area: 'Front' },
    ]);
    const versions = () => e.journal.prepare('SELECT item_id, qty, version FROM count_lines ORDER BY item_id').all();
    expect(versions()).toEqual([
      { item_id: ITEMS[0]!.id, qty: 3, version: 1 },
      { item_id: ITEMS[1]!.id, qty: 1, version: 1 },
    ]);
    e.service.ingest(s.id, epcEvents([epcOf(1, 3), epcOf(1, 4), a]));
    expect(versions()).toEqual([
      { item_id: ITEMS[0]!.id, qty: 5, version: 2 },
      { item_id: ITEMS[1]!.id, qty: 1, version: 1 },
    ]);
    e.service.stop(); // writes the folded read counters
    expect(tagReads(e)).toMatchObject({ [a]: 4, [b]: 1, [c]: 1 });
  });

  it('counts a tag once when the journal has it and the in-memory set does not (the key decides)', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1)])); // the memo is loaded now
    const behind = epcOf(2, 7);
    e.journal
      .prepare("INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, 'Front', 1)")
      .run(s.id, behind, ITEMS[1]!.id);
    const batch = e.service.ingest(s.id, epcEvents([behind, epcOf(2, 8)]));
    expect(batch.events.map((x) => [x.raw, x.outcome])).toEqual([
      [epcOf(2, 8), 'newItem'],
      [behind, 'repeatedTag'],
    ]);
    expect(scans(e).filter((r) => r.epc === behind)).toEqual([]);
    e.service.stop();
    expect(tagReads(e)[behind]).toBe(2);
  });

  it('rolls a failed batch back whole; the next batch counts its tags from the committed quantities', async () => {
    const e = start();
    const s = await newSession(e);
    const [a, b, c] = [epcOf(1, 1), epcOf(1, 2), epcOf(2, 1)];
    e.service.ingest(s.id, epcEvents([a, a]));
    // The journal refuses the batch's last scan row, after its tags, lines and audit rows were written.
    e.journal.exec(`CREATE TEMP TRIGGER refuse BEFORE INSERT ON count_scans WHEN NEW.raw = '${c}'
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`);
    expect(() => e.service.ingest(s.id, epcEvents([a, b, c, b]))).toThrow(/disk says no/);
    expect(e.journal.prepare('SELECT COUNT(*) AS n FROM count_tags').get()).toMatchObject({ n: 1 });
    expect(e.journal.prepare('SELECT qty FROM count_lines').all()).toMatchObject([{ qty: 1 }]);
    expect(audit(e)).toHaveLength(1);
    e.journal.exec('DROP TRIGGER refuse');
    const again = e.service.ingest(s.id, epcEvents([b, c, a]));
    expect(again.events.map((x) => x.outcome)).toEqual(['plusOne', 'newItem', 'repeatedTag']);
    expect(again.totals).toEqual({
      units: 3,
      lines: 2,
      uniqueTags: 3,
      totalReads: 5,
      outsideScope: 0,
      readers: [{ reader: null, reads: 5, uniqueTags: 3 }],
    });
    expect(audit(e)).toContainEqual(expect.objectContaining({ item_id: ITEMS[0]!.id, before: 1, after: 2 }));
    e.service.stop();
    // The failed batch's repeats were taken back: a read twice then once, b once, c once.
    expect(tagReads(e)).toEqual({ [a]: 3, [b]: 1, [c]: 1 });
  });

  it('loses no count in a crash: only per-tag read counters not yet written may be missing', async () => {
    const e = engine();
    const s = await newSession(e);
    const tags = Array.from({ length: 30 }, (_, i) => epcOf((i % 3) + 1, i + 1));
    for (let r = 0; r < 4; r++) e.service.ingest(s.id, epcEvents(tags));
    e.journal.close(); // no stop(): as if the process died here
    const after = start(e.dir);
    const t = after.service.ingest(s.id, []).totals;
    expect(t).toEqual({
      units: 30,
      lines: 3,
      uniqueTags: 30,
      totalReads: 120,
      outsideScope: 0,
      readers: [{ reader: null, reads: 120, uniqueTags: 30 }],
    });
    expect(Object.values(tagReads(after))).toEqual(new Array(30).fill(1)); // the folded repeats were lost
    expect(scans(after)).toHaveLength(30);
  });

  it('writes the read counters once READS_FLUSH tags have repeats held for READS_FLUSH_MS, a slice per batch, so a crash loses few', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const e = engine();
      const s = await newSession(e);
      const tags = Array.from({ length: READS_FLUSH }, (_, i) => epcOf((i % 3) + 1, i + 1));
      const twice = tags.slice(0, 10);
      for (let i = 0; i < tags.length; i += 2000) e.service.ingest(s.id, epcEvents(tags.slice(i, i + 2000)));
      for (let i = 0; i < tags.length; i += 2000) e.service.ingest(s.id, epcEvents(tags.slice(i, i + 2000)));
      e.service.ingest(s.id, epcEvents(twice));
      // READS_FLUSH tags held, but not for long: their repeats stay folded in memory, nothing written yet.
      expect(Object.values(tagReads(e)).filter((n) => n !== 1)).toEqual([]);
      vi.advanceTimersByTime(READS_FLUSH_MS);
      // Due now: the next batch writes READS_SLICE of them (in key order), not all at once; its own repeats of
      // `twice` are held anew.
      e.service.ingest(s.id, epcEvents(twice));
      const written = Object.entries(tagReads(e)).filter(([, n]) => n !== 1);
      expect(written).toHaveLength(READS_SLICE);
      expect(written.map(([epc]) => epc)).toEqual([...tags].sort().slice(0, READS_SLICE));
      // Each further batch, empty ones too, writes the next slice until the queue is written.
      for (let i = 1; i < READS_FLUSH / READS_SLICE; i++) e.service.ingest(s.id, []);
      e.journal.close(); // no stop()
      const after = start(e.dir);
      const reads = tagReads(after);
      // The queued counters all written; the last batch's repeats (held, not due) lost with the process.
      expect(twice.map((t) => reads[t])).toEqual(new Array(10).fill(3));
      expect(Object.values(reads).filter((n) => n === 2)).toHaveLength(READS_FLUSH - 10);
      expect(after.service.ingest(s.id, []).totals.totalReads).toBe(2 * READS_FLUSH + 20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a rolled-back batch out of the held counters and writes its slice with the next batch', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const e = engine();
      const s = await newSession(e);
      const tags = Array.from({ length: READS_FLUSH }, (_, i) => epcOf((i % 3) + 1, i + 1));
      for (let pass = 0; pass < 2; pass++)
        for (let i = 0; i < tags.length; i += 2000) e.service.ingest(s.id, epcEvents(tags.slice(i, i + 2000)));
      vi.advanceTimersByTime(READS_FLUSH_MS);
      // The batch that would write the first slice fails (a trigger refusing its scan rows): nothing of it stays.
      e.journal.exec(
        "CREATE TEMP TRIGGER refuse BEFORE INSERT ON count_scans BEGIN SELECT RAISE(ABORT, 'refused'); END",
      );
      expect(() => e.service.ingest(s.id, epcEvents([epcOf(1, 999_999), tags[0]!]))).toThrow('refused');
      expect(Object.values(tagReads(e)).filter((n) => n !== 1)).toEqual([]);
      e.journal.exec('DROP TRIGGER refuse');
      for (let i = 0; i < READS_FLUSH / READS_SLICE; i++) e.service.ingest(s.id, []);
      e.service.stop();
      const reads = tagReads(e);
      expect(tags.every((t) => reads[t] === 2)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('undoes a batch newest first, its barcode and its tags, with audit rows; an undone tag counts again', async () => {
    const e = start();
    const s = await newSession(e);
    const [a, b] = [epcOf(1, 1), epcOf(2, 1)];
    e.service.ingest(s.id, [...epcEvents([a, b]), barcode(ITEMS[0]!.upc[0]!)]);
    expect(e.service.undo(s.id, 2)).toEqual({ undone: 2 });
    const undo = (audit(e) as { source: string }[]).filter((r) => r.source === 'undo');
    expect(undo).toEqual([
      { source: 'undo', item_id: ITEMS[0]!.id, before: 2, after: 1, user: 'tester', area: 'Front' },
      { source: 'undo', item_id: ITEMS[1]!.id, before: 1, after: 0, user: 'tester', area: 'Front' },
    ]);
    expect(Object.keys(tagReads(e))).toEqual([a]);
    const back = e.service.ingest(s.id, epcEvents([a, b]));
    expect(back.events.map((x) => [x.raw, x.outcome])).toEqual([
      [b, 'newItem'],
      [a, 'repeatedTag'],
    ]);
    expect(back.totals.units).toBe(2);
  });

  it('keeps raw input exactly, control and non-ASCII characters included', async () => {
    const e = start();
    const s = await newSession(e);
    const odd = 'Ä\u001d12 "x" \\ 😀';
    const sku = 'NÖ-SUCH-SKU ✓';
    const batch = e.service.ingest(s.id, [barcode(odd), barcode(sku)]);
    expect(batch.events.map((x) => [x.raw, x.outcome])).toEqual([
      [odd, 'error'],
      [sku, 'unknown'],
    ]);
    expect(scans(e).map((r) => r.raw)).toEqual([odd, sku]);
    expect(e.service.unknowns(s.id).map((u) => u.raw)).toEqual([sku]);
  });
});
