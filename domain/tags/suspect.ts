// Process: main (domain, Electron-free). Suspect tags across two counts, the signs of badly encoded or cloned
// tags: one GTIN+serial read as different EPCs (an SGTIN-96 and an SGTIN-198 of the same item and serial, say:
// two physical tags claim one identity), one serial on tags of different GTINs (this app's own serials are
// unique per GTIN in random blocks, domain/encode, so a repeat across items points at a copied serial; vendors'
// small serials may repeat legitimately, the report only names them), and one EPC counted as different items.
// Two passes: the first only remembers the first tag of each serial, so the 200,000 tags of two counts that are
// fine cost one map lookup each; the second gathers the few serials seen on more than one EPC.
import type { TagCode } from './tag-codes';
import type { CountTag, SuspectGroup } from './types';

type Side = 'before' | 'after';
type GroupTag = SuspectGroup['tags'][number];

const entry = (tag: CountTag, code: TagCode, count: Side): GroupTag => ({
  epc: tag.epc,
  scheme: code.scheme,
  itemId: tag.itemId,
  area: tag.area,
  count,
});

function groupsOf(serial: string, tags: GroupTag[], codeOf: (epc: string) => TagCode): SuspectGroup[] {
  const byGtin = new Map<string, GroupTag[]>();
  for (const t of tags) {
    const gtin14 = codeOf(t.epc).gtin14 as string;
    const list = byGtin.get(gtin14);
    if (list) list.push(t);
    else byGtin.set(gtin14, [t]);
  }
  const groups: SuspectGroup[] = [];
  for (const [gtin14, list] of byGtin)
    if (new Set(list.map((t) => t.epc)).size > 1) groups.push({ reason: 'encodings', gtin14, serial, tags: list });
  if (byGtin.size > 1) groups.push({ reason: 'serialReused', gtin14: null, serial, tags });
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
    const { serial } = codeOf(t.epc);
    if (serial === null) return;
    const epc = firstEpc.get(serial);
    if (epc === undefined) firstEpc.set(serial, t.epc);
    else if (epc !== t.epc) conflicts.add(serial);
  };
  for (const t of before) {
    look(t);
    const now = afterByEpc.get(t.epc);
    if (now && now.itemId !== t.itemId) {
      const code = codeOf(t.epc);
      changed.push({
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
    if (code.serial === null || !conflicts.has(code.serial)) return;
    const list = tagsOf.get(code.serial);
    if (list) list.push(entry(t, code, count));
    else tagsOf.set(code.serial, [entry(t, code, count)]);
  };
  for (const t of before) gather(t, 'before');
  for (const t of after) gather(t, 'after');
  const encodings: SuspectGroup[] = [];
  const reused: SuspectGroup[] = [];
  for (const [serial, tags] of tagsOf)
    for (const g of groupsOf(serial, tags, codeOf)) (g.reason === 'encodings' ? encodings : reused).push(g);
  return [...changed, ...encodings, ...reused];
}
