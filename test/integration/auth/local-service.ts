// Process: test (node). Starts the real local service for the auth and API integration tests (what goes over the
// wire is counted with test/helpers/fetch-tap.ts).
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
