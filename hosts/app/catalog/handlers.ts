// Process: main (composition, Electron-free). The catalog and lookup requests of contract/catalog.ts answered by
// the catalog cache (catalog-service.ts): its state, a sync now or cancelled, and lookups on the cache.
import type { HandlersOf } from '../../../contract';
import type { catalogRequests } from '../../../contract/catalog';
import type { CatalogService } from '../../../domain/catalog/service-types';

export function catalogHandlers(catalog: CatalogService): HandlersOf<typeof catalogRequests> {
  return {
    'catalog.status': () => catalog.status(),
    'catalog.sync': ({ full }) => catalog.syncNow({ full }),
    'catalog.cancelSync': () => catalog.cancelSync(),
    'lookup.lookup': ({ text }) => catalog.lookup(text),
    'lookup.search': ({ query, limit }) => catalog.search(query, limit),
  };
}
