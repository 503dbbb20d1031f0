// Process: node (integration tests). Bad input never crashes the service or corrupts data: malformed JSON, wrong
// types, unknown fields (ignored), oversized bodies, unknown routes and ids, concurrent writes; the rate limit (notes A, B);
// stopping with a connection still busy.
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchErrorBody, ItemList, PAGINATION_HEADER, Pagination } from '../../../domain/api/wire';
import { DEMO_ITEM_COUNT, DEMO_STORES } from '../../../service/seed';
import { api, demoToken, startSignedInService, startTestService, type TestService } from '../../helpers/local-service';
import { sleep } from '../../helpers/waits';

let service: TestService;
let token: string;
beforeAll(async () => ({ service, token } = await startSignedInService()));
afterAll(async () => service?.close());

const raw = (method: string, path: string, body: string | Buffer, contentType = 'application/json') =>
  fetch(`${service.baseUrl}/api/v3${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });

async function itemTotal(): Promise<number> {
  let n = 0;
  let url = `${service.baseUrl}/api/v3/items?pageSize=500`;
  while (url) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    n += ItemList.parse(await res.json()).length;
    url = Pagination.parse(JSON.parse(res.headers.get(PAGINATION_HEADER)!)).nextPageLink;
  }
  return n;
}

describe('bad input', () => {
  it('answers malformed JSON with 400 in the Fetch error shape', async () => {
    for (const body of ['{"sessionID":', '{', 'not json', '{"a":1}}']) {
      const res = await raw('POST', '/sessions', body);
      expect(res.status, body).toBe(400);
      FetchErrorBody.parse(await res.json());
    }
  });

  it('ignores unknown properties (as ASP.NET does) but answers wrong types with 422 listing each field', async () => {
    const types = await api<{ message: string; errors: { field: string }[] }>(service, token, 'POST', '/sessions', {
      sessionID: 42,
      storeID: DEMO_STORES[0]!.id,
      description: ['x'],
      colour: 'red',
    });
    expect(types.status).toBe(422);
    expect(types.body.message).toBe('Validation failed');
    expect(types.body.errors.map((e) => e.field).sort()).toEqual(['description', 'sessionID']);
    const sessionID = crypto.randomUUID();
    const ok = await api<Record<string, unknown>>(service, token, 'POST', '/sessions', {
      sessionID,
      storeID: DEMO_STORES[0]!.id,
      description: 'with extras',
      colour: 'red',
      nested: { anything: [1, 2] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).not.toHaveProperty('colour');
    const missing = await api<{ errors: { field: string }[] }>(service, token, 'POST', '/sessions', {
      storeID: DEMO_STORES[0]!.id,
      colour: 'red',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e) => e.field).sort()).toEqual(['description', 'sessionID']);
  });

  it('refuses bodies over the limit with 413, other content types with 415, prototype pollution with 400', async () => {
    const big = JSON.stringify([{ description: 'x'.repeat(6 * 1024 * 1024), sku: 'BIG' }]);
    const res = await raw('PATCH', '/items', big);
    expect(res.status).toBe(413);
    FetchErrorBody.parse(await res.json());
    expect((await raw('POST', '/sessions', 'a=b', 'application/x-www-form-urlencoded')).status).toBe(415);
    const proto = await raw('PATCH', '/items', '[{"__proto__":{"admin":true},"description":"x","sku":"P1"}]');
    expect(proto.status).toBe(400);
  });

  it('survives deeply nested and very wide JSON with a clear error', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await raw('PATCH', '/items', deep);
    expect([400, 422]).toContain(res.status);
    FetchErrorBody.parse(await res.json());
    const wide = JSON.stringify([Object.fromEntries(Array.from({ length: 20_000 }, (_, k) => [`f${k}`, k]))]);
    const res2 = await raw('PATCH', '/items', wide);
    expect(res2.status).toBe(422);
    expect((await api(service, token, 'GET', '/stores')).status).toBe(200);
  });

  it('answers unknown routes and unknown ids with 404 in the Fetch error shape', async () => {
    for (const path of [
      '/nothing',
      `/items/${crypto.randomUUID()}`,
      '/items/%27%20OR%201%3D1',
      `/receipts/${crypto.randomUUID()}`,
    ]) {
      const res = await api(service, token, 'GET', path);
      expect(res.status, path).toBe(404);
      FetchErrorBody.parse(res.body);
    }
  });

  it('keeps every item after a barrage of hostile requests', async () => {
    const hostile = [
      raw('PATCH', '/items', '[{"id":"x\'; DELETE FROM items; --","description":"y","sku":"z"}]'),
      raw('PATCH', '/items', '{}'),
      raw('PATCH', '/items', '[]'),
      raw('PATCH', '/items', 'null'),
      raw('DELETE', '/vendors', '["; DROP TABLE vendors"]'),
      api(service, token, 'GET', `/items?filter=${encodeURIComponent("sku='' ; DELETE FROM items")}`),
      api(service, token, 'GET', `/items?orderBy=${encodeURIComponent('1; DELETE FROM items')}`),
    ];
    const statuses = (await Promise.all(hostile)).map((r) => r.status);
    expect(statuses.every((s) => s >= 200 && s < 500)).toBe(true);
    expect(await itemTotal()).toBe(DEMO_ITEM_COUNT);
  });

  it('serialises concurrent writes: 30 parallel creates with distinct SKUs all land, duplicates are refused', async () => {
    const creates = Array.from({ length: 30 }, (_, k) =>
      api(service, token, 'PATCH', '/items', [{ description: `Parallel ${k}`, sku: `PAR-${k % 25}` }]),
    );
    const statuses = (await Promise.all(creates)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    const made = ItemList.parse(
      (await api(service, token, 'GET', '/items?pageSize=500&filter=sku>=PAR-,sku<PAR.')).body,
    );
    expect(made).toHaveLength(25);
  });
});

describe('rate limit', () => {
  it('allows 2 requests per second per user, then 429 with Retry-After and the Fetch error shape', async () => {
    const limited = await startTestService({ rateLimit: 2 });
    try {
      const t = await demoToken(limited);
      const results = [];
      for (let k = 0; k < 4; k++) results.push(await api(limited, t, 'GET', '/stores'));
      expect(results.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
      const over = results.slice(2);
      expect(over.every((r) => r.status === 429)).toBe(true);
      expect(Number(over[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      FetchErrorBody.parse(over[0]!.body);
      // Auth is not limited per user.
      expect(typeof (await demoToken(limited))).toBe('string');
      await sleep(1100);
      expect((await api(limited, t, 'GET', '/stores')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('stopping', () => {
  it('stops at once with a request still arriving: its connection is cut, not waited for', async () => {
    const stopping = await startTestService();
    const socket = connect(stopping.port, '127.0.0.1');
    await once(socket, 'connect');
    // Headers never finished: without cutting it, close() would wait for the headers timeout (a minute).
    socket.write('GET /api/v3/stores HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Cut means closed, by FIN or by RST: events.once would reject on the reset's 'error'.
    const errors: Error[] = [];
    socket.on('error', (e) => errors.push(e));
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await sleep(50);
    await stopping.close();
    await cut;
    expect(socket.destroyed).toBe(true);
    expect(errors.map((e) => (e as NodeJS.ErrnoException).code).filter((c) => c !== 'ECONNRESET')).toEqual([]);
  });
});
