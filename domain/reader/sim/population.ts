// Process: main (domain, Electron-free). The tags a simulated reader "sees": SGTIN-96 EPCs of demo-catalog GTINs
// plus a share of unknown tags (a GTIN outside the catalog, and non-GS1 EPCs), each with a typical RSSI.
import { encodeSgtin96 } from '../../codes/epc/encode';
import { toHex4 } from '../protocols/framer';

export interface SimTag {
  hex: string;
  pc: string;
  /** Mean RSSI of this tag (dBm); each read jitters around it. */
  rssi: number;
  known: boolean;
}

export interface CatalogGtin {
  gtin: string;
  companyPrefixLength: number;
}

/** Deterministic pseudo-random numbers, so a simulated run can be replayed. */
export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

const pcFor = (hex: string, iso = false) => toHex4(((hex.length / 4) << 11) | (iso ? 0x0100 : 0));

/** A GTIN-14 with a valid check digit under a company prefix no demo item uses. */
function foreignGtin(n: number): string {
  const body = `0999999${String(n).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

export interface PopulationOptions {
  tags: number;
  /** Fraction of tags that are not catalog items (default 0.05). */
  unknownFraction?: number;
  seed?: number;
}

/**
 * `tags` distinct tags: catalog GTINs are used in turn with increasing serials (several tags of one item, as on a
 * shelf), unknown ones alternate between a foreign SGTIN-96 and a non-GS1 EPC with the ISO bit in its PC.
 */
export function buildPopulation(catalog: readonly CatalogGtin[], opts: PopulationOptions): SimTag[] {
  const random = seededRandom(opts.seed ?? 42);
  const unknown = Math.round(opts.tags * (opts.unknownFraction ?? 0.05));
  const tags: SimTag[] = [];
  const rssi = () => -45 - Math.round(random() * 30);
  for (let i = 0; i < opts.tags - unknown; i++) {
    if (catalog.length === 0) break;
    const g = catalog[i % catalog.length]!;
    const hex = encodeSgtin96({ gtin14: g.gtin, serial: 1000 + i, companyPrefixLength: g.companyPrefixLength });
    tags.push({ hex, pc: pcFor(hex), rssi: rssi(), known: true });
  }
  for (let i = 0; tags.length < opts.tags; i++) {
    const hex =
      i % 2 === 0
        ? encodeSgtin96({ gtin14: foreignGtin(i), serial: i, companyPrefixLength: 7 })
        : `E280116060000${(0x200000000 + i).toString(16).toUpperCase().padStart(11, '0')}`.slice(0, 24);
    tags.push({ hex, pc: pcFor(hex, i % 2 === 1), rssi: rssi(), known: false });
  }
  return tags;
}
