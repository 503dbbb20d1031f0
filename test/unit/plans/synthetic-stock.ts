// Process: node (tests and the plans benchmark). A synthetic store: n items with prices and on-hand from the
// seeded generator (a long tail, as real stock has: few dear items, many cheap ones, some with no stock or no
// price), the same every run.
import type { StockValue } from '../../../domain/plans/abc';
import { prng } from '../../helpers/prng';

export function syntheticStock(n: number, seed = 1): StockValue[] {
  const rnd = prng(seed);
  const out: StockValue[] = [];
  for (let i = 0; i < n; i++) {
    const price = rnd() < 0.01 ? null : Math.round(Math.exp(rnd() * 7) * 100) / 100;
    const onHand = rnd() < 0.05 ? 0 : Math.floor(rnd() ** 2 * 60);
    out.push({ itemId: `item-${String(i).padStart(6, '0')}`, category: `Category ${i % 12}`, price, onHand });
  }
  return out;
}
