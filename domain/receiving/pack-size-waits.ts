// Process: main (domain, Electron-free). Case scans waiting for their pack size, per draft: a case GTIN-14 whose
// pack size is not known adds nothing and says so per scan. Every such scan is remembered here, by GTIN in the
// order they first asked, so that once the size is set each of them is received (a list or a quick scanner may
// bring several, of several cases), not only the last one. Kept in the engine, not the journal: like the prompt
// that asks for the size, the waits last as long as the running app.
import type { PackSizeWait, ScanOutcome } from '../../contract/receiving';

export function createPackSizeWaits() {
  const drafts = new Map<string, Map<string, PackSizeWait>>();
  const of = (draftId: string) => drafts.get(draftId) ?? new Map<string, PackSizeWait>();
  return {
    /** Remembers each outcome that asked for its case's pack size. */
    note(draftId: string, outcomes: readonly ScanOutcome[]): void {
      const waits = of(draftId);
      for (const o of outcomes) {
        if (o.kind !== 'needsPackSize' || !o.gtin14) continue;
        const w = waits.get(o.gtin14);
        if (w) w.scans += 1;
        else waits.set(o.gtin14, { gtin14: o.gtin14, text: o.text, scans: 1, sku: o.sku, description: o.description });
      }
      if (waits.size) drafts.set(draftId, waits);
    },
    /** The oldest case still waiting in the draft (a copy: what was sent never changes under its reader). */
    first(draftId: string): PackSizeWait | null {
      const w = drafts.get(draftId)?.values().next().value;
      return w ? { ...w } : null;
    },
    /** The scans of `gtin14` that waited in the draft, no longer waiting. */
    take(draftId: string, gtin14: string): PackSizeWait | null {
      const w = drafts.get(draftId)?.get(gtin14) ?? null;
      drafts.get(draftId)?.delete(gtin14);
      return w;
    },
    forget(draftId: string): void {
      drafts.delete(draftId);
    },
  };
}

export type PackSizeWaits = ReturnType<typeof createPackSizeWaits>;
