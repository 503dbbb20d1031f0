// Process: main (composition, Electron-free) and tests. The demo reader's tags: taken from the service's
// deterministic demo catalog, so every simulated known tag resolves to a demo item. Injected into the simulator
// (domain/reader), which knows nothing of service/.

import { buildPopulation, type CatalogGtin, type SimTag } from '../../../domain/reader/sim/population';
import { catalogItemAt, demoGtins } from '../../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';
import { demoOutstandingTagged } from '../../../service/seed/demo-orders';

const withPrefix = (gtin: string): CatalogGtin => ({ gtin, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });

/**
 * Current GTINs of the demo catalog: first the items still outstanding on the open purchase order (so a delivery
 * can be received against it by RFID), then the rest spread over the whole catalog rather than its first items.
 */
export function demoCatalogGtins(limit: number): CatalogGtin[] {
  const ordered = demoOutstandingTagged().map((i) => catalogItemAt(i).epcGTIN[0]!);
  const first = new Set(ordered.slice(0, limit));
  const all: string[] = [];
  for (const g of demoGtins()) if (g.current && !first.has(g.gtin)) all.push(g.gtin);
  const rest = limit - first.size;
  const step = all.length / Math.max(1, rest);
  const spread = all.length <= rest ? all : Array.from({ length: rest }, (_, i) => all[Math.floor(i * step)]!);
  return [...first, ...spread].map(withPrefix);
}

/** `tags` distinct tags, about three per GTIN (as on a shelf): the open order's items get no more than that. */
export function demoPopulation(tags: number, unknownFraction = 0.05, seed = 42): SimTag[] {
  const gtins = demoCatalogGtins(Math.max(1, Math.ceil(tags / 3)));
  return buildPopulation(gtins, { tags, unknownFraction, seed });
}
