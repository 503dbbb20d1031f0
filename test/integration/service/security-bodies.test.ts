// Process: test. Bounded bodies (small Auth bodies, JSON nesting depth checked before
// parsing on every route), no 500 on nested attributes, one count rule on both count routes, and a seeded fuzz of
// every write route from the route table: no 5xx, and a refused request commits nothing (SQLite data_version).
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSIONS, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';
import { prng } from '../../helpers/prng';
import { BodyFuzzer } from './fuzz-bodies';
import { type FieldErrors, writeRoutes, writeSamplesPerFile } from './write-samples';

const file = signedInServicePerFile();
const { call } = file;
const samples = writeSamplesPerFile(file);
const nested = (levels: number, inner = '1') => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

describe('bounded bodies', () => {
  it('limits /auth bodies to a few kilobytes (413 in the Auth envelope)', async () => {
    const res = await fetch(`${file.service.authUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'DEMO', userName: 'demo', password: 'x'.repeat(8 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, result: null });
  });

  it('refuses 5 MB of nested brackets with 422 naming where, and keeps answering', async () => {
    const half = 2_500_000;
    const res = await call<FieldErrors>('PATCH', '/items', `${'['.repeat(half)}${']'.repeat(half)}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]!.field).toBe('[0][0][0][0]...');
    expect(res.body.errors[0]!.message).toMatch(/deeper than 32 levels/);
    expect((await call('GET', '/stores')).status).toBe(200);
  });

  it('answers deeply nested item attributes with 422 naming the field, at 40, 1,200 and 10,000 levels', async () => {
    const id = [...demoCatalog()][3]!.id;
    for (const levels of [40, 1200, 10_000]) {
      const res = await call<FieldErrors>('PATCH', '/items', `[{"id":"${id}","attributes":${nested(levels)}}]`);
      expect(res.status, String(levels)).toBe(422);
      expect(res.body.errors[0]!.field).toMatch(/^\[0\]\.attributes\.a/);
    }
    const ok = await call('PATCH', '/items', `[{"id":"${id}","attributes":${nested(20, '"deep"')}}]`);
    expect(ok.status).toBe(200);
    const item = (await call<{ attributes: unknown }>('GET', `/items/${id}`)).body;
    expect(JSON.stringify(item.attributes)).toBe(nested(20, '"deep"'));
  });
});

describe('one count rule on POST sessionItems and the count PUT', () => {
  it('accepts 0, fractions and the maximum; refuses negatives, 1e308 and non-numbers with 422 on both', async () => {
    const session = DEMO_SESSIONS.active;
    const itemID = [...demoCatalog()][7]!.id;
    const sessionItemID = crypto.randomUUID();
    const post = (count: unknown) =>
      call('POST', `/sessions/${session}/sessionItems`, { sessionItemID, itemID, count });
    const put = (count: unknown) => call('PUT', `/sessions/${session}/sessionItems/${sessionItemID}/count`, { count });
    for (const good of [0, 2.75, 1_000_000_000, null]) expect((await post(good)).status, String(good)).toBe(200);
    for (const good of [0, 0.5, 1_000_000_000]) expect((await put(good)).status, String(good)).toBe(200);
    for (const bad of [-5, -1, -0.01, 1e308, 1_000_000_001, '3', true]) {
      expect((await post(bad)).status, `POST ${bad}`).toBe(422);
      expect((await put(bad)).status, `PUT ${bad}`).toBe(422);
    }
    const raw = (count: string) =>
      fetch(`${file.service.baseUrl}/api/v3/sessions/${session}/sessionItems/${sessionItemID}/count`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${file.token}`, 'content-type': 'application/json' },
        body: `{"count":${count}}`,
      });
    expect((await raw('1e309')).status).toBe(422); // JSON.parse gives Infinity
    expect((await put(null)).status).toBe(422); // the count PUT sets a count; null is for "not counted yet" items
  });
});

describe('fuzz of every write route', () => {
  it('answers 2,500 seeded hostile bodies with no 5xx, and refused ones change no data', async () => {
    const routes = writeRoutes(file.service);
    expect(routes.filter((r) => !samples.has(r))).toEqual([]);
    const db = new Database(file.service.dataPath, { readonly: true });
    const dataVersion = db.prepare('PRAGMA data_version');
    const version = () => (dataVersion.get() as { data_version: number }).data_version;
    const fuzz = new BodyFuzzer(prng(13));
    const rand = prng(1313);
    const statuses = new Map<number, number>();
    try {
      let before = version();
      for (let n = 0; n < 2500; n++) {
        const route = routes[Math.floor(rand() * routes.length)]!;
        const sample = samples.get(route)!;
        const { text, how } = fuzz.mutate(sample.body);
        const res = await call(route.split(' ')[0]!, fuzz.path(sample.path), text);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `#${n} ${route} (${how}): ${text.slice(0, 200)}`;
        expect(res.status, label).toBeLessThan(500);
        const after = version();
        if (res.status >= 400) expect(after, `refused but changed data: ${label}`).toBe(before);
        before = after;
      }
    } finally {
      db.close();
    }
    // The fuzz reached both sides: some mutations are still valid, most are refused for different reasons.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    for (const s of [400, 404, 422]) expect(statuses.get(s) ?? 0, String(s)).toBeGreaterThan(0);
  }, 300_000);
});
