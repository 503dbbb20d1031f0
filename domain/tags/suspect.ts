// Process: main (domain, Electron-free). Suspect tags across two counts, the signs of badly encoded or cloned
// tags: one GTIN+serial read as different EPCs (an SGTIN-96 and an SGTIN-198 of the same item and serial, say:
// two physical tags claim one identity), one EPC counted as different items, and one serial on tags of different
// GTINs, judged only for serials in this app's own space (numbers from BLOCK_SIZE up, domain/encode: an
// installation never gives two GTINs one block, so a repeat across items points at a copied serial). GS1 makes
// serials unique per GTIN only, and vendors number each GTIN from 1, so their small serials repeat across items
// by design and are not judged. One pass remembers the first EPC of each key (the serial in the app's space,
// else GTIN+serial), so the 200,000 tags of two counts that are fine cost one map lookup each; a second gathers
// the few keys seen on more than one EPC.

import type { SuspectGroup } from '../../contract/tags';
import { BLOCK_SIZE } from '../encode/serial-scheme';
import { partitionOf, type TagCode } from './tag-codes';
import type { CountTag } from './types';

type Side = 'before' | 'after';
type GroupTag = SuspectGroup['tags'][number];

// Each tag says what its encoding carries (scheme, filter value, partition): what tells a case's EPCs apart.
const entry = (tag: CountTag, code: TagCode, count: Side): GroupTag => ({
  epc: tag.epc,
  scheme: code.scheme,
  filter: code.filter,
  partition: partitionOf(code),
  itemId: tag.itemId,
  area: tag.area,
  count,
});

const DIGITS = /^\d+$/;
/** Serials of this app's own space may not repeat across GTINs; vendors' (small or not numbers) may. */
export const judgedAcrossItems = (serial: string): boolean => DIGITS.test(serial) && Number(serial) >= BLOCK_SIZE;

/** The serial alone where a repeat across GTINs is suspect, else GTIN+serial; null for a tag that is no SGTIN. */
function keyOf(code: TagCode): string | null {
  if (code.serial === null || code.gtin14 === null) return null;
  return judgedAcrossItems(code.serial) ? code.serial : `${code.gtin14} ${code.serial}`;
}

/** The groups of one conflicting key: several EPCs of one GTIN+serial, and one serial on several GTINs. */
function groupsOf(tags: GroupTag[], codeOf: (epc: string) => TagCode): SuspectGroup[] {
  const serial = codeOf(tags[0]?.epc ?? '').serial;
  const byGtin = new Map<string, GroupTag[]>();
  for (const t of tags) {
    const gtin14 = codeOf(t.epc).gtin14 as string;
    const list = byGtin.get(gtin14);
    if (list) list.push(t);
    else byGtin.set(gtin14, [t]);
  }
  const groups: SuspectGroup[] = [];
  for (const [gtin14, list] of byGtin)
    if (new Set(list.map((t) => t.epc)).size > 1)
      groups.push({ key: `encodings ${gtin14} ${serial}`, reason: 'encodings', gtin14, serial, tags: list });
  if (byGtin.size > 1)
    groups.push({ key: `serialReused ${serial}`, reason: 'serialReused', gtin14: null, serial, tags });
  return groups;
}

export function findSuspects(
  before: readonly CountTag[],
  after: readonly CountTag[],
  afterByEpc: ReadonlyMap<string, CountTag>,
  codeOf: (epc: string) => TagCode,
): SuspectGroup[] {
  const changed: SuspectGroup[] = [];
  const firstEpc = new Map<string, string>();
  const conflicts = new Set<string>();
  const look = (t: CountTag) => {
    const key = keyOf(codeOf(t.epc));
    if (key === null) return;
    const epc = firstEpc.get(key);
    if (epc === undefined) firstEpc.set(key, t.epc);
    else if (epc !== t.epc) conflicts.add(key);
  };
  for (const t of before) {
    look(t);
    const now = afterByEpc.get(t.epc);
    if (now && now.itemId !== t.itemId) {
      const code = codeOf(t.epc);
      changed.push({
        key: `itemChanged ${t.epc}`,
        reason: 'itemChanged',
        gtin14: code.gtin14,
        serial: code.serial,
        tags: [entry(t, code, 'before'), entry(now, code, 'after')],
      });
    }
  }
  // A tag of the later count with the same EPC as its serial's first tag adds nothing: only other EPCs can conflict.
  for (const t of after) look(t);
  if (conflicts.size === 0) return changed;

  const tagsOf = new Map<string, GroupTag[]>();
  const gather = (t: CountTag, count: Side) => {
    const code = codeOf(t.epc);
    const key = keyOf(code);
    if (key === null || !conflicts.has(key)) return;
    const list = tagsOf.get(key);
    if (list) list.push(entry(t, code, count));
    else tagsOf.set(key, [entry(t, code, count)]);
  };
  for (const t of before) gather(t, 'before');
  for (const t of after) gather(t, 'after');
  const encodings: SuspectGroup[] = [];
  const reused: SuspectGroup[] = [];
  for (const tags of tagsOf.values())
    for (const g of groupsOf(tags, codeOf)) (g.reason === 'encodings' ? encodings : reused).push(g);
  return [...changed, ...encodings, ...reused];
}
