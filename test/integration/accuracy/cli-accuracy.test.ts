// Process: node (tests). `cli accuracy` as a user runs it (in-process, real local service, real journal): a count
// made and finalized with the CLI's own commands is stored when it is finalized (openCounting listens), and
// `accuracy --store` lists it with figures hand-checked against the journal's on-hand snapshot and price; --wrong
// lists the item when its count was off, --csv writes the app's CSV, and two outputs at once are refused. `cli
// review` and `cli accuracy` print the count's variance value as the domain defines it (domain/counts/variance.ts:
// the counted lines, what finalizing posts), and review the missing items' value apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { varianceSummary } from '../../../domain/counts/variance';
import { openJournal } from '../../../domain/journal/journal';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { cliInProcess } from '../../helpers/cli-in-process';
import { parseCsv } from '../../helpers/csv-sums';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('accuracy-cli-');
let item: { id: string; gtin: string };

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  const store = sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as { id: string };
  item = sdb
    .prepare(`SELECT i.id, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      JOIN item_stores s ON s.item_id = i.id AND s.store_id = ? ORDER BY i.seq LIMIT 1`)
    .get(store.id) as typeof item;
  sdb.close();
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli accuracy', () => {
  it('lists a count finalized with the CLI, its wrong item and the CSV', async () => {
    const tags = [1, 2].map((serial) => encodeSgtin96({ gtin14: item.gtin, serial, filter: 1 }));
    const count = await cli(
      ['count', '--store', 'S01', '--new', 'CLI accuracy', '--reads', '-'],
      `${tags.join('\n')}\n`,
    );
    expect(count.code).toBe(0);
    const sessionId = String(JSON.parse(count.out[0]!).sessionId);
    const review = await cli(['review', '--session', sessionId]);
    expect(review.code).toBe(0);
    const reviewed = JSON.parse(review.out.at(-1)!) as Record<string, number>;
    expect((await cli(['finalize', '--session', sessionId, '--anyway'])).code).toBe(0);

    // Hand check: 2 units counted of the one item, against its on-hand when the count opened.
    const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    const { onHand } = journal
      .prepare('SELECT on_hand AS onHand FROM count_expected WHERE session_id = ? AND item_id = ?')
      .get(sessionId, item.id) as { onHand: number };
    const { price } = journal
      .prepare('SELECT retail AS price FROM count_item_facts WHERE item_id = ?')
      .get(item.id) as {
      price: number;
    };
    const figures = varianceSummary(journal, sessionId, false);
    journal.close();
    if (figures.blind) throw new Error('not blind');
    const exact = onHand === 2 ? 1 : 0;
    // The count's variance value is the one counted line's; the store's other items are missing, apart.
    expect(figures.session.varianceValue).toBeCloseTo((2 - onHand) * price, 2);
    expect(figures.missing.items).toBeGreaterThan(0);
    expect(reviewed).toMatchObject({
      variance: 2 - onHand,
      varianceValue: figures.session.varianceValue,
      missingValue: figures.missing.value,
    });

    const listed = await cli(['accuracy', '--store', 'S01']);
    expect(listed.code).toBe(0);
    expect(listed.stderr).toMatch(/finalized count\(s\) at the service; stored now: 0 from this PC's journal/);
    const lines = listed.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = lines.find((l) => l.sessionId === sessionId);
    expect(mine).toMatchObject({
      description: 'CLI accuracy',
      source: 'journal',
      items: 1,
      units: 2,
      exact,
      withinTolerance: exact,
      accuracy: exact,
    });
    expect(mine!.varianceValue).toBe(figures.session.varianceValue);

    const wrong = await cli(['accuracy', '--store', 'S01', '--wrong', '--journal-only']);
    expect(wrong.code).toBe(0);
    const ids = wrong.out.map((l) => (JSON.parse(l) as { itemId: string }).itemId);
    expect(ids.includes(item.id)).toBe(exact === 0);

    const csv = await cli(['accuracy', '--store', 'S01', '--csv', '--journal-only']);
    expect(csv.code).toBe(0);
    const parsed = parseCsv(csv.out.join('\n'));
    expect(parsed.header.slice(0, 7)).toEqual([
      'row',
      'finalized',
      'session id',
      'description',
      'source',
      'category',
      'items',
    ]);
    expect(parsed.rows.find((r) => r.row === 'count' && r['session id'] === sessionId)).toMatchObject({
      items: '1',
      units: '2',
      'accuracy %': String(exact * 100),
    });
  }, 120_000);

  it('refuses two outputs at once', async () => {
    const r = await cli(['accuracy', '--store', 'S01', '--wrong', '--csv']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--wrong and --csv are two outputs');
  });
});
