// Process: test (node). The fault proxy itself, observed by real clients (Node's fetch and the app's own API
// client) against the real local service: each fault kind as a client sees it, a dropped answer really stored at
// the service, keep-alive not poisoned by a destroyed socket, large pages and nextPageLink through the proxy, and
// `times` and `probability` (seeded) doing what they say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../domain/api/client';
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { connectWithPassword } from '../../../domain/auth/connect';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { type FaultProxy, startFaultProxy } from '../../helpers/fault-proxy';
import { api, demoToken, startTestService, type TestService } from '../../helpers/local-service';

let service: TestService;
let proxy: FaultProxy;
let token: string;
let storeId: string;
let vendorId: string;
let itemId: string;

beforeAll(async () => {
  service = await startTestService();
  proxy = await startFaultProxy(service.baseUrl, { seed: 7 });
  token = await demoToken(service);
  storeId = (await api<{ id: string }[]>(service, token, 'GET', '/stores')).body[0]!.id;
  vendorId = (await api<{ id: string }[]>(service, token, 'GET', '/vendors')).body[0]!.id;
  itemId = (await api<{ id: string }[]>(service, token, 'GET', `/stores/${storeId}/items?pageSize=1`)).body[0]!.id;
});
afterAll(async () => {
  await proxy?.close();
  await service?.close();
});

const via = (path: string, init: RequestInit = {}) =>
  fetch(`${proxy.url}/api/v3${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

const receipt = (docNumber: string) =>
  JSON.stringify({ docNumber, vendorID: vendorId, storeID: storeId, lines: [{ itemID: itemId, quantity: 3 }] });

/** Receipts with that document number, read straight from the service (not through the proxy). */
async function storedReceipts(docNumber: string): Promise<{ docNumber: string }[]> {
  const res = await api<{ docNumber: string }[]>(service, token, 'GET', `/receipts?filter=docNumber=${docNumber}`);
  return res.body.filter((r) => r.docNumber === docNumber);
}

describe('fault proxy', () => {
  it('passes requests through unchanged when no rule matches', async () => {
    const direct = await api(service, token, 'GET', `/stores/${storeId}/items?pageSize=500`);
    const res = await via(`/stores/${storeId}/items?pageSize=500`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(direct.body);
    expect(proxy.seen().at(-1)).toMatchObject({ method: 'GET', status: 200, fault: null });
  });

  it('dropAnswer: the service stores the POST, the client never hears', async () => {
    proxy.rule({ method: 'POST', path: '/receipts', times: 1, fault: { kind: 'dropAnswer' } });
    const doc = `DROP${Date.now()}`;
    await expect(via('/receipts', { method: 'POST', body: receipt(doc) })).rejects.toThrow(/fetch failed/);
    expect(await storedReceipts(doc)).toHaveLength(1);
    expect(proxy.seen().at(-1)).toMatchObject({ method: 'POST', path: '/api/v3/receipts', fault: 'dropAnswer' });
    expect(proxy.seen().at(-1)?.status).toBeGreaterThanOrEqual(200);
    expect(proxy.seen().at(-1)?.status).toBeLessThan(300);
    // times: 1 is spent, so the next POST gets through and is answered.
    const next = await via('/receipts', { method: 'POST', body: receipt(`${doc}B`) });
    expect(next.status).toBeLessThan(300);
  });

  it('status: answers 422 in the service error shape without forwarding; 429 carries Retry-After', async () => {
    const remove = proxy.rule({ method: 'POST', path: /\/receipts$/, fault: { kind: 'status', status: 422 } });
    const doc = `REFUSED${Date.now()}`;
    const res = await via('/receipts', { method: 'POST', body: receipt(doc) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: 'Validation failed', errors: [{ field: 'fault' }] });
    expect(await storedReceipts(doc)).toHaveLength(0);
    remove();

    proxy.rule({ path: '/stores', times: 1, fault: { kind: 'status', status: 429, headers: { 'retry-after': '3' } } });
    const limited = await via('/stores');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await via('/stores')).status).toBe(200);
  });

  it('hang: holds the request until the client gives up, or for ms then destroys the socket', async () => {
    proxy.rule({ path: '/vendors', times: 1, fault: { kind: 'hang' } });
    const started = Date.now();
    await expect(via('/vendors', { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    proxy.rule({ path: '/vendors', times: 1, fault: { kind: 'hang', ms: 200 } });
    const again = Date.now();
    await expect(via('/vendors')).rejects.toThrow(/fetch failed/);
    expect(Date.now() - again).toBeGreaterThanOrEqual(190);
    expect((await via('/vendors')).status).toBe(200);
  });

  it('reset: the client sees a failed connection and nothing reaches the service', async () => {
    proxy.rule({ method: 'POST', path: '/receipts', times: 1, fault: { kind: 'reset' } });
    const doc = `RESET${Date.now()}`;
    await expect(via('/receipts', { method: 'POST', body: receipt(doc) })).rejects.toThrow(/fetch failed/);
    expect(await storedReceipts(doc)).toHaveLength(0);
    expect(proxy.seen().at(-1)).toMatchObject({ fault: 'reset', status: null });
  });

  it('keep-alive: requests after each destroyed socket all succeed', async () => {
    const kinds = ['reset', 'dropAnswer', 'hang'] as const;
    for (const kind of kinds) {
      proxy.rule({ path: '/stores', times: 1, fault: kind === 'hang' ? { kind, ms: 50 } : { kind } });
      await expect(via('/stores')).rejects.toThrow();
      const ok = await Promise.all([via('/stores'), via('/stores'), via(`/stores/${storeId}`)]);
      expect(ok.map((r) => r.status)).toEqual([200, 200, 200]);
    }
  });

  it("the app's client pages through the proxy: nextPageLink points at the proxy, large pages arrive whole", async () => {
    const conn = await connectWithPassword({
      authUrl: `${proxy.url}/auth`,
      baseUrl: proxy.url,
      clientId: DEMO_CLIENT_ID,
      userName: DEMO_USER,
      password: DEMO_PASSWORD,
      scheduler: createRequestScheduler({ maxPerSecond: 1000 }),
    });
    const client: ApiClient = conn.api;
    const first = await client.listStoreItemsPage(storeId, { pageSize: 500 });
    expect(first.pagination?.nextPageLink.startsWith(`${proxy.url}/`)).toBe(true);
    let total = 0;
    for await (const page of client.iterateStoreItems(storeId, { pageSize: 500 })) total += page.items.length;
    expect(total).toBeGreaterThan(1000);
  });

  it('probability draws from the seed: two proxies with one seed fault the same requests', async () => {
    const pattern = async (): Promise<(string | null)[]> => {
      const p = await startFaultProxy(service.baseUrl, { seed: 42 });
      p.rule({ path: '/stores', probability: 0.5, fault: { kind: 'status', status: 503 } });
      for (let i = 0; i < 20; i++)
        await fetch(`${p.url}/api/v3/stores`, { headers: { authorization: `Bearer ${token}` } });
      const kinds = p.seen().map((s) => s.fault);
      await p.close();
      return kinds;
    };
    const a = await pattern();
    expect(a.filter((k) => k === 'status').length).toBeGreaterThan(3);
    expect(a.filter((k) => k === null).length).toBeGreaterThan(3);
    expect(await pattern()).toEqual(a);
  });
});
