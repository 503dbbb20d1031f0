// Process: test (node). Counting engines against the real local service: a service on a loopback port with its
// own SQLite file (restartable on the same port), and per engine its own data folder, signed-in client (the
// app's recipe), synced catalog cache and journal.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ApiClient } from '../../../domain/api/client';
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { connectWithPassword } from '../../../domain/auth/connect';
import { type Catalog, openCatalog } from '../../../domain/catalog/catalog';
import { type CatalogIndexRecord, readIndexRecords } from '../../../domain/catalog/index-feed';
import { decodeInput, encodeSgtin96 } from '../../../domain/codes';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { type CountService, createCountService } from '../../../domain/counts/service';
import { type JournalDb, openJournal } from '../../../domain/journal/journal';
import { type RunningService, type ServiceOptions, startService } from '../../../service/index';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';

export async function serviceOnDisk(opts: Partial<ServiceOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'counts-svc-'));
  const dataPath = join(dir, 'service.db');
  const base = { seed: 'demo' as const, items: 200, rateLimit: 0, ...opts, dataPath };
  let running: RunningService = await startService({ ...base, port: 0 });
  const port = running.port;
  return {
    get current() {
      return running;
    },
    /** The service's SQLite file, to change what the service holds behind its back (a sale at the till). */
    dataPath,
    async stop() {
      await running.close();
    },
    /** Same port, same data: a client that was using it reconnects. */
    async restart() {
      running = await startService({ ...base, port });
    },
    async close() {
      await running.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ServiceOnDisk = Awaited<ReturnType<typeof serviceOnDisk>>;

export interface TestCountEngine {
  dataDir: string;
  api: ApiClient;
  catalog: Catalog;
  journal: JournalDb;
  service: CountService;
  storeId: string;
  items: CatalogIndexRecord[];
  epc(i: number, serial: number): string;
  /** Waits for the catalog's snapshot write before the folder goes. */
  close(): Promise<void>;
}

export async function countEngine(
  svc: RunningService,
  opts: {
    maxPerSecond?: number;
    autoSend?: boolean;
    fetch?: typeof fetch;
    emit?: Parameters<typeof createCountService>[0]['emit'];
  } = {},
): Promise<TestCountEngine> {
  const dataDir = mkdtempSync(join(tmpdir(), 'counts-data-'));
  const connection = await connectWithPassword({
    authUrl: svc.authUrl,
    baseUrl: svc.baseUrl,
    clientId: DEMO_CLIENT_ID,
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
    scheduler: createRequestScheduler({ maxPerSecond: opts.maxPerSecond ?? 1000, marginMs: 0 }),
    retry: { backoffBaseMs: 5, backoffMaxMs: 20, maxRetries: 1, maxRateLimitWaits: 20 },
    fetch: opts.fetch,
  });
  const catalog = openCatalog({
    dataDir,
    baseUrl: svc.baseUrl,
    clientId: DEMO_CLIENT_ID,
    decode: (t) => decodeInput(t),
  });
  await catalog.sync(connection.api);
  const journal = openJournal(dataDir, svc.baseUrl, DEMO_CLIENT_ID);
  const service = createCountService({
    journal,
    api: connection.api,
    scheduler: connection.scheduler,
    index: catalog.index,
    itemFacts: catalogItemFacts(catalog.db),
    user: DEMO_USER,
    emit: opts.emit,
    outbox: { autoSend: opts.autoSend ?? false, backoffMs: { base: 20, max: 200 } },
  });
  const items = readIndexRecords(catalog.db).filter((r) => r.epcGTIN.length > 0 && r.active);
  return {
    dataDir,
    api: connection.api,
    catalog,
    journal,
    service,
    storeId: catalog.workingStoreId()!,
    items,
    /** A tag of the i-th item with an epcGTIN. */
    epc: (i: number, serial: number) => encodeSgtin96({ gtin14: items[i]!.epcGTIN[0]!, serial, filter: 1 }),
    async close() {
      service.stop();
      journal.close();
      await catalog.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What most files start from: the service on disk and one engine signed in to it (the demo sync takes a while). */
export async function engineOnService(): Promise<{ svc: ServiceOnDisk; a: TestCountEngine }> {
  const svc = await serviceOnDisk();
  return { svc, a: await countEngine(svc.current) };
}

/** Closes what engineOnService started, whichever parts it got to. */
export async function closeEngineOnService(w: { svc?: ServiceOnDisk; a?: TestCountEngine }): Promise<void> {
  await w.a?.close();
  await w.svc?.close();
}

export interface Engines {
  svc: ServiceOnDisk;
  a: TestCountEngine;
  /** A second PC (its own data folder and journal), when asked for. */
  b: TestCountEngine;
}

/**
 * The service on disk and engine `a` (and `b`, a second PC, with `second`) for the whole file: started before its
 * tests and closed after. `ready` runs once they are up (the file's own set-up and its variables).
 */
export function startEngines(opts: { second?: boolean }, ready: (e: Engines) => void | Promise<void>): void {
  const e = {} as Engines;
  beforeAll(async () => {
    Object.assign(e, await engineOnService());
    if (opts.second) e.b = await countEngine(e.svc.current);
    await ready(e);
  }, 120_000);
  afterAll(async () => {
    await e.b?.close();
    await closeEngineOnService(e);
  });
}

/** Reads of `hexes`, from the named reader when one is given (else no reader's: the count's "Other"). */
export const epcEvents = (hexes: string[], reader?: string) =>
  hexes.map((hex) => ({ type: 'epc' as const, hex, at: Date.now(), ...(reader ? { reader } : {}) }));

/** The service's count per item of a session (everyone's items). */
export async function countsOnService(
  api: { getSession(id: string): Promise<{ sessionItems: { itemID: string; count: number | null }[] }> },
  id: string,
) {
  const s = await api.getSession(id);
  const out = new Map<string, number>();
  for (const i of s.sessionItems) out.set(i.itemID, (out.get(i.itemID) ?? 0) + (i.count ?? 0));
  return { byItem: out, items: s.sessionItems.length };
}
