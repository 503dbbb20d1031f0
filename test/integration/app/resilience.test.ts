// Process: test (node). Damaged files and failing background work never stop the app, and the user is told: the
// whole main-process services against the real demo service and real files. A truncated settings.json (the
// reset sections named once), a garbage demo database (said so at sign-in, moved aside, fresh demo data), a
// damaged count journal (moved aside, a fresh one, the user told, its readable counts still exported as CSV),
// a garbage catalog cache (the status bar says it is being rebuilt, then it is), and a catalog cache that opens
// but is damaged further in (the lookup that finds it answers with an error, then the same as the garbage one). Vitest fails the run on any
// uncaught exception or unhandled rejection, so "the app keeps answering" is checked for the process too.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import type { CatalogStatusView } from '../../../contract/catalog';
import { DEMO_DATA_FILE } from '../../../domain/session/demo-service';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';

const ITEMS = 300;
const STORE = STORES[0]!;
const garbage = (bytes: number) => Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 131 + 7) % 251));

/** Garbage over the root pages of the named tables and indexes of a closed file (its log checkpointed into it
 * first): the header and the schema stay intact, so it opens, and what reads those trees finds the damage. */
function garbageOverRoots(path: string, names: string[]): void {
  const db = new Database(path);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const { page_size } = db.prepare('PRAGMA page_size').get() as { page_size: number };
  const root = db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?');
  const roots = names.map((name) => (root.get(name) as { rootpage: number }).rootpage);
  db.close();
  const fd = openSync(path, 'r+');
  for (const page of roots) writeSync(fd, garbage(page_size), 0, page_size, (page - 1) * page_size);
  closeSync(fd);
}

describe('resilience: damaged files and the user told (real demo service, real files)', () => {
  const app = appHarnessPerFile('stocktake-resilience-', ITEMS);
  const { launch, quit, catalogReady: ready } = app;

  it('a garbage demo database: the sign-in says so, and starting fresh keeps the damaged file', async () => {
    writeFileSync(join(app.dataDir, DEMO_DATA_FILE), garbage(20_000));
    const services = await launch();
    const refused = await services.dispatch('auth.signIn', DEMO_SIGN_IN);
    expect(refused).toMatchObject({ ok: false, error: { code: 'demo_damaged' } });
    if (!refused.ok) {
      expect(refused.error.message).toMatch(/demo service's data .*demo-service\.sqlite.* is damaged/);
      expect(refused.error.message).not.toMatch(/writable/);
    }
    expect(await services.dispatch('app.info', {})).toMatchObject({ ok: true });

    const { savedAs } = await ok(services, 'demo.startFresh', {});
    expect(readFileSync(savedAs)).toEqual(garbage(20_000));
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await ready(services);
    await quit(services);
  });

  it('a truncated settings.json: the reset sections are named once, the rest kept', async () => {
    const path = join(app.dataDir, 'settings.json');
    const whole = readFileSync(path, 'utf8');
    expect(JSON.parse(whole)).toMatchObject({ userName: 'demo', workingStore: { id: STORE.id } });
    // Cut short inside the working store: the connection and the user name come before it and survive.
    writeFileSync(path, whole.slice(0, whole.indexOf('"workingStore"') + 30));

    const services = await launch();
    const notices = await ok(services, 'app.notices', {});
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'settingsReset' });
    // Sections written after the cut (the language, the currency) are named too: they were lost with it.
    expect(notices[0]!.message).toMatch(/the working store\b.*the language.*reset/);
    expect(notices[0]!.message).not.toMatch(/the service connection|the user name/);
    expect(await ok(services, 'settings.get', {})).toMatchObject({ userName: 'demo', connection: { kind: 'demo' } });
    expect(await ok(services, 'app.notices.dismiss', { id: notices[0]!.id })).toEqual([]);
    await ok(services, 'auth.resume', {});
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await ready(services);
    await quit(services);

    // Told once: the repaired file reads whole at the next launch.
    const next = await launch();
    expect(await ok(next, 'app.notices', {})).toEqual([]);
    await quit(next);
  });

  it('a damaged count journal: moved aside, a fresh one, the user told, its counts still exported', async () => {
    const first = await launch();
    await ok(first, 'auth.resume', {});
    await ready(first);
    const item = catalogItemAt(5, ITEMS);
    const session = await ok(first, 'counts.sessions.create', { storeId: STORE.id, description: 'Before the damage' });
    await ok(first, 'counts.scan', { sessionId: session.id, texts: [item.sku, item.sku, item.sku] });
    await quit(first);

    // Damage the scan log's pages (not what the export reads): opening's check finds it.
    const folder = join(app.dataDir, 'journal');
    const file = readdirSync(folder).find((f) => f.endsWith('.db'))!;
    garbageOverRoots(join(folder, file), ['count_scans']);

    const services = await launch();
    await ok(services, 'auth.resume', {});
    await ready(services);
    await expect
      .poll(async () => (await ok(services, 'app.notices', {})).map((n) => n.kind), { timeout: 10_000 })
      .toContain('journalRecovered');
    const notice = (await ok(services, 'app.notices', {})).find((n) => n.kind === 'journalRecovered')!;
    expect(notice.message).toMatch(/count journal .* was damaged\. It was moved aside and kept as/);

    // The fresh journal counts; the kept copy is listed and its readable counts export.
    const fresh = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'After' });
    expect((await ok(services, 'counts.scan', { sessionId: fresh.id, texts: [item.sku] })).totals.units).toBe(1);
    const kept = await ok(services, 'journal.damaged.list', {});
    expect(kept.map((k) => k.name)).toEqual([notice.file]);
    expect(existsSync(kept[0]!.path)).toBe(true);
    const exported = await ok(services, 'journal.damaged.export', { name: notice.file! });
    expect(exported.sessions).toHaveLength(1);
    expect(exported.sessions[0]!.fileName).toBe('Before the damage.csv');
    expect(exported.sessions[0]!.csv).toContain(item.sku);
    expect(exported.sessions[0]!.csv).toMatch(new RegExp(`${item.sku},.*,3(,|\\n|\\r)`));
    await quit(services);
  });

  it('a garbage catalog cache: the status bar says it is being rebuilt, and it is', async () => {
    const folder = join(app.dataDir, 'catalog');
    // Garbage where the file was, and no log to replay (the domain tests cover the variants with a -wal).
    for (const f of readdirSync(folder)) {
      if (f.endsWith('.db')) writeFileSync(join(folder, f), garbage(64 * 1024));
      else if (/\.db-(wal|shm)$/.test(f)) rmSync(join(folder, f));
    }
    const services = await launch();
    const seen: CatalogStatusView[] = [];
    services.events.subscribe((event, payload) => {
      if (event === 'catalog.progress') seen.push(payload as CatalogStatusView);
    });
    await ok(services, 'auth.resume', {});
    // The rebuild is a sync after the resume: "ready" can be seen before it starts (on a loaded machine it did), so
    // wait for what must happen, the notice and then the whole catalog.
    const rebuilding = () =>
      seen.some((s) => s.problem?.message === 'The local catalog was damaged and is being rebuilt.');
    await expect.poll(rebuilding, { timeout: 30_000, interval: 50 }).toBe(true);
    await expect
      .poll(async () => (await ok(services, 'catalog.status', {})).items, { timeout: 30_000, interval: 50 })
      .toBe(ITEMS);
    await ready(services);
    const status = await ok(services, 'catalog.status', {});
    expect(status).toMatchObject({ items: ITEMS, problem: null });
    expect(readdirSync(folder).some((n) => n.includes('.db.damaged-'))).toBe(true);
    expect(await ok(services, 'lookup.search', { query: catalogItemAt(7, ITEMS).sku })).not.toHaveLength(0);
    await quit(services);
  });

  it('a catalog cache damaged further in: the lookup that finds it answers an error, then it is rebuilt', async () => {
    const first = await launch();
    await ok(first, 'auth.resume', {});
    await ready(first);
    await quit(first);
    const folder = join(app.dataDir, 'catalog');
    const keptBefore = readdirSync(folder).filter((n) => n.includes('.db.damaged-'));
    const file = readdirSync(folder).find((f) => f.endsWith('.db'))!;
    // Trees opening never reads (it reads meta, stores and items) but a lookup does: it opens, a lookup fails.
    garbageOverRoots(join(folder, file), ['item_stores', 'on_hand', 'item_gtins_item']);

    const services = await launch();
    const seen: CatalogStatusView[] = [];
    services.events.subscribe((event, payload) => {
      if (event === 'catalog.progress') seen.push(payload as CatalogStatusView);
    });
    await ok(services, 'auth.resume', {});
    // At once, before the background sync: the lookup opens the catalog and is the first to read the damage.
    const sku = catalogItemAt(7, ITEMS).sku;
    const failed = await services.dispatch('lookup.lookup', { text: sku });
    expect(failed).toMatchObject({ ok: false, error: { code: 'catalog_damaged' } });
    if (!failed.ok) expect(failed.error.message).toMatch(/^The local catalog was damaged and is being rebuilt\./);
    expect(await services.dispatch('app.info', {})).toMatchObject({ ok: true });

    await expect
      .poll(async () => (await ok(services, 'catalog.status', {})).problem?.message ?? null, { timeout: 5_000 })
      .toBe('The local catalog was damaged and is being rebuilt.');
    await expect
      .poll(async () => await ok(services, 'catalog.status', {}), { timeout: 20_000, interval: 50 })
      .toMatchObject({ state: 'ready', items: ITEMS, problem: null });
    expect(seen.some((s) => s.problem?.message === 'The local catalog was damaged and is being rebuilt.')).toBe(true);
    // The damaged file is kept aside (one more than before), and the rebuilt cache answers.
    const keptAfter = readdirSync(folder).filter((n) => /\.db\.damaged-[-\dTZ]+$/.test(n));
    expect(keptAfter.filter((n) => !keptBefore.includes(n))).toHaveLength(1);
    expect(await ok(services, 'lookup.lookup', { text: sku })).toMatchObject({ status: 'item', item: { sku } });
    await quit(services);
  });
});
