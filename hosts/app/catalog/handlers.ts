// Process: main (composition, Electron-free). The catalog and lookup requests of contract/catalog.ts answered by
// the catalog cache (catalog-service.ts): its state, a sync now or cancelled, and lookups on the cache. A lookup
// carries the store's currency for its price (as the count screens show money), waiting for the service's answer
// only briefly: a lookup works offline, on the cache.
import type { HandlersOf } from '../../../contract';
import type { catalogRequests } from '../../../contract/catalog';
import type { MoneyCurrency } from '../../../contract/counts';
import type { CatalogService } from '../../../domain/catalog/service-types';
import type { CurrencyWait } from '../../../domain/counts/currency';

/** How long a lookup waits for the service to name the store's currency (then the setting's, else none). */
const LOOKUP_CURRENCY_WAIT_MS = 300;

export function catalogHandlers(
  catalog: CatalogService,
  currency: (wait: CurrencyWait) => Promise<MoneyCurrency>,
): HandlersOf<typeof catalogRequests> {
  return {
    'catalog.status': () => catalog.status(),
    'catalog.sync': ({ full }) => catalog.syncNow({ full }),
    'catalog.cancelSync': () => catalog.cancelSync(),
    'lookup.lookup': async ({ text }) => {
      const result = await catalog.lookup(text);
      return result.item ? { ...result, currency: await currency({ waitMs: LOOKUP_CURRENCY_WAIT_MS }) } : result;
    },
    'lookup.search': ({ query, limit }) => catalog.search(query, limit),
  };
}
