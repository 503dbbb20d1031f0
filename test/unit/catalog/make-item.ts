// Process: node (tests). Builds wire Items (the shared zod shape) for catalog unit tests; parsed through the
// real schema so a fixture can never drift from what the service sends.
import { Item } from '../../../domain/api/wire';

let n = 0;
export function guid(): string {
  n++;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const STORE_A = { id: guid(), code: 'S01', description: 'Main Street' };
export const STORE_B = { id: guid(), code: 'S02', description: 'Harbour' };
export const SIZE_M = { id: guid(), description: 'M' };
export const COLOUR_RED = { id: guid(), description: 'Red' };
export const LEVEL_DEPT = { id: guid(), code: 'APP', description: 'Apparel' };
export const LEVEL_CLASS = { id: guid(), code: 'TOPS', description: 'Tops' };
export const LEVEL_LEAF = { id: guid(), code: 'TEES', description: 'T-shirts' };

export function makeItem(over: Partial<Item> & { sku: string }): Item {
  const raw = {
    id: guid(),
    description: `Item ${over.sku}`,
    posDescription1: `POS ${over.sku}`,
    posDescription2: over.sku,
    upc: [],
    active: true,
    matrix: null,
    lastUpdated: '2026-11-01T10:00:00.0000000+00:00',
    dimension1: null,
    dimension2: null,
    dimension3: null,
    dimension4: null,
    dimension5: null,
    dimension6: null,
    dimension7: null,
    dimension8: null,
    dimension9: null,
    dimension10: null,
    dimensions: null,
    level: null,
    level1: null,
    level2: null,
    attributes: null,
    stores: [{ id: STORE_A.id, retailPrice1: 9.99, interfaces: [] }],
    epcGTIN: [],
    ...over,
  };
  return Item.parse(raw);
}
