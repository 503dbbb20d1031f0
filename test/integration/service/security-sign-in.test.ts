// Process: test. Sign-in does not give users away. An unknown user name gets exactly the answer
// of a wrong password (its cost, a dummy scrypt, is measured by `npm run bench -- service-security`); repeated
// failures for one user name are refused for a while with 429 and Retry-After, then the right password works
// again; "no API access" is only said after the right password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEnvelope } from '../../../domain/api/wire';
import {
  DEMO_CLIENT_ID,
  DEMO_NO_API_PASSWORD,
  DEMO_NO_API_USER,
  DEMO_PASSWORD,
  DEMO_USER,
} from '../../../service/seed';
import { startTestService, type TestService } from '../../helpers/local-service';
import { sleep } from '../../helpers/waits';

const LOCK_SECONDS = 1;
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ signInFailureLimit: 3, signInLockSeconds: LOCK_SECONDS });
});
afterAll(async () => service?.close());

async function signIn(userName: string, password: string, clientId = DEMO_CLIENT_ID) {
  const res = await fetch(`${service.authUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, userName, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: AuthEnvelope.parse(await res.json()) };
}

describe('sign-in', () => {
  it('answers an unknown user name exactly like a wrong password', async () => {
    const unknown = await signIn('nobody-at-all', 'whatever');
    const wrong = await signIn(DEMO_NO_API_USER, 'wrong');
    expect(unknown.status).toBe(401);
    expect(unknown).toEqual(wrong);
    const otherClient = await signIn(DEMO_USER, DEMO_PASSWORD, 'NOT-A-CLIENT');
    expect(otherClient).toEqual(wrong);
  });

  it('says "no API access" only after the right password', async () => {
    const wrong = await signIn(DEMO_NO_API_USER, 'wrong');
    expect(wrong.body.errors).not.toMatch(/API access/);
    const right = await signIn(DEMO_NO_API_USER, DEMO_NO_API_PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body.errors).toMatch(/no API access/);
  });

  it('refuses a user name for a while after repeated failures, then lets the right password in', async () => {
    for (let k = 0; k < 3; k++) expect((await signIn(DEMO_USER, `guess-${k}`)).status).toBe(401);
    const locked = await signIn(DEMO_USER.toUpperCase(), DEMO_PASSWORD); // names match case-insensitively
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(locked.body).toMatchObject({ success: false, result: null });
    // Other user names are not affected, and unknown names are throttled alike (no hint that they do not exist).
    expect((await signIn(DEMO_NO_API_USER, DEMO_NO_API_PASSWORD)).status).toBe(401);
    for (let k = 0; k < 3; k++) expect((await signIn('ghost', `guess-${k}`)).status).toBe(401);
    expect((await signIn('ghost', 'guess')).status).toBe(429);
    await sleep(LOCK_SECONDS * 1000 + 150);
    const after = await signIn(DEMO_USER, DEMO_PASSWORD);
    expect(after.status).toBe(200);
    expect(after.body.success).toBe(true);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < 2; k++) expect((await signIn(DEMO_USER, 'wrong')).status).toBe(401);
      expect((await signIn(DEMO_USER, DEMO_PASSWORD)).status).toBe(200);
    }
  });
});
