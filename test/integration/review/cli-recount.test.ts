// Process: node (tests). The review and recount commands as a user runs them (in-process, real local service, real
// journal): a count of two items with a 1-unit tolerance set for the store; `review` prints the line beyond it
// and the summary; `recount --items beyond-tolerance` sets the session to Recount (3) at the service and lists the
// item; counting then takes only that item (the other is refused), the recount replaces its count; `recount
// --list` shows nothing left to recount; `finalize` closes it. Bad usage exits 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { openJournal } from '../../../domain/journal/journal';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { cliInProcess } from '../../helpers/cli-in-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('recount-cli-');
let store: { id: string };
/** Two items of store S01 with their GTIN and on-hand there. */
let items: { id: string; gtin: string; onHand: number }[];

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));
const json = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const epcs = (i: number, serials: number[]) =>
  serials.map((serial) => encodeSgtin96({ gtin14: items[i]!.gtin, serial, filter: 1 })).join('\n');
const statusAtService = (sessionId: string) => {
  const db = serviceDb(service);
  const r = db.prepare('SELECT mobile_status AS s FROM sessions WHERE id = ?').get(sessionId.toLowerCase()) as {
    s: number;
  };
  db.close();
  return r.s;
};

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  store = sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as typeof store;
  // Items on hand at least 5 in S01, so a count of 1 is 4 or more units off and a count of on-hand is exact.
  items = sdb
    .prepare(`SELECT i.id, g.gtin, o.quantity AS onHand FROM items i
      JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      JOIN item_stores s ON s.item_id = i.id AND s.store_id = ?1
      JOIN on_hand o ON o.item_id = i.id AND o.store_id = ?1 WHERE o.quantity >= 5 AND o.quantity <= 40
      ORDER BY i.seq LIMIT 2`)
    .all(store.id) as typeof items;
  sdb.close();
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli review and recount', () => {
  it('reviews against the store tolerances, sends the beyond line back, recounts it and finalizes', async () => {
    expect(items).toHaveLength(2);
    const [a, b] = items as [(typeof items)[0], (typeof items)[0]];
    // Item a: 1 counted (beyond a 1-unit tolerance); item b: its on-hand exactly (within).
    const reads = `${epcs(0, [1])}\n${epcs(
      1,
      Array.from({ length: b.onHand }, (_, k) => k + 1),
    )}\n`;
    const count = await cli(['count', '--store', 'S01', '--new', 'Recount by CLI', '--reads', '-'], reads);
    expect(count.code).toBe(0);
    const sessionId = String(json(count.out)[0]!.sessionId);
    const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    createToleranceStore(journal).set(store.id, { default: { units: 1 } });
    journal.close();

    const review = await cli(['review', '--session', sessionId]);
    expect(review.code).toBe(0);
    const lines = json(review.out);
    const summary = lines.at(-1)!;
    // Two items in one area: two lines, two items counted, one within and one beyond.
    expect(summary).toMatchObject({ sessionId, status: 'Active', lines: 2, itemsCounted: 2, within: 1, beyond: 1 });
    const beyond = lines.slice(0, -1);
    expect(beyond.map((l) => l.itemId)).toContain(a.id);
    expect(beyond.map((l) => l.itemId)).not.toContain(b.id);
    expect(beyond.find((l) => l.itemId === a.id)).toMatchObject({ counted: 1, expected: a.onHand, verdict: 'beyond' });
    expect(summary.beyond).toBe(beyond.length);

    const recount = await cli(['recount', '--session', sessionId, '--items', 'beyond-tolerance']);
    expect(recount.code).toBe(0);
    const listed = json(recount.out);
    expect(listed.at(-1)).toMatchObject({ sessionId, status: 'Recount', listed: beyond.length });
    expect(listed.find((l) => l.itemId === a.id)).toMatchObject({ earlier: 1, recounted: null });
    expect(statusAtService(sessionId)).toBe(3);

    // Only the listed item counts: b's new tag is refused; a's recount (the same tag and four more) replaces the 1.
    const again = await cli(
      ['count', '--store', 'S01', '--session', sessionId, '--reads', '-'],
      `${epcs(1, [99])}\n${epcs(0, [1, 2, 3, 4, 5])}\n`,
    );
    expect(again.code).toBe(0);
    expect(json(again.out)[0]).toMatchObject({ outcomes: { refused: 1, newItem: 1, plusOne: 4 } });
    const left = await cli(['recount', '--session', sessionId, '--list']);
    expect(json(left.out).find((l) => l.itemId === a.id)).toMatchObject({ earlier: 1, recounted: 5 });

    const fin = await cli(['finalize', '--session', sessionId]);
    expect(fin.code).toBe(0);
    expect(statusAtService(sessionId)).toBe(2);
    const after = await cli(['review', '--session', sessionId, '--all']);
    expect(json(after.out).find((l) => l.itemId === a.id)).toMatchObject({ counted: 5 });
  }, 120_000);

  it('refuses bad usage with exit 2', async () => {
    expect((await cli(['recount', '--session', 'x'])).code).toBe(2);
    expect((await cli(['recount', '--session', 'x', '--items', 'beyond-tolerance', '--list'])).code).toBe(2);
    expect((await cli(['review'])).code).toBe(2);
  });
});
