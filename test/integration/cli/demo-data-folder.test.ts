// Process: test (node). One data folder for the app and the CLI on the built-in demo: the app's
// services count and plan on the demo and quit; the CLI run with `--demo` on that folder starts the demo service
// itself and opens the app's very journal and catalog (keyed by the demo's name, not its port), so it lists the
// app's count as opened here and the app's plan, and makes no second catalog. On a folder with nothing for the
// service it was given, the CLI says where it looked before it makes new files.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogAccountOfProfile } from '../../../domain/catalog/account';
import { catalogDbPath } from '../../../domain/catalog/db';
import { encodeSgtin96 } from '../../../domain/codes';
import { journalPath } from '../../../domain/journal/journal';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';
import { jsonLines, runCli } from '../../helpers/cli-process';
import { startTestService, type TestService } from '../../helpers/local-service';

const ITEMS = 200;
const STORE = STORES[0]!;
const epc = (serial: number) =>
  encodeSgtin96({ gtin14: catalogItemAt(1, ITEMS).epcGTIN[0]!, serial, companyPrefixLength: 7 });

describe('cli --demo and the app share the built-in demo’s files', () => {
  const app = appHarnessPerFile('stocktake-cli-demo-', ITEMS);
  // Once, from the first test that needs it (the harness's catalog wait polls, which only a test may do).
  let appDone: Promise<string> | null = null;
  const appCountedAndQuit = () => {
    appDone ??= countAndPlanInTheApp();
    return appDone;
  };

  /** The app signs in to its built-in demo, counts two tags and adds a plan, then quits: the count's id. */
  async function countAndPlanInTheApp(): Promise<string> {
    const services = await app.launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await app.catalogReady(services);
    const session = await ok(services, 'counts.sessions.create', {
      storeId: STORE.id,
      description: 'Demo count from the app',
    });
    await ok(services, 'counts.scan', { sessionId: session.id, texts: [epc(1), epc(2)] });
    await ok(services, 'plans.add', {
      storeId: STORE.id,
      name: 'Weekly whole store',
      what: { kind: 'scope', scope: { kind: 'store' } },
      every: { kind: 'interval', n: 1, unit: 'weeks' },
      firstDue: '2025-01-06',
    });
    await app.quit(services);
    return session.id;
  }

  const demoCli = (args: string[]) =>
    // No sign-in in the environment: --demo signs in as the demo user the README publishes.
    runCli([...args, '--demo', '--data-dir', app.dataDir], { env: {}, log: 'error' });

  it('sessions lists the app’s count as opened here, from the app’s journal', async () => {
    const sessionId = await appCountedAndQuit();
    const r = await demoCli(['sessions', '--store', STORE.code, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('holds no journal or catalog');
    const rows = jsonLines(r.stdout) as { id: string; description: string; openedHere: boolean }[];
    expect(rows.find((s) => s.id === sessionId)).toMatchObject({
      description: 'Demo count from the app',
      openedHere: true,
    });
  }, 60_000);

  it('plans lists the app’s plan, and the folder still holds one catalog and one journal', async () => {
    await appCountedAndQuit();
    const r = await demoCli(['plans', '--store', STORE.code]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/plans: 1 of 1 on /);
    expect(r.stdout).toContain('Weekly whole store');
    expect(r.stdout).toContain('OVERDUE');
    const demo = catalogAccountOfProfile({ kind: 'demo' });
    expect(readdirSync(join(app.dataDir, 'catalog')).filter((f) => f.endsWith('.db'))).toEqual([
      catalogDbPath(app.dataDir, demo.baseUrl, demo.clientId).split('/').pop(),
    ]);
    expect(readdirSync(join(app.dataDir, 'journal')).filter((f) => f.endsWith('.db'))).toEqual([
      journalPath(app.dataDir, demo.baseUrl, demo.clientId).split('/').pop(),
    ]);
  }, 60_000);

  it('lookup --demo reads the app’s demo catalog, offline', async () => {
    await appCountedAndQuit();
    const item = catalogItemAt(1, ITEMS);
    const r = await demoCli(['lookup', epc(7)]);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout)).toMatchObject([
      { input: epc(7), status: 'item', item: { id: item.id, sku: item.sku } },
    ]);
  });

  it('sync --demo brings the app’s demo catalog up to date in place', async () => {
    await appCountedAndQuit();
    const demo = catalogAccountOfProfile({ kind: 'demo' });
    const r = await demoCli(['sync', '--store', STORE.code]);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout)).toMatchObject([
      { ok: true, catalogFile: catalogDbPath(app.dataDir, demo.baseUrl, demo.clientId) },
    ]);
  }, 60_000);

  it('--demo with a service address is bad usage (exit 2), naming the conflict', async () => {
    const r = await demoCli(['sessions', '--store', STORE.code, '--base-url', 'http://127.0.0.1:1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--demo is the app's built-in demo service: give it without --auth-url and --base-url");
  });
});

describe('a CLI on a folder with nothing for its service says where it looked', () => {
  let svc: TestService;
  let empty: string;
  beforeAll(async () => {
    svc = await startTestService({ items: ITEMS });
    empty = mkdtempSync(join(tmpdir(), 'stocktake-cli-empty-'));
  });
  afterAll(async () => {
    await svc?.close();
    if (empty) rmSync(empty, { recursive: true, force: true });
  });

  it('names the folder and the two files it looked for, before making them', async () => {
    const args = ['plans', '--store', STORE.code, '--auth-url', svc.authUrl, '--base-url', svc.baseUrl];
    const r = await runCli([...args, '--data-dir', empty, '--max-per-second', '50'], { log: 'error' });
    expect(r.code, r.stderr).toBe(0);
    const journal = journalPath(empty, svc.baseUrl, 'DEMO');
    const catalog = catalogDbPath(empty, svc.baseUrl, 'DEMO');
    const notice = `plans: ${empty} holds no journal or catalog for ${svc.baseUrl} (client DEMO) (looked for ${journal} and ${catalog}); starting new ones there.`;
    expect(r.stderr).toContain(notice);
    // Said before the work: ahead of the empty catalog's sync and the count of plans.
    expect(r.stderr.indexOf(notice)).toBeLessThan(r.stderr.indexOf('catalog cache is empty; syncing first'));
    expect(r.stderr).toMatch(/plans: 0 of 0 on /);
    expect(existsSync(journal) && existsSync(catalog)).toBe(true);

    // The second run finds them: no notice.
    const again = await runCli([...args, '--data-dir', empty, '--max-per-second', '50'], { log: 'error' });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('holds no journal or catalog');
  }, 60_000);
});
