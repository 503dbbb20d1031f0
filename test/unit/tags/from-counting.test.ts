// Process: test (node). The tag history and reports on what the real counting engine writes (test/unit/counts'
// harness: a real journal file, the in-memory catalog, a fake API): two counts read through ingest, marked
// finalized, recorded, compared. Guards the hand-made fixture's assumption that count_tags and count_scans hold
// what the history reads.
import { describe, expect, it, vi } from 'vitest';
import { compareCounts } from '../../../domain/tags/compare';
import { countTags, previousCount, recordedCounts, recordFinalizedTags } from '../../../domain/tags/history';
import { recordTagHistory } from '../../../domain/tags/record-on-finalize';
import { enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from '../counts/harness';

const start = enginesClosedAfterEach();

describe('tag history from counting', () => {
  it('records what ingest counted and reports gone, moved and new between two real counts', async () => {
    const e = start();
    const [a, b, c, d] = [epcOf(1, 1), epcOf(1, 2), epcOf(2, 1), epcOf(3, 1)];
    const oct = await e.service.createSession({
      storeId: STORE,
      description: 'Oct',
      areas: ['Front', 'Back'],
      blind: false,
    });
    e.service.ingest(oct.id, epcEvents([a, b, a, c, a]));
    const nov = await e.service.createSession({
      storeId: STORE,
      description: 'Nov',
      areas: ['Front', 'Back'],
      blind: false,
    });
    e.service.ingest(nov.id, epcEvents([c]));
    e.service.switchArea(nov.id, 'Back');
    e.service.ingest(nov.id, epcEvents([a, d]));
    e.service.stop(); // writes the read counters, as on quit
    // Finalizing itself talks to the service; here the count is marked as the service would leave it.
    e.journal.prepare('UPDATE count_sessions SET status = 2').run();
    recordFinalizedTags(e.journal, oct.id, { now: () => 1 });
    recordFinalizedTags(e.journal, nov.id, { now: () => 2 });

    const scanAt = (id: string, epc: string) =>
      (e.journal.prepare('SELECT at FROM count_scans WHERE session_id = ? AND epc = ?').get(id, epc) as { at: number })
        .at;
    const octTags = new Map(countTags(e.journal, oct.id).map((t) => [t.epc, t]));
    // Read three times in one batch: its last read is that batch's time (ingest's read-counter flush).
    expect(octTags.get(a)).toMatchObject({
      itemId: ITEMS[0]!.id,
      area: 'Front',
      reads: 3,
      firstAt: scanAt(oct.id, a),
      lastAt: scanAt(oct.id, a),
    });
    expect(octTags.get(b)).toMatchObject({ reads: 1, firstAt: scanAt(oct.id, b), lastAt: scanAt(oct.id, b) });

    expect(previousCount(e.journal, nov.id)).toBe(oct.id);
    const r = compareCounts(e.journal, oct.id, nov.id);
    expect(r.gone.rows.map((t) => [t.epc, t.serial, t.area])).toEqual([[b, '2', 'Front']]);
    expect(r.moved.rows.map((t) => [t.epc, t.fromArea, t.area])).toEqual([[a, 'Front', 'Back']]);
    expect(r.new.rows.map((t) => [t.epc, t.area])).toEqual([[d, 'Back']]);
    expect(r.new.byCategory).toEqual([{ category: 'Shoes', tags: 1 }]);
    expect(r.suspect.rows).toEqual([]);
  });

  it("keeps the time of a tag's last repeat read, and records the history when the count is finalized", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(10_000);
      const e = start();
      const offRecord = e.service.onFinishedCounts(recordTagHistory(e.journal, { now: () => 99 }));
      const [a, b] = [epcOf(1, 1), epcOf(2, 1)];
      const s = await e.service.createSession({ storeId: STORE, description: 'Dec', areas: ['Front'], blind: false });
      e.service.ingest(s.id, epcEvents([a, b]));
      vi.setSystemTime(20_000);
      e.service.ingest(s.id, epcEvents([a]));
      vi.setSystemTime(30_000);
      e.service.ingest(s.id, epcEvents([a, a]));
      // Not flushed yet (no stop()): finalizing writes the folded counters before the history is recorded.
      expect(await e.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
      const tags = new Map(countTags(e.journal, s.id).map((t) => [t.epc, t]));
      expect(tags.get(a)).toMatchObject({ reads: 4, firstAt: 10_000, lastAt: 30_000 });
      expect(tags.get(b)).toMatchObject({ reads: 1, firstAt: 10_000, lastAt: 10_000 });
      expect(recordedCounts(e.journal, STORE)).toEqual([
        { sessionId: s.id, storeId: STORE, description: 'Dec', recordedAt: 99, tags: 2 },
      ]);
      offRecord();
    } finally {
      vi.useRealTimers();
    }
  });

  it('records no history for a finished count without a tag on this PC (barcodes only)', async () => {
    const e = start();
    e.service.onFinishedCounts(recordTagHistory(e.journal));
    const s = await e.service.createSession({ storeId: STORE, description: 'Bc', areas: ['Front'], blind: false });
    e.service.ingest(s.id, [{ type: 'barcode', text: ITEMS[0]!.upc[0]!, at: 0 }]);
    expect(await e.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    expect(recordedCounts(e.journal, STORE)).toEqual([]);
  });
});
