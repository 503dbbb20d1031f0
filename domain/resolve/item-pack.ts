// Process: main (domain, Electron-free). An indexed item's text held as one string: id, SKU and UPCs
// as given, then its epcGTINs, joined by two control characters. One string per item instead of an object, two
// arrays and five or six strings: about a third of the bytes, and one object for the collector instead of ten.
// Control characters inside a value (never seen in catalog text) are replaced, so that value does not match.
import type { ResolvableItem } from './types';

const FIELD = '\u0000';
const LIST = '\u0001';
/** Between items in a snapshot (index-snapshot.ts); never inside one either. */
export const ITEM = '\u0002';

const clean = (s: string) =>
  s.includes(FIELD) || s.includes(LIST) || s.includes(ITEM)
    ? s.replaceAll(FIELD, '\uFFFD').replaceAll(LIST, '\uFFFD').replaceAll(ITEM, '\uFFFD')
    : s;

/** Made by join, so it is one flat string: built by `+`, it would be a rope still holding the given strings. */
export function pack(item: ResolvableItem): string {
  const parts = [clean(item.id), clean(item.sku)];
  for (const u of item.upc) parts.push(clean(u));
  const gtins = item.epcGTIN ?? [];
  const head = parts.join(FIELD);
  if (gtins.length === 0) return [head, ''].join(LIST);
  return [head, gtins.map(clean).join(FIELD)].join(LIST);
}

export interface Unpacked {
  id: string;
  sku: string;
  upc: string[];
  epcGTIN: string[];
}

export function unpack(p: string): Unpacked {
  const list = p.indexOf(LIST);
  const head = p.slice(0, list).split(FIELD);
  const tail = p.slice(list + 1);
  return { id: head[0] as string, sku: head[1] as string, upc: head.slice(2), epcGTIN: tail ? tail.split(FIELD) : [] };
}

/** Whether the packed item's id is `id`, without making a string. */
export function hasId(p: string, id: string): boolean {
  return p.startsWith(id) && p.charCodeAt(id.length) === 0;
}

export function skuOf(p: string): string {
  const from = p.indexOf(FIELD) + 1;
  let to = p.indexOf(FIELD, from);
  const list = p.indexOf(LIST, from);
  if (to < 0 || list < to) to = list;
  return p.slice(from, to);
}

export function upcsOf(p: string): string[] {
  return p.slice(0, p.indexOf(LIST)).split(FIELD).slice(2);
}
