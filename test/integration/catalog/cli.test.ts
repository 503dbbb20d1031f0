// Process: node (tests). The `sync` and `lookup` CLI commands as a user runs them (spawned tsx processes)
// against the real local service: sync prints one JSON summary on stdout and progress on stderr; lookup
// answers from the cache with the service stopped; bad usage exits 2 naming what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { jsonLines, runCli } from '../../helpers/cli-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from './harness';

let service: TestService;
const dir = tempDir('catalog-cli-');
let known: { id: string; sku: string; gtin: string };

const cli = async (args: string[], env?: Record<string, string | undefined>) => {
  const r = await runCli(args, { env });
  return { code: r.code, lines: jsonLines(r.stdout), stderr: r.stderr };
};

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  known = sdb
    .prepare(`SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      JOIN item_stores s ON s.item_id = i.id JOIN stores st ON st.id = s.store_id AND st.code = 'S02'
      ORDER BY i.seq LIMIT 1`)
    .get() as typeof known;
  sdb.close();
});
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli sync and lookup', () => {
  it('syncs, then looks up offline', async () => {
    const urls = ['--auth-url', service.authUrl, '--base-url', service.baseUrl, '--data-dir', dir.path];
    const sync = await cli(['sync', ...urls, '--store', 's02', '--max-per-second', '100']);
    expect(sync.code).toBe(0);
    expect(sync.lines).toHaveLength(1);
    expect(sync.lines[0]).toMatchObject({ ok: true, storeCode: 'S02', items: { mode: 'full' } });
    expect(sync.stderr).toMatch(/sync items \(full\): \d+ items, \d+ pages/);

    await service.close();
    const epc = encodeSgtin96({ gtin14: known.gtin, serial: 7 });
    const sscc = '3114257BF4B4E2B5D0000000';
    const look = await cli(['lookup', '--base-url', service.baseUrl, '--data-dir', dir.path, epc, sscc, 'NO-SUCH-SKU']);
    expect(look.code).toBe(0);
    expect(look.lines).toMatchObject([
      {
        input: epc,
        status: 'item',
        matchedBy: 'gtin',
        item: { id: known.id, sku: known.sku },
        decoded: { gtin14: known.gtin, serial: '7' },
      },
      { input: sscc, status: 'notTradeItem', item: null, decoded: { scheme: 'sscc-96' } },
      { input: 'NO-SUCH-SKU', status: 'unknown', item: null },
    ]);
    const search = await cli(['lookup', '--base-url', service.baseUrl, '--data-dir', dir.path, '--search', known.sku]);
    expect(search.lines[0]).toMatchObject({ id: known.id, matchedBy: 'sku' });
  }, 120_000);

  it('exits 2 naming what is missing', async () => {
    const r = await cli(['sync', '--base-url', 'http://127.0.0.1:9'], { STOCKTAKE_USER: 'demo' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--auth-url');
    expect(r.stderr).toContain('STOCKTAKE_CLIENT_ID');
    expect(r.stderr).toContain('STOCKTAKE_PASSWORD');
    expect(r.lines).toEqual([]);
  }, 60_000);
});
