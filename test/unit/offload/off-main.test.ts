// Process: test (node). The off-main runner (domain/offload/thread.ts): a tag report computed in the worker thread,
// on its own read-only connection to the journal, is the one main computes; a refusal in words comes back as the
// same coded error (its code and words), so the IPC carrier answers it as before; the thread is one for all tasks.
import { describe, expect, it } from 'vitest';
import { PART_ROWS } from '../../../domain/offload/parts';
import { offMain } from '../../../domain/offload/thread';
import { stallFigures } from '../../../domain/shared/stall-monitor';
import { fileOf } from '../../../domain/sqlite/open';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { compareWithPrevious } from '../../../domain/tags/reports';
import { addCount, addItem, gtin, sgtin } from '../tags/journal-fixture';
import { testJournal } from '../tags/test-journal';

const G = gtin('0061414100009');

/** Oct: serials 1 and 2, and `more` further tags from serial 100 (all gone by Nov); Nov: 1 moved, 3 new. */
function twoCounts(more = 0) {
  const j = testJournal();
  addItem(j.db, 'shirt', 'SH-1', 'Shirts');
  const extra = Array.from({ length: more }, (_, i) => ({ epc: sgtin(G, 100 + i), item: 'shirt', area: 'Back' }));
  addCount(j.db, 'oct', {
    areas: ['Front', 'Back'],
    openedAt: 1_000,
    tags: [
      { epc: sgtin(G, 1), item: 'shirt', area: 'Front' },
      { epc: sgtin(G, 2), item: 'shirt', area: 'Front' },
      ...extra,
    ],
  });
  addCount(j.db, 'nov', {
    areas: ['Front', 'Back'],
    openedAt: 2_000,
    tags: [
      { epc: sgtin(G, 1), item: 'shirt', area: 'Back' },
      { epc: sgtin(G, 3), item: 'shirt', area: 'Front' },
    ],
  });
  recordFinalizedTags(j.db, 'oct', { now: () => 100 });
  recordFinalizedTags(j.db, 'nov', { now: () => 200 });
  return j;
}

describe('heavy reads off main', () => {
  it('a tag report computed in the worker is the one main computes, from the last commit', async () => {
    const { db, path } = twoCounts();
    // The hosts name the journal's file by its connection.
    expect(fileOf(db)).toBe(path);
    const offThread = await offMain('tags.compare', { journal: fileOf(db), after: 'nov' });
    expect(offThread).toEqual(compareWithPrevious(db, 'nov'));
    expect(offThread.gone.rows.map((t) => t.epc)).toEqual([sgtin(G, 2)]);
    expect(offThread.moved.rows.map((t) => `${t.fromArea} → ${t.area}`)).toEqual(['Front → Back']);
    // Watched under the task's name, as the stalls benchmark reads it.
    expect(stallFigures()).toHaveProperty('tags.compare');
  });

  it('a long answer comes back in parts, whole and in order', async () => {
    const { db, path } = twoCounts(2 * PART_ROWS + 17);
    const offThread = await offMain('tags.compare', { journal: path, after: 'nov' });
    expect(offThread.gone.rows).toHaveLength(2 * PART_ROWS + 18);
    expect(offThread).toEqual(compareWithPrevious(db, 'nov'));
  });

  it('a refusal in words crosses back as the coded error it was', async () => {
    const { path } = twoCounts();
    const refused = await offMain('tags.compare', { journal: path, after: 'oct' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'not_found', message: expect.stringMatching(/No earlier finished count/) });
    const unknown = await offMain('tags.compare', { journal: path, after: 'nov', before: 'nope' }).catch((e) => e);
    expect(unknown).toMatchObject({ code: 'not_found' });
  });

  it('tasks at once each get their own answer from the one thread', async () => {
    const a = twoCounts();
    const b = twoCounts();
    const [ra, rb, rc] = await Promise.all([
      offMain('tags.compare', { journal: a.path, after: 'nov' }),
      offMain('tags.compare', { journal: b.path, after: 'nov', before: 'oct' }),
      offMain('tags.compare', { journal: a.path, after: 'oct', before: 'nov' }),
    ]);
    expect([ra.after, rb.after, rc.after]).toEqual(['nov', 'nov', 'nov']);
    expect([ra.counts.reordered, rb.counts.reordered, rc.counts.reordered]).toEqual([false, false, true]);
  });
});
