// Process: main (domain, Electron-free). One RfidResolver per item index, shared by everything that resolves
// reader EPCs against that index: the reader's known/unknown marking (hosts/app/reader/reader-classify.ts) and the
// scan pipeline counting and receiving ingest through (scan-item.ts). A read is decoded and resolved once, then
// every other look at it is a table hit on the same record. A resolver keeps every tag it has seen, so past a
// caller's limit it starts afresh: only a cache is lost (no caller keeps tagIds across calls).
import type { ItemIndex } from './item-index';
import { RfidResolver } from './rfid';
import type { ResolvableItem } from './types';

const byIndex = new WeakMap<object, RfidResolver<ResolvableItem>>();

/** The index's shared resolver; a fresh one once it holds `maxTags` distinct tags. */
export function sharedRfidResolver<T extends ResolvableItem>(index: ItemIndex<T>, maxTags: number): RfidResolver<T> {
  let resolver = byIndex.get(index) as RfidResolver<T> | undefined;
  if (!resolver || resolver.knownTags >= maxTags) {
    resolver = new RfidResolver(index);
    byIndex.set(index, resolver as unknown as RfidResolver<ResolvableItem>);
  }
  return resolver;
}
