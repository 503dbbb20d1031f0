// Process: test (node). Sending under stress: a 429 storm (the service allows fewer requests a second than the
// client sends) and the service restarted in the middle of an upload. Nothing is lost, nothing is doubled.
import { afterEach, describe, expect, it } from 'vitest';
import { sleep } from '../../helpers/waits';
import { countEngine, countsOnService, epcEvents, serviceOnDisk, type TestCountEngine } from './harness';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** `areas` x `items` lines, one tag each. */
function countGrid(e: TestCountEngine, sessionId: string, areas: number, items: number) {
  let serial = 1;
  for (let a = 0; a < areas; a++) {
    e.service.switchArea(sessionId, `Shelf ${a}`);
    e.service.ingest(sessionId, epcEvents(Array.from({ length: items }, (_, i) => e.epc(i, serial++))));
  }
}

describe('count uploads under stress', () => {
  it('gets every line through a 429 storm (service limit 1/s, client 10/s)', async () => {
    const svc = await serviceOnDisk({ rateLimit: 1 });
    cleanup.push(() => svc.close());
    let rateLimited = 0;
    const tap: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (res.status === 429) rateLimited++;
      return res;
    };
    const e = await countEngine(svc.current, { maxPerSecond: 10, fetch: tap });
    cleanup.push(() => e.close());
    const s = await e.service.createSession({ storeId: e.storeId, description: 'Storm', areas: [], blind: false });
    countGrid(e, s.id, 6, 100);
    let done = false;
    for (let i = 0; i < 10 && !done; i++) done = await e.service.flush();
    expect(done).toBe(true);
    expect(rateLimited).toBeGreaterThan(0);
    const remote = await countsOnService(e.api, s.id);
    expect(remote.items).toBe(600);
    for (let i = 0; i < 100; i++) expect(remote.byItem.get(e.items[i]!.id)).toBe(6);
  }, 60_000);

  it('finishes an upload the service restart interrupted, with no duplicate session items', async () => {
    const svc = await serviceOnDisk();
    cleanup.push(() => svc.close());
    const e = await countEngine(svc.current);
    cleanup.push(() => e.close());
    const s = await e.service.createSession({ storeId: e.storeId, description: 'Restart', areas: [], blind: false });
    await e.service.flush();
    countGrid(e, s.id, 30, 100);
    const uploading = e.service.flush(2);
    await sleep(30);
    await svc.stop();
    await uploading;
    await svc.restart();
    let done = false;
    for (let i = 0; i < 10 && !done; i++) done = await e.service.flush();
    expect(done).toBe(true);
    const remote = await countsOnService(e.api, s.id);
    expect(remote.items).toBe(3000);
    for (let i = 0; i < 100; i++) expect(remote.byItem.get(e.items[i]!.id)).toBe(30);
  }, 60_000);
});
