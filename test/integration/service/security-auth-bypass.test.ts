// Process: test. Access by route: every Fetch route, taken from Fastify's own route table, refuses a request
// without a token, with a bad token and under percent-encoded, mixed-case, doubled-slash and dot-segment spellings
// of its path (401 or 404, never data); tokens without exp, for users that do not exist, unsigned or from another
// issuer are refused; and a route added outside the guarded Fetch plugin stops the service from starting.

import { SignJWT } from 'jose';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchErrorBody } from '../../../domain/api/wire';
import { buildApp } from '../../../service/app';
import { loadJwtKey } from '../../../service/auth/tokens';
import { openDatabase } from '../../../service/db/open';
import { DEMO_USER_ID } from '../../../service/seed';
import { startSignedInService, type TestService } from '../../helpers/local-service';
import { rawRequest } from './raw-http';

let service: TestService;
let token: string;
let jwtKey: Uint8Array;
beforeAll(async () => {
  ({ service, token } = await startSignedInService());
  const db = new Database(service.dataPath, { readonly: true });
  const row = db.prepare("SELECT value FROM meta WHERE key = 'jwt_key'").get() as { value: string };
  jwtKey = Uint8Array.from(Buffer.from(row.value, 'hex'));
  db.close();
});
afterAll(async () => service?.close());

/** Path variants that a router or a proxy might take for the same route. */
function variants(path: string): string[] {
  return [
    path,
    path.replace('/api/', '/%61pi/'),
    path.replace('/api/v3/', '/api/v%33/'),
    path.toUpperCase(),
    path.replace('/api/v3/', '/Api/V3/'),
    `/${path}`,
    path.replace('/api/v3/', '/api//v3/'),
    path.replace('/api/v3/', '/api/v3/./'),
    `/x/..${path}`,
    path.replace('/api/v3/', '/api/v3%2F'),
    `${path}/`,
  ];
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => crypto.randomUUID());

async function expectRefused(method: string, path: string, headers: Record<string, string>, label: string) {
  const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? '{}' : undefined;
  const res = await rawRequest(service, method, path, { ...headers, 'content-type': 'application/json' }, body);
  expect([401, 404], `${label}: ${method} ${path} -> ${res.status} ${res.text.slice(0, 100)}`).toContain(res.status);
  if (method !== 'HEAD') FetchErrorBody.parse(res.json);
}

describe('authentication by route, default deny', () => {
  it('walks every Fetch route of the route table without a token, with bad tokens and with path variants', async () => {
    const fetchRoutes = service.routes.filter((r) => r.guarded);
    expect(fetchRoutes.length).toBeGreaterThan(60);
    expect(service.routes.filter((r) => !r.guarded).map((r) => r.url)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/^\/api\//i)]),
    );
    const bad = { authorization: 'Bearer not-a-token' };
    for (const r of fetchRoutes) {
      const path = concrete(r.url);
      for (const v of variants(path)) await expectRefused(r.method, v, {}, 'no token');
      await expectRefused(r.method, path, bad, 'bad token');
      await expectRefused(r.method, path.replace('/api/', '/%61pi/'), bad, 'bad token, encoded');
      await expectRefused(r.method, path, { authorization: `Basic ${btoa('demo:demo')}` }, 'basic auth');
    }
  }, 60_000);

  it('answers the same encoded spellings with data when the token is valid (they do reach the routes)', async () => {
    for (const path of ['/api/v3/stores', '/%61pi/v3/stores', '/API/V3/STORES', '/api/v3/stores/']) {
      const res = await rawRequest(service, 'GET', path, { authorization: `Bearer ${token}` });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.json)).toBe(true);
    }
  });

  it('refuses tokens without exp, for unknown users, unsigned, from another issuer or expired', async () => {
    const sign = (claims: Record<string, unknown>, opts: { exp?: number; iss?: string; sub?: string } = {}) => {
      const now = Math.floor(Date.now() / 1000);
      let jwt = new SignJWT({ name: 'demo', cid: 'DEMO', fam: crypto.randomUUID(), ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(opts.sub ?? DEMO_USER_ID)
        .setIssuer(opts.iss ?? 'stocktake-local-iis')
        .setIssuedAt(now);
      if (opts.exp !== undefined) jwt = jwt.setExpirationTime(opts.exp);
      return jwt.sign(jwtKey);
    };
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const valid = await sign({}, { exp: inAnHour });
    const get = (t: string) => rawRequest(service, 'GET', '/api/v3/stores', { authorization: `Bearer ${t}` });
    expect((await get(valid)).status).toBe(200); // the forging works: what follows is refused for its reason
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${valid.split('.')[1]}.`;
    const refused = {
      'no exp': await sign({}),
      'unknown user': await sign({}, { exp: inAnHour, sub: crypto.randomUUID() }),
      'other issuer': await sign({}, { exp: inAnHour, iss: 'someone-else' }),
      expired: await sign({}, { exp: Math.floor(Date.now() / 1000) - 10 }),
      unsigned,
      'other key': await new SignJWT({ fam: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(DEMO_USER_ID)
        .setIssuer('stocktake-local-iis')
        .setExpirationTime(inAnHour)
        .sign(new Uint8Array(32)),
    };
    for (const [why, t] of Object.entries(refused)) {
      const res = await get(t);
      expect(res.status, why).toBe(401);
      FetchErrorBody.parse(res.json);
    }
  });

  it('will not start with a Fetch route registered outside the guarded plugin', async () => {
    const db = openDatabase(':memory:');
    const ctx = {
      db,
      settings: {
        rateLimit: 0,
        tokenTtlSeconds: 60,
        refreshTtlSeconds: 60,
        signInFailureLimit: 5,
        signInLockSeconds: 1,
      },
      jwtKey: loadJwtKey(db),
      origin: () => '',
    };
    const { app } = buildApp(ctx);
    app.get('/API/v3/leak', async () => ['secret']);
    await expect(app.ready()).rejects.toThrow(/outside the guarded plugin: \/API\/v3\/leak/);
    await app.close().catch(() => undefined);
    db.close();
  });
});
