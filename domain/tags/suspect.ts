// Process: main (domain, Electron-free). Suspect tags across two counts, the signs of badly encoded or cloned
// tags: one GTIN+serial read as different EPCs (an SGTIN-96 and an SGTIN-198 of the same item and serial, say:
// two physical tags claim one identity), one serial on tags of different GTINs (this app's own serials are
// unique per GTIN in random blocks, domain/encode, so a repeat across items points at a copied serial; vendors'
// small serials may repeat legitimately, the report only names them), and one EPC counted as different items.
import type { TagCode } from './tag-codes';
import type { CountTag, SuspectGroup } from './types';

type Side = 'before' | 'after';
interface Seen {
  tag: CountTag;
  code: TagCode;
  count: Side;
}

function push<K>(map: Map<K, Seen[]>, key: K, seen: Seen): void {
  const list = map.get(key);
  if (list) list.push(seen);
  else map.set(key, [seen]);
}

const groupOf = (reason: SuspectGroup['reason'], gtin14: string | null, serial: string | null, list: Seen[]) => ({
  reason,
  gtin14,
  serial,
  tags: list.map(({ tag, code, count }) => ({
    epc: tag.epc,
    scheme: code.scheme,
    itemId: tag.itemId,
    area: tag.area,
    count,
  })),
});

export function findSuspects(
  before: readonly CountTag[],
  after: readonly CountTag[],
  codeOf: (epc: string) => TagCode,
): SuspectGroup[] {
  const byIdentity = new Map<string, Seen[]>();
  const bySerial = new Map<string, Seen[]>();
  const groups: SuspectGroup[] = [];
  const afterByEpc = new Map(after.map((t) => [t.epc, t]));
  const add = (tag: CountTag, count: Side) => {
    const code = codeOf(tag.epc);
    if (code.gtin14 === null || code.serial === null) return;
    const seen = { tag, code, count };
    push(byIdentity, `${code.gtin14} ${code.serial}`, seen);
    push(bySerial, code.serial, seen);
  };
  for (const t of before) {
    add(t, 'before');
    const now = afterByEpc.get(t.epc);
    if (now && now.itemId !== t.itemId) {
      const code = codeOf(t.epc);
      groups.push(
        groupOf('itemChanged', code.gtin14, code.serial, [
          { tag: t, code, count: 'before' },
          { tag: now, code, count: 'after' },
        ]),
      );
    }
  }
  for (const t of after) add(t, 'after');
  for (const list of byIdentity.values())
    if (new Set(list.map((s) => s.tag.epc)).size > 1)
      groups.push(groupOf('encodings', list[0].code.gtin14, list[0].code.serial, list));
  for (const [serial, list] of bySerial)
    if (new Set(list.map((s) => s.code.gtin14)).size > 1) groups.push(groupOf('serialReused', null, serial, list));
  return groups;
}
