// Process: test (node). A real signed-in API client over a fresh local service, built by the app's own recipe
// (domain/auth/connect.ts), plus a tap that counts what goes over the wire.
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { tapFetch } from '../../helpers/fetch-tap';
import { connectAsDemo } from '../../helpers/local-service';
import { type LocalServiceOptions, startLocalService } from '../auth/local-service';

export async function signedInClient(opts: LocalServiceOptions & { maxPerSecond?: number; marginMs?: number } = {}) {
  const { maxPerSecond, marginMs, ...serviceOpts } = opts;
  const service = await startLocalService(serviceOpts);
  const counter = tapFetch();
  const {
    api: client,
    tokens,
    scheduler,
  } = await connectAsDemo(service, {
    fetch: counter.fetch,
    scheduler: createRequestScheduler({ maxPerSecond: maxPerSecond ?? 1000, marginMs }),
  });
  return { service, client, tokens, counter, scheduler };
}
