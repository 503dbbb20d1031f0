// Process: main (composition, Electron-free). An engine's view of the API client through the signed-in session:
// every request goes through session.call (the session's client, the app's one scheduler, the connection status
// kept current), paged iterations page by page. Offline on the cache, a call fails as an ApiError 'network', the
// error the engines' retry rules know (the count outbox then reports "offline" and tries again later).
import type { ApiClient } from '../../../domain/api/client';
import { ApiError } from '../../../domain/api/errors';
import type { SessionService } from '../../../domain/session/types';
import { UserError } from '../../../domain/shared/errors';

type Method = (...args: never[]) => unknown;

/** Turns the session's "offline on the cache" refusal into the API client's own network error. */
function asApiError(err: unknown): unknown {
  if (err instanceof UserError && err.code === 'network')
    return new ApiError({ status: null, code: 'network', message: err.message, cause: err });
  return err;
}

async function* pagesThrough<T>(
  session: SessionService<ApiClient>,
  make: (client: ApiClient) => AsyncIterable<T>,
): AsyncGenerator<T> {
  let iterator: AsyncIterator<T> | null = null;
  for (;;) {
    const step = await session
      .call((client) => {
        iterator ??= make(client)[Symbol.asyncIterator]();
        return iterator.next();
      })
      .catch((err) => {
        throw asApiError(err);
      });
    if (step.done) return;
    yield step.value;
  }
}

/**
 * The methods `calls` (promise-returning) and `pages` (async iterables) of the signed-in client, each one going
 * through the session at the time of the call (a sign-in to another account is picked up, never a stale client).
 */
export function apiThroughSession<K extends keyof ApiClient>(
  session: SessionService<ApiClient>,
  calls: readonly K[],
  pages: readonly K[] = [],
): Pick<ApiClient, K> {
  const api: Partial<Record<K, Method>> = {};
  for (const name of calls) {
    api[name] = (...args: never[]) =>
      session
        .call((client) => (client[name] as Method)(...args) as Promise<unknown>)
        .catch((err) => {
          throw asApiError(err);
        });
  }
  for (const name of pages) {
    api[name] = (...args: never[]) =>
      pagesThrough(session, (client) => (client[name] as Method)(...args) as AsyncIterable<unknown>);
  }
  return api as unknown as Pick<ApiClient, K>;
}
