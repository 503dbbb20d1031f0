// Process: test (node). A kill -9 during finalize leaves the count out of no tag report, as a
// user meets it from the CLI (in-process, real local service, real journal). A 20,000-tag count is finalized and
// the process dies right after the service and the journal took the status, before anything recorded its tag
// history or accuracy (the journal and the service are left as that kill leaves them). `finalize` run again: the
// count's history is recorded, its count_tags rows compacted, its accuracy stored, and the next count of the store
// is compared against it, not against the count before it.
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { openJournal } from '../../../domain/journal/journal';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { cliInProcess } from '../../helpers/cli-in-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

const TAGS = 20_000;
let service: TestService;
const dir = tempDir('tags-killed-');
let gtins: string[];

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));
const epc = (i: number, serial: number) => encodeSgtin96({ gtin14: gtins[i]!, serial, filter: 1 });

/** A count of S01 read with `count`; its session id. */
async function counted(description: string, epcs: string[]): Promise<string> {
  const r = await cli(['count', '--store', 'S01', '--new', description, '--reads', '-'], `${epcs.join('\n')}\n`);
  expect(r.code, r.stderr).toBe(0);
  return String((JSON.parse(r.out[0]!) as { sessionId: string }).sessionId);
}

async function finalize(sessionId: string): Promise<void> {
  const f = await cli(['finalize', '--session', sessionId, '--anyway']);
  expect(f.code, f.stderr).toBe(0);
}

/** What the journal holds of a count's tag history and accuracy. */
function recorded(sessionId: string) {
  const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
  try {
    const one = (sql: string) => (journal.prepare(sql).get(sessionId) as { n: number | null } | undefined)?.n ?? null;
    return {
      history: one('SELECT tags AS n FROM tag_counts WHERE session_id = ?'),
      pruned: one('SELECT pruned_at IS NOT NULL AS n FROM tag_counts WHERE session_id = ?'),
      countTags: one('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?'),
      accuracy: one('SELECT COUNT(*) AS n FROM accuracy_counts WHERE session_id = ?'),
    };
  } finally {
    journal.close();
  }
}

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  gtins = (
    sdb
      .prepare(`SELECT g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
        JOIN item_stores s ON s.item_id = i.id JOIN stores st ON st.id = s.store_id AND st.code = 'S01'
        ORDER BY i.seq LIMIT 3`)
      .all() as { gtin: string }[]
  ).map((r) => r.gtin);
  sdb.close();
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('finalize killed after the status was taken', () => {
  it('finalize again records the count: tag history, compaction, accuracy; the next count compares with it', async () => {
    const oct = await counted('Killed Oct', [epc(0, 1), epc(1, 1)]);
    await finalize(oct);

    const reads = Array.from({ length: TAGS }, (_, n) => epc(n % 3, 100 + n));
    const nov = await counted('Killed Nov', reads);
    // The kill: the service took Finalized and so did the journal; nothing after that ran.
    const sdb = new Database(service.dataPath);
    sdb.prepare('UPDATE sessions SET mobile_status = 2 WHERE id = ?').run(nov);
    sdb.close();
    const journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    journal.prepare('UPDATE count_sessions SET status = 2 WHERE id = ?').run(nov);
    journal.close();
    expect(recorded(nov)).toEqual({ history: null, pruned: null, countTags: TAGS, accuracy: 0 });

    await finalize(nov);
    expect(recorded(nov)).toEqual({ history: TAGS, pruned: 1, countTags: 0, accuracy: 1 });

    const dec = await counted('Killed Dec', [epc(0, 100), epc(2, 1)]);
    await finalize(dec);
    const compared = await cli(['tags', '--store', 'S01', '--compare', dec]);
    expect(compared.code, compared.stderr).toBe(0);
    const summary = JSON.parse(compared.out[0]!) as { before: string; gone: { tags: number }; new: { tags: number } };
    expect(summary.before).toBe(nov);
    expect([summary.gone.tags, summary.new.tags]).toEqual([TAGS - 1, 1]);
  }, 180_000);
});
