// Process: test (node). One writer per journal: the app's services and the real CLI (a child process) on one data
// folder and one service. Whichever comes second is told who holds the journal (what, pid) and what to do, and
// writes nothing; after the holder quits, or is killed with SIGKILL, the next one opens at once (the lock is the
// OS's, so it dies with its process).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import type { AppServices } from '../../../hosts/app/services';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { appHarnessPerFile } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';
import { spawnCli } from '../../helpers/cli-process';
import { startTestService, type TestService } from '../../helpers/local-service';

const ITEMS = 200;
const STORE = STORES[0]!;
const epc = (serial: number) =>
  encodeSgtin96({ gtin14: catalogItemAt(1, ITEMS).epcGTIN[0]!, serial, companyPrefixLength: 7 });

describe('one writer per journal: the app and the CLI on one data folder', () => {
  const app = appHarnessPerFile('stocktake-one-writer-', ITEMS);
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ items: ITEMS });
  });
  afterAll(async () => {
    await svc?.close();
  });

  function cli(args: string[]) {
    const common = ['--auth-url', svc.authUrl, '--base-url', svc.baseUrl, '--data-dir', app.dataDir];
    // Errors only on stderr; stdin held open so `--reads -` keeps the journal until the test kills the command.
    const run = spawnCli([...args, ...common], { log: 'error', holdStdin: true });
    return {
      child: run.child,
      done: run.done.then((r) => r.code),
      /** Once the command has the journal and counts (it says "count: session" on stderr). */
      counting: run.said('count: session'),
      stderr: run.stderr,
    };
  }

  const countArgs = (readsFile: string) => ['count', '--store', STORE.id, '--new', 'CLI count', '--reads', readsFile];

  async function signedInApp(): Promise<AppServices> {
    const services = await app.launch();
    await ok(services, 'auth.signIn', {
      connection: { kind: 'real', authUrl: svc.authUrl, baseUrl: svc.baseUrl, clientId: DEMO_CLIENT_ID },
      userName: DEMO_USER,
      password: DEMO_PASSWORD,
    });
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await app.catalogReady(services);
    return services;
  }

  it('the CLI stops at once (exit 1) naming the app while the app holds the journal, and runs once it quits', async () => {
    const services = await signedInApp();
    const session = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'App count' });
    await ok(services, 'counts.scan', { sessionId: session.id, texts: [epc(1), epc(2)] });

    const reads = join(app.dataDir, 'reads.txt');
    writeFileSync(reads, `${epc(3)}\n${epc(4)}\n`);
    const refused = cli(countArgs(reads));
    expect(await refused.done).toBe(1);
    expect(refused.stderr()).toContain(
      `count: The count journal is in use by the Stocktake app (process ${process.pid}`,
    );
    expect(refused.stderr()).toMatch(/close it \(or let the command finish\), then try again/);
    // The refused command wrote nothing: the app still sees only its own session and lines.
    const listed = await ok(services, 'counts.sessions.list', { storeId: STORE.id });
    expect(listed.filter((s) => s.description === 'CLI count')).toEqual([]);
    expect((await ok(services, 'counts.lines', { sessionId: session.id })).lines[0]?.counted).toBe(2);

    await app.quit(services);
    const after = cli(countArgs(reads));
    expect(await after.done).toBe(0);
  }, 60_000);

  it('the app waits, naming the CLI command, while it holds the journal; after kill -9 the app opens at once', async () => {
    const holder = cli(['count', '--store', STORE.id, '--new', 'Held', '--reads', '-']);
    await Promise.race([holder.counting, holder.done.then(() => Promise.reject(new Error(holder.stderr())))]);
    const services = await signedInApp();
    const pid = holder.child.pid!;
    const refused = await services.dispatch('counts.sessions.list', { storeId: STORE.id });
    expect(refused).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining(`in use by the CLI command "count" (process ${pid}`) },
    });
    expect((refused as { error: { message: string } }).error.message).toMatch(/Sign-in and lookups still work/);
    const notices = await ok(services, 'app.notices', {});
    expect(notices.filter((n) => n.message.includes(`process ${pid}`))).toHaveLength(1);
    // Lookups still work while counting waits.
    expect((await ok(services, 'catalog.status', {})).state).toBe('ready');

    holder.child.kill('SIGKILL');
    await holder.done;
    const killedAt = Date.now();
    await expect
      .poll(async () => (await services.dispatch('counts.sessions.list', { storeId: STORE.id })).ok, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(true);
    // The app tries again every 3 s: no stale lock to wait out.
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    await app.quit(services);
  }, 60_000);

  it('after kill -9 of a CLI command holding the journal, the next command opens it at once', async () => {
    const holder = cli(['count', '--store', STORE.id, '--new', 'Killed', '--reads', '-']);
    await Promise.race([holder.counting, holder.done.then(() => Promise.reject(new Error(holder.stderr())))]);
    holder.child.kill('SIGKILL');
    await holder.done;
    const reads = join(app.dataDir, 'reads-2.txt');
    writeFileSync(reads, `${epc(5)}\n`);
    const next = cli(countArgs(reads));
    expect(await next.done, next.stderr()).toBe(0);
  }, 60_000);
});
