// Process: test (node). Receiving against the real local service: a fresh service, a signed-in client built with
// domain/auth/connect.ts over a fetch that can lose an answer (the request reaches the service, the reply is thrown
// away: the only fake part), a catalog cache synced for S01, and the engine over a real journal file, which can be
// closed and opened again as after a restart.
import Database from 'libsql';
import { connectWithPassword } from '../../../domain/auth/connect';
import { type Catalog, openCatalog } from '../../../domain/catalog/catalog';
import { findStore } from '../../../domain/catalog/reference-data';
import { decodeInput } from '../../../domain/codes';
import { type JournalDb, openJournal } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { catalogFacts } from '../../../domain/receiving/catalog-facts';
import { createReceivingService, type ReceivingService } from '../../../domain/receiving/service';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { type FetchTap, tapFetch } from '../../helpers/fetch-tap';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

export interface LossyFetch {
  fetch: typeof fetch;
  /** The shared tap underneath: every answered request, and cut()/restore() of the whole network. */
  tap: FetchTap;
  /** Answered POST /receipts so far (a lost answer included: the service did answer). */
  receiptPosts(): number;
  /** The next request matching method and path reaches the service, but its answer is lost. */
  loseNextAnswer(method: string, path: RegExp): void;
  /** The next request matching method and path fails before it reaches the service. */
  dropNextRequest(method: string, path: RegExp): void;
  /** The next request matching method and path waits (not sent yet) until `release()`; `reached` says it is held. */
  holdNext(method: string, path: RegExp): { reached: Promise<void>; release(): void };
}

/** test/helpers/fetch-tap.ts plus the two failures a submit must survive: an answer lost, a request dropped. */
export function lossyFetch(): LossyFetch {
  const tap = tapFetch();
  let lose: { method: string; path: RegExp } | null = null;
  let drop: { method: string; path: RegExp } | null = null;
  let hold: { method: string; path: RegExp; reached(): void; released: Promise<void> } | null = null;
  const hits = (rule: typeof lose, method: string, path: string) =>
    rule && rule.method === method && rule.path.test(path);
  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    if (hits(drop, method, url.pathname)) {
      drop = null;
      throw new TypeError('fetch failed (request dropped by the test)');
    }
    if (hold && hits(hold, method, url.pathname)) {
      const held = hold;
      hold = null;
      held.reached();
      await held.released;
    }
    const res = await tap.fetch(input, init);
    if (hits(lose, method, url.pathname)) {
      lose = null;
      await res.arrayBuffer();
      throw new TypeError('fetch failed (answer lost by the test)');
    }
    return res;
  };
  return {
    fetch: wrapped,
    tap,
    receiptPosts: () => tap.calls.filter((c) => c.method === 'POST' && c.path === '/receipts').length,
    loseNextAnswer: (method, path) => {
      lose = { method, path };
    },
    dropNextRequest: (method, path) => {
      drop = { method, path };
    },
    holdNext(method, path) {
      let reached: () => void = () => {};
      let release: () => void = () => {};
      const reachedP = new Promise<void>((r) => {
        reached = r;
      });
      const released = new Promise<void>((r) => {
        release = r;
      });
      hold = { method, path, reached, released };
      return { reached: reachedP, release };
    },
  };
}

export interface ReceivingWorld {
  service: TestService;
  net: LossyFetch;
  catalog: Catalog;
  storeId: string;
  engine: ReceivingService;
  /** Closes the journal and builds the engine again over the same file. */
  restart(): void;
  /** SQL on the engine's journal (for changes made elsewhere, such as an order edited since it was read). */
  journal(): JournalDb;
  /** Read-only SQL on the service's own database. */
  serviceQuery<T>(sql: string, ...params: unknown[]): T[];
  close(): Promise<void>;
}

export async function receivingWorld(storeCode = 'S01'): Promise<ReceivingWorld> {
  const service = await startTestService({ items: 400 });
  const dir = tempDir('receiving-int-');
  const net = lossyFetch();
  const { api } = await connectWithPassword({
    authUrl: service.authUrl,
    baseUrl: service.baseUrl,
    clientId: DEMO_CLIENT_ID,
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
    fetch: net.fetch,
    maxPerSecond: 1000,
    retry: { maxRetries: 1, backoffBaseMs: 1, backoffMaxMs: 1 },
  });
  const catalog = openCatalog({
    dataDir: dir.path,
    baseUrl: service.baseUrl,
    clientId: DEMO_CLIENT_ID,
    decode: (t) => decodeInput(t),
  });
  await catalog.sync(api, { store: storeCode });
  const storeId = findStore(catalog.db, storeCode)!.id;
  let journal: JournalDb;
  const build = () => {
    journal = openJournal(dir.path, service.baseUrl, DEMO_CLIENT_ID);
    const packSizes = createPackSizes(journal);
    return createReceivingService({
      api,
      db: journal,
      catalog: catalogFacts(catalog.db),
      scans: createScanItemResolver(catalog.index, packSizes),
      packSizes,
      workingStoreId: () => storeId,
      user: () => DEMO_USER,
    });
  };
  const world: ReceivingWorld = {
    service,
    net,
    catalog,
    storeId,
    engine: build(),
    restart() {
      journal.close();
      world.engine = build();
    },
    journal: () => journal,
    serviceQuery<T>(sql: string, ...params: unknown[]) {
      const db = new Database(service.dataPath, { readonly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async close() {
      journal.close();
      await catalog.close();
      await service.close();
      dir.remove();
    },
  };
  return world;
}
