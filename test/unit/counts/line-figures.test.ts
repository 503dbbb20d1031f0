// Process: test (node). The one definition of a count's lines and items counted (domain/counts/line-figures.ts):
// an item counted in two areas is two lines and one item, another PC's line is a line, and every place that says
// them (the session list, the finalize preview, the review) gives the same two figures.
import { describe, expect, it } from 'vitest';
import { createLineFigures } from '../../../domain/counts/line-figures';
import { enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();

describe("a count's lines and items counted", () => {
  it('an item in two areas is two lines, one item; another PC adds its lines; every surface agrees', async () => {
    const e = start();
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'L',
      areas: ['Front', 'Back'],
      blind: false,
    });
    // Item 1 in Front and Back, item 2 in Front: three lines, two items.
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1)]));
    e.service.switchArea(s.id, 'Back');
    e.service.ingest(s.id, epcEvents([epcOf(1, 2)]));
    const figures = createLineFigures(e.journal);
    expect(figures.of(s.id)).toEqual({ lines: 3, items: 2 });
    expect(e.service.session(s.id).totals.lines).toBe(3);
    // Not sent yet: the session list counts this PC's lines the service does not hold.
    const listed = async () => (await e.service.listSessions(STORE)).find((x) => x.id === s.id)?.lines;
    expect(await listed()).toBe(3);
    expect(await e.service.flush()).toBe(true);
    expect(e.fake.onService.size).toBe(3);
    expect(await listed()).toBe(3);

    // Another PC counted item 3 (read back as its line) and item 1 in its own area: five lines, three items.
    const other = e.journal.prepare(
      'INSERT INTO count_remote_lines (id, session_id, item_id, qty) VALUES (?, ?, ?, ?)',
    );
    other.run('remote-1', s.id, ITEMS[2]!.id, 4);
    other.run('remote-2', s.id, ITEMS[0]!.id, 1);
    expect(figures.of(s.id)).toEqual({ lines: 5, items: 3 });
    expect(figures.withService(s.id, [...e.fake.onService.keys(), 'remote-1', 'remote-2'])).toBe(5);
    const review = e.service.reviewLines(s.id, { default: {} });
    expect(review.counted).toEqual({ lines: 5, items: 3 });
    // The review judges items: within and beyond are the items counted, not the lines.
    expect(review.within + review.beyond).toBe(3);
    expect(e.fake.onService.size).toBe(3);
  });

  it('a line taken back to zero before it was sent is gone from both figures; an empty count has none', async () => {
    const e = start();
    const s = await e.service.createSession({ storeId: STORE, description: 'Z', areas: ['Front'], blind: false });
    const figures = createLineFigures(e.journal);
    expect(figures.of(s.id)).toEqual({ lines: 0, items: 0 });
    e.service.scanTexts(s.id, [ITEMS[1]!.upc[0]!]);
    expect(figures.of(s.id)).toEqual({ lines: 1, items: 1 });
    e.service.undo(s.id);
    expect(figures.of(s.id)).toEqual({ lines: 0, items: 0 });
  });
});
