// Process: service. Seeds an empty database: `demo` (5,000 items), `large` (--items, default 100,000) or `none`
// (schema only, no users). Exports what simulators need to know about demo data without a server.
import { createLogger } from '../../domain/shared/logger';
import { nowMicros } from '../db/clock';
import { type Db, isEmpty } from '../db/open';
import { DEMO_ITEM_COUNT } from './demo-constants';
import { seedCatalog } from './seed-catalog';
import { seedDocuments } from './seed-documents';

export { STORES as DEMO_STORES, THIRD_PARTY_CODES as DEMO_THIRD_PARTY_CODES } from './catalog-tree';
export { apparelCount, type CatalogItem, catalogItemAt, demoCaseOf, demoCatalog, demoGtins } from './demo-catalog';
export * from './demo-constants';
export { DEMO_OPEN_ORDER, type DemoOrder, demoCaseItems, demoOrders, demoOutstandingTagged } from './demo-orders';
export { DEMO_USER_ID, SEED_SESSIONS as DEMO_SESSIONS, VENDORS as DEMO_VENDORS } from './seed-documents';

const log = createLogger('service.seed');
export type SeedKind = 'demo' | 'large' | 'none';
export const LARGE_DEFAULT_ITEMS = 100_000;

/** Seeds only when the database has no stores yet, so restarting on an existing file keeps its data. */
export function seedDatabase(db: Db, kind: SeedKind, items?: number): void {
  if (kind === 'none' || !isEmpty(db)) return;
  const count = kind === 'large' ? (items ?? LARGE_DEFAULT_ITEMS) : (items ?? DEMO_ITEM_COUNT);
  const started = Date.now();
  const now = nowMicros();
  db.transaction(() => {
    seedCatalog(db, count, now);
    seedDocuments(db, count, now);
  })();
  log.info('seeded', { kind, items: count, ms: Date.now() - started });
}
