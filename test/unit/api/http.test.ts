// Process: test (node). The request core against a real loopback HTTP server: retries only where safe,
// one refresh + retry on 401, 429 waits, timeouts, malformed answers, pagination fallbacks, and no token in logs.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../domain/api/client';
import { ApiError } from '../../../domain/api/errors';
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { setLogLevel, setLogSink } from '../../../domain/shared/logger';
import { json, startStub } from './stub-server';

const STORE = { id: '6f1c2a52-3b0e-4d55-9a43-0d6f0b1f7a11', code: 'S1', description: 'Main street' };
const SECRET = 'eyJ-access-token-SECRET-abc';
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

function fixedTokens(token = SECRET) {
  let refreshes = 0;
  return {
    tokens: {
      getAccessToken: async () => token,
      handleUnauthorized: async () => {
        refreshes++;
        token = `${SECRET}-fresh`;
        return token;
      },
    },
    refreshes: () => refreshes,
  };
}

async function clientFor(handler: Parameters<typeof startStub>[0], extra: { timeoutMs?: number } = {}) {
  const stub = await startStub(handler);
  servers.push(stub);
  const t = fixedTokens();
  const client = createApiClient({
    baseUrl: stub.url,
    tokens: t.tokens,
    scheduler: createRequestScheduler({ maxPerSecond: 100 }),
    timeoutMs: extra.timeoutMs ?? 5_000,
    retry: { backoffBaseMs: 1, backoffMaxMs: 5 },
  });
  return { client, stub, refreshes: t.refreshes };
}

describe('retries', () => {
  it('retries a GET after 5xx and succeeds', async () => {
    const { client, stub } = await clientFor((_q, res, _h, n) =>
      n < 3 ? json(res, 503, { message: 'busy', errors: null }) : json(res, 200, STORE),
    );
    await expect(client.getStore(STORE.id)).resolves.toEqual(STORE);
    expect(stub.hits).toHaveLength(3);
  });

  it('gives up on a GET after the retry budget with a server error', async () => {
    const { client, stub } = await clientFor((_q, res) => json(res, 500, { message: 'down', errors: null }));
    await expect(client.getStore(STORE.id)).rejects.toMatchObject({ code: 'server', status: 500 });
    expect(stub.hits).toHaveLength(4);
  });

  it('never retries a POST that creates', async () => {
    const { client, stub } = await clientFor((_q, res) => json(res, 502, { message: 'bad gateway', errors: null }));
    const receipt = {
      docNumber: 'R1',
      vendorID: STORE.id,
      storeID: STORE.id,
      lines: [{ itemID: STORE.id, quantity: 1 }],
    };
    await expect(client.createReceipt(receipt)).rejects.toMatchObject({ code: 'server', status: 502 });
    expect(stub.hits).toHaveLength(1);
  });

  it('retries POST /inventory, which is a read', async () => {
    const { client, stub } = await clientFor((_q, res, _h, n) => (n === 1 ? json(res, 500, {}) : json(res, 200, [])));
    await expect(client.postInventory({ stores: [STORE.id] })).resolves.toEqual([]);
    expect(stub.hits).toHaveLength(2);
  });

  it('retries a GET after a dropped connection, and reports a network error in the end', async () => {
    const { client, stub } = await clientFor((req) => req.socket.destroy());
    const err = await client.getStore(STORE.id).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('network');
    expect(err.message).toMatch(/check the network connection and the service address/i);
    expect(stub.hits).toHaveLength(4);
  });

  it('times out a hanging request', async () => {
    const { client } = await clientFor(() => undefined, { timeoutMs: 150 });
    await expect(
      client.createReceipt({
        docNumber: 'x',
        vendorID: STORE.id,
        storeID: STORE.id,
        lines: [{ itemID: STORE.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe('401 and 429', () => {
  it('refreshes once and retries once on 401', async () => {
    const { client, stub, refreshes } = await clientFor((_q, res, hit) =>
      hit.authorization === `Bearer ${SECRET}-fresh`
        ? json(res, 200, STORE)
        : json(res, 401, { message: 'expired', errors: null }),
    );
    await expect(client.getStore(STORE.id)).resolves.toEqual(STORE);
    expect(refreshes()).toBe(1);
    expect(stub.hits.map((h) => h.authorization)).toEqual([`Bearer ${SECRET}`, `Bearer ${SECRET}-fresh`]);
  });

  it('a second 401 after the refresh is an unauthorized error, not a loop', async () => {
    const { client, stub, refreshes } = await clientFor((_q, res) => json(res, 401, { message: 'no', errors: null }));
    await expect(client.getStore(STORE.id)).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(refreshes()).toBe(1);
    expect(stub.hits).toHaveLength(2);
  });

  it('waits out a 429 Retry-After, then repeats even a POST (the service did not process it)', async () => {
    const { client, stub } = await clientFor((_q, res, _h, n) =>
      n === 1
        ? json(res, 429, { message: 'slow down', errors: null }, { 'Retry-After': '1' })
        : json(res, 200, { received: 1, created: 1, updated: 0, thirdPartyIds: ['POS_1_2_3'] }),
    );
    const t0 = performance.now();
    const sale = {
      thirdPartyId: 'POS_1_2_3',
      transactionNumber: '3',
      checkClosed: '2026-01-01T10:00:00+00:00',
      store: { id: STORE.id },
      lines: [{ thirdPartyLineId: 'POS_1_2_3_1', sku: 'A1', itemDescription: 'A', itemRetail: 2, quantity: 1 }],
    };
    await expect(client.postTransactions([sale])).resolves.toMatchObject({ created: 1 });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(990);
    expect(stub.hits.map((h) => h.method)).toEqual(['POST', 'POST']);
    expect(stub.hits[1]!.body).toBe(stub.hits[0]!.body);
  });
});

describe('answers the client cannot read', () => {
  it('malformed JSON is a bad_response error', async () => {
    const { client } = await clientFor((_q, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"id": ');
    });
    await expect(client.getStore(STORE.id)).rejects.toMatchObject({ code: 'bad_response', status: null });
  });

  it('a wrong shape is a bad_response error naming the field', async () => {
    const { client } = await clientFor((_q, res) => json(res, 200, { id: 'not-a-guid', code: 1 }));
    const err = await client.getStore(STORE.id).catch((e) => e);
    expect(err).toMatchObject({ code: 'bad_response' });
    expect(err.message).toMatch(/unexpected id/);
  });

  it('refuses to follow a nextPageLink to another origin (the token would leak)', async () => {
    const { client, stub } = await clientFor((_q, res) =>
      json(res, 200, [STORE], {
        'X-Pagination': JSON.stringify({
          pageSize: 1,
          currentPage: 1,
          currentPageElements: 1,
          nextPageLink: 'http://evil.example/api/v3/stores?pageNumber=2',
        }),
      }),
    );
    await expect(client.listStores()).rejects.toMatchObject({ code: 'bad_response' });
    expect(stub.hits).toHaveLength(1);
  });
});

function item(i: number) {
  const dims = Object.fromEntries(Array.from({ length: 10 }, (_, d) => [`dimension${d + 1}`, null]));
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    description: `Item ${i}`,
    posDescription1: `Item ${i}`,
    posDescription2: `I${i}`,
    sku: `SKU${i}`,
    upc: [],
    active: true,
    lastUpdated: '2026-01-01T00:00:00+00:00',
    ...dims,
    dimensions: null,
    level: null,
    level1: null,
    level2: null,
    attributes: null,
  };
}

describe('pagination without the header', () => {
  it('walks pages by number and stops on a short page', async () => {
    const all = Array.from({ length: 5 }, (_, i) => item(i));
    const { client, stub } = await clientFor((req, res) => {
      const u = new URL(req.url!, 'http://x');
      const page = Number(u.searchParams.get('pageNumber'));
      const size = Number(u.searchParams.get('pageSize'));
      json(res, 200, all.slice((page - 1) * size, page * size));
    });
    const pages = [];
    for await (const p of client.iterateStoreItems(STORE.id, { pageSize: 2, expand: ['Stores'] })) pages.push(p);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.pagination === null)).toBe(true);
    expect(stub.hits.map((h) => new URL(h.url, 'http://x').searchParams.get('pageNumber'))).toEqual(['1', '2', '3']);
    expect(stub.hits[0]!.url).toContain('Expand=Stores');
  });

  it('an exact multiple ends with one empty page', async () => {
    const all = Array.from({ length: 4 }, (_, i) => item(i));
    const { client, stub } = await clientFor((req, res) => {
      const u = new URL(req.url!, 'http://x');
      const page = Number(u.searchParams.get('pageNumber'));
      json(res, 200, all.slice((page - 1) * 2, page * 2));
    });
    const pages = [];
    for await (const p of client.iterateItems({ pageSize: 2 })) pages.push(p.items.length);
    expect(pages).toEqual([2, 2, 0]);
    expect(stub.hits).toHaveLength(3);
  });

  it('an unreadable X-Pagination header is treated as absent', async () => {
    const { client } = await clientFor((_q, res) => json(res, 200, [item(1)], { 'X-Pagination': '{not json' }));
    const page = await client.listItemsPage({ pageSize: 10 });
    expect(page).toMatchObject({ pagination: null });
    expect(page.items).toHaveLength(1);
  });
});

describe('logging', () => {
  it('never writes the access token, even at debug level', async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    try {
      const { client } = await clientFor((_q, res, _h, n) =>
        n === 1 ? json(res, 401, { message: 'expired', errors: null }) : json(res, 500, { message: 'x' }),
      );
      await client.getStore(STORE.id).catch(() => undefined);
    } finally {
      restore();
      setLogLevel('info');
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).not.toContain(SECRET);
  });
});
