// Process: main (domain, Electron-free). In-memory item resolution: the indices, the RFID fast path and
// the tag deduper. See README.md.
export { TagDeduper, TagIdDeduper } from './deduper';
export { ItemIndex } from './item-index';
export { type EpcRead, RfidResolver, type RfidResolverOptions } from './rfid';
export { ScanBuffer, ScanStatus, type ScanStatusCode, statusOf } from './tag-records';
export type { Resolution, ResolvableItem, ResolvedVia } from './types';
