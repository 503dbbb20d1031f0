// Process: main (domain, Electron-free). The Fetch API client: typed methods for every endpoint of spec
// section 4, composed from one module per endpoint group over one request core (domain/api/http.ts).
import type { Logger } from '../shared/logger';
import { currencyEndpoints } from './endpoints/currency';
import { inventoryEndpoints } from './endpoints/inventory';
import { itemEndpoints } from './endpoints/items';
import { purchasingEndpoints } from './endpoints/purchasing';
import { receiptEndpoints } from './endpoints/receipts';
import { recipeEndpoints } from './endpoints/recipes';
import { sessionEndpoints } from './endpoints/sessions';
import { storeEndpoints } from './endpoints/stores';
import { thirdPartyCodeEndpoints } from './endpoints/third-party-codes';
import { transactionEndpoints } from './endpoints/transactions';
import { dimensionEndpoints, vendorEndpoints } from './endpoints/vendors';
import { createHttp, type HttpOptions, type TokenSource } from './http';
import { createRequestScheduler, type RequestScheduler } from './scheduler';

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenSource;
  /** One per signed-in user; a fresh one (2 requests a second) when not given. */
  scheduler?: RequestScheduler;
  fetch?: typeof fetch;
  timeoutMs?: number;
  logger?: Logger;
  /** Tuning for tests: retry counts, backoff, sleep and randomness. */
  retry?: Pick<HttpOptions, 'maxRetries' | 'maxRateLimitWaits' | 'backoffBaseMs' | 'backoffMaxMs' | 'sleep' | 'random'>;
}

export function createApiClient(opts: ApiClientOptions) {
  const http = createHttp({
    baseUrl: opts.baseUrl,
    tokens: opts.tokens,
    scheduler: opts.scheduler ?? createRequestScheduler(),
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs,
    logger: opts.logger,
    ...opts.retry,
  });
  return {
    apiRoot: http.apiRoot,
    ...storeEndpoints(http),
    ...itemEndpoints(http),
    ...inventoryEndpoints(http),
    ...thirdPartyCodeEndpoints(http),
    ...transactionEndpoints(http),
    ...sessionEndpoints(http),
    ...currencyEndpoints(http),
    ...vendorEndpoints(http),
    ...dimensionEndpoints(http),
    ...receiptEndpoints(http),
    ...purchasingEndpoints(http),
    ...recipeEndpoints(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export { ApiError } from './errors';
export type { ListParams, Page } from './pagination';
export type { RequestScheduler } from './scheduler';
