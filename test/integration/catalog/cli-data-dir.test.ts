// Process: node (tests). One data folder for the app and the CLI: the catalog cache written where the app keeps
// it (defaultDataDir, resolved from XDG_CONFIG_HOME or STOCKTAKE_DATA_DIR like the Electron entry does) is what
// `cli lookup` reads when no --data-dir is given. A mistyped --data-dir is an error, and creates nothing.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWithPassword } from '../../../domain/auth/connect';
import { openCatalog } from '../../../domain/catalog/catalog';
import { decodeInput, encodeSgtin96 } from '../../../domain/codes';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import { runCli } from '../../../hosts/cli/index';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from './harness';

let service: TestService;
const home = tempDir('catalog-cli-home-');
let known: { id: string; sku: string; gtin: string };

async function cli(args: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const stdin = new PassThrough();
  stdin.end();
  const code = await runCli(args, {
    stdin,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { STOCKTAKE_CLIENT_ID: DEMO_CLIENT_ID, ...env },
  });
  return { code, lines: out.map((l) => JSON.parse(l) as Record<string, unknown>), stderr: err.join('\n') };
}

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  known = sdb
    .prepare(`SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      ORDER BY i.seq LIMIT 1`)
    .get() as typeof known;
  sdb.close();
  // The app: its data folder from the environment (hosts/electron/index.ts sets userData to this), the catalog in it.
  const appDataDir = defaultDataDir({ XDG_CONFIG_HOME: home.path }, 'linux');
  const { api } = await connectWithPassword({
    ...service,
    clientId: DEMO_CLIENT_ID,
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
    maxPerSecond: 1000,
  });
  const catalog = openCatalog({
    dataDir: appDataDir,
    baseUrl: service.baseUrl,
    clientId: DEMO_CLIENT_ID,
    decode: decodeInput,
  });
  try {
    await catalog.sync(api, { store: 'S01' });
  } finally {
    await catalog.close();
  }
}, 120_000);
afterAll(async () => {
  await service?.close();
  home.remove();
});

describe('cli lookup and the app share one data folder', () => {
  it('the app folder is <XDG_CONFIG_HOME>/Stocktake on Linux, and STOCKTAKE_DATA_DIR wins', () => {
    expect(defaultDataDir({ XDG_CONFIG_HOME: home.path }, 'linux')).toBe(join(home.path, 'Stocktake'));
    expect(defaultDataDir({ XDG_CONFIG_HOME: home.path, STOCKTAKE_DATA_DIR: '/x/y' }, 'linux')).toBe('/x/y');
    expect(existsSync(join(home.path, 'Stocktake', 'catalog'))).toBe(true);
  });

  it('without --data-dir reads the cache the app wrote (XDG_CONFIG_HOME)', async () => {
    const epc = encodeSgtin96({ gtin14: known.gtin, serial: 3 });
    const r = await cli(['lookup', '--base-url', service.baseUrl, epc], { XDG_CONFIG_HOME: home.path });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.lines).toMatchObject([{ input: epc, status: 'item', item: { id: known.id, sku: known.sku } }]);
  });

  it('without --data-dir reads the cache the app wrote (STOCKTAKE_DATA_DIR)', async () => {
    const r = await cli(['lookup', '--base-url', service.baseUrl, '--search', known.sku], {
      XDG_CONFIG_HOME: join(home.path, 'elsewhere'),
      STOCKTAKE_DATA_DIR: join(home.path, 'Stocktake'),
    });
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatchObject({ id: known.id, matchedBy: 'sku' });
  });

  it('a mistyped --data-dir says it has no catalog (exit 1) and creates nothing', async () => {
    const typo = join(home.path, 'Stocktak');
    const missing = await cli(['lookup', '--base-url', service.baseUrl, '--data-dir', typo, known.sku], {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`${typo} does not exist, so it has no catalog for ${service.baseUrl}`);
    expect(missing.lines).toEqual([]);
    expect(existsSync(typo)).toBe(false);

    const empty = join(home.path, 'empty');
    mkdirSync(empty);
    const none = await cli(['lookup', '--base-url', service.baseUrl, '--data-dir', empty, known.sku], {});
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`${empty} has no catalog for ${service.baseUrl} (client DEMO)`);
    expect(readdirSync(empty)).toEqual([]);
  });
});
