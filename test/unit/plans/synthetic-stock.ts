// Process: test (node) and benchmark. A synthetic store: n items with prices and on-hand from a seeded generator
// (a long tail, as real stock has: few dear items, many cheap ones, some with no stock or no price), the same
// every run.
import type { StockValue } from '../../../domain/plans/abc';

/** mulberry32: small, fast and seeded, so a failing case can be rerun exactly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticStock(n: number, seed = 1): StockValue[] {
  const rnd = seeded(seed);
  const out: StockValue[] = [];
  for (let i = 0; i < n; i++) {
    const price = rnd() < 0.01 ? null : Math.round(Math.exp(rnd() * 7) * 100) / 100;
    const onHand = rnd() < 0.05 ? 0 : Math.floor(rnd() ** 2 * 60);
    out.push({ itemId: `item-${String(i).padStart(6, '0')}`, category: `Category ${i % 12}`, price, onHand });
  }
  return out;
}
