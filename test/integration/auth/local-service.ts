// Process: test (node). Starts the real local service for the auth and API integration tests, and a fetch
// wrapper that counts what goes over the wire.
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { startTestService } from '../../helpers/local-service';

export { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER };

export interface LocalServiceOptions {
  rateLimit?: number;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
}

/** A fresh service on its own temporary SQLite file, demo seed, rate limit off unless asked. */
export function startLocalService(opts: LocalServiceOptions = {}) {
  return startTestService(opts);
}

export interface CountingFetch {
  fetch: typeof fetch;
  count(pathSuffix: string): number;
  /** `at`: when the request was sent (performance.now()). */
  calls: Array<{ method: string; url: string; status: number; at: number; retryAfter: string | null }>;
}

export function countingFetch(): CountingFetch {
  const calls: CountingFetch['calls'] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const at = performance.now();
    const res = await fetch(input, init);
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      status: res.status,
      at,
      retryAfter: res.headers.get('retry-after'),
    });
    return res;
  };
  return {
    fetch: wrapped,
    calls,
    count: (suffix) => calls.filter((c) => new URL(c.url).pathname.toLowerCase().endsWith(suffix.toLowerCase())).length,
  };
}
