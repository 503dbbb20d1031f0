// Process: node (tests). `cli tags` as a user runs it (in-process, real local service, real journal): two counts of
// store S01 read with `count` (EPC hex, two areas), closed with `finalize` (the CLI's counting engine records the
// tag history), then the store's recorded counts listed, compared as a JSON summary (named either way round: from
// the count finished first), one report with its rows, and a report as CSV; bad usage exits 2 with the usage line,
// an unknown count names the journal it looked in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { cliInProcess } from '../../helpers/cli-in-process';
import { parseCsv } from '../../helpers/csv-sums';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('tags-cli-');
let gtins: string[];

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));
const epc = (i: number, serial: number) => encodeSgtin96({ gtin14: gtins[i]!, serial, filter: 1 });

/** A count of S01 read per area with `count`, then finalized with `finalize`; its session id. */
async function count(description: string, reads: Record<string, string[]>) {
  let sessionId = '';
  for (const [area, epcs] of Object.entries(reads)) {
    const target = sessionId ? ['--session', sessionId] : ['--new', description];
    const r = await cli(['count', '--store', 'S01', ...target, '--area', area, '--reads', '-'], `${epcs.join('\n')}\n`);
    expect(r.code, r.stderr).toBe(0);
    sessionId ||= String((JSON.parse(r.out[0]!) as { sessionId: string }).sessionId);
  }
  const f = await cli(['finalize', '--session', sessionId]);
  expect(f.code, f.stderr).toBe(0);
  return sessionId;
}

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  gtins = (
    sdb
      .prepare(`SELECT g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
        ORDER BY i.seq LIMIT 3`)
      .all() as { gtin: string }[]
  ).map((r) => r.gtin);
  sdb.close();
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli tags', () => {
  it('lists the recorded counts and compares two: summary, one report, CSV', async () => {
    const oct = await count('Tags CLI Oct', { Front: [epc(0, 1), epc(0, 2)], Back: [epc(1, 1)] });
    const nov = await count('Tags CLI Nov', { Front: [epc(0, 2), epc(1, 1)], Back: [epc(2, 1)] });

    const list = await cli(['tags', '--store', 'S01']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.out.map((l) => JSON.parse(l) as { sessionId: string; tags: number })).toMatchObject([
      { sessionId: nov, description: 'Tags CLI Nov', tags: 3 },
      { sessionId: oct, description: 'Tags CLI Oct', tags: 3 },
    ]);

    const both = await cli(['tags', '--store', 'S01', '--compare', oct, nov]);
    expect(both.code, both.stderr).toBe(0);
    const summary = JSON.parse(both.out[0]!) as Record<string, { tags: number }> & {
      before: string;
      reordered: boolean;
      beforeFinishedAt: string;
      afterFinishedAt: string;
    };
    expect(summary.before).toBe(oct);
    expect([summary.gone!.tags, summary.moved!.tags, summary.new!.tags, summary.suspect!.tags]).toEqual([1, 1, 1, 0]);
    expect(summary.reordered).toBe(false);

    // Named the other way round: the same summary, from the count finished first, and stderr says so.
    const reversed = await cli(['tags', '--store', 'S01', '--compare', nov, oct]);
    expect(reversed.code, reversed.stderr).toBe(0);
    expect(JSON.parse(reversed.out[0]!)).toEqual({ ...summary, reordered: true });
    expect(reversed.stderr).toContain(`${nov} was finished after ${oct}, so it is the later count`);
    expect(Date.parse(String(summary.beforeFinishedAt))).toBeLessThanOrEqual(
      Date.parse(String(summary.afterFinishedAt)),
    );
    const twice = await cli(['tags', '--store', 'S01', '--compare', nov, nov]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('A count compared with itself has nothing to report');

    // One session: compared with the previous count of its scope, the moved report with its rows.
    const moved = await cli(['tags', '--store', 'S01', '--compare', nov, '--report', 'moved']);
    expect(moved.code, moved.stderr).toBe(0);
    const m = JSON.parse(moved.out[0]!) as { before: string; rows: { epc: string; fromArea: string; area: string }[] };
    expect(m.before).toBe(oct);
    expect(m.rows.map((r) => [r.epc, r.fromArea, r.area])).toEqual([[epc(1, 1), 'Back', 'Front']]);

    const csv = await cli(['tags', '--store', 'S01', '--compare', oct, nov, '--report', 'gone', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const gone = parseCsv(csv.out.join('\n'));
    expect(gone.header[0]).toBe('epc');
    expect(gone.rows.map((r) => [r.epc, r.gtin14, r.serial, r.area])).toEqual([[epc(0, 1), gtins[0], '1', 'Front']]);
  }, 120_000);

  it('refuses bad usage with exit 2 and the usage line', async () => {
    for (const args of [
      ['tags', '--store', 'S01', '--compare', 'a', '--csv'],
      ['tags', '--store', 'S01', '--compare', 'a', '--report', 'lost'],
      ['tags', '--store', 'S01', '--report', 'gone'],
      ['tags', '--compare', 'a', 'b'],
    ]) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: npm run -s cli -- tags');
    }
    const unknown = await cli(['tags', '--store', 'S01', '--compare', '3f2504e0-4f89-41d3-9a0c-0305e82c3301']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no count 3f2504e0-4f89-41d3-9a0c-0305e82c3301 of store S01 in this journal (');
    // Where it looked, and how to reach the app's counts instead.
    expect(unknown.stderr).toContain("for the app's counts give its data folder");
  }, 120_000);
});
