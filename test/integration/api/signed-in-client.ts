// Process: test (node). A real signed-in API client over a fresh local service: the token manager, the
// scheduler and the client exactly as the app wires them, plus a counting fetch.
import { createApiClient } from '../../../main/api/client';
import { createRequestScheduler } from '../../../main/api/scheduler';
import { createMemoryRefreshTokenStore } from '../../../main/auth/refresh-token-store';
import { createTokenManager } from '../../../main/auth/token-manager';
import {
  countingFetch,
  DEMO_CLIENT_ID,
  DEMO_PASSWORD,
  DEMO_USER,
  type LocalServiceOptions,
  startLocalService,
} from '../auth/local-service';

export async function signedInClient(opts: LocalServiceOptions & { maxPerSecond?: number; marginMs?: number } = {}) {
  const { maxPerSecond, marginMs, ...serviceOpts } = opts;
  const service = await startLocalService(serviceOpts);
  const counter = countingFetch();
  const tokens = createTokenManager({
    authUrl: service.authUrl,
    clientId: DEMO_CLIENT_ID,
    store: createMemoryRefreshTokenStore(),
    fetch: counter.fetch,
  });
  await tokens.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
  const scheduler = createRequestScheduler({ maxPerSecond: maxPerSecond ?? 1000, marginMs });
  const client = createApiClient({ baseUrl: service.baseUrl, tokens, scheduler, fetch: counter.fetch });
  return { service, client, tokens, counter, scheduler };
}
