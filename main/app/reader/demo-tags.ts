// Process: main (composition, Electron-free) and tests. The demo reader's tags: taken from the service's
// deterministic demo catalog, so every simulated known tag resolves to a demo item. Injected into the simulator
// (main/reader), which knows nothing of service/.
import { demoGtins } from '../../../service/seed/demo-catalog';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';
import { buildPopulation, type CatalogGtin, type SimTag } from '../../reader/sim/population';

/** Current GTINs of the demo catalog, spread over the whole catalog rather than its first items. */
export function demoCatalogGtins(limit: number): CatalogGtin[] {
  const all: CatalogGtin[] = [];
  for (const g of demoGtins()) {
    if (g.current) all.push({ gtin: g.gtin, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });
  }
  if (all.length <= limit) return all;
  const step = all.length / limit;
  return Array.from({ length: limit }, (_, i) => all[Math.floor(i * step)]!);
}

export function demoPopulation(tags: number, unknownFraction = 0.05, seed = 42): SimTag[] {
  const gtins = demoCatalogGtins(Math.max(1, Math.ceil(tags / 3)));
  return buildPopulation(gtins, { tags, unknownFraction, seed });
}
