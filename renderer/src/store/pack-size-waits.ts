// Process: renderer. Case scans waiting for their pack size in the open draft: main adds nothing for a case GTIN-14
// whose pack size is not known yet, and says so per scan. Every such scan is remembered here, by GTIN in the order
// they first asked, so that once the size is set each of them is received (a list or a quick scanner may bring
// several, of several cases), not only the last one.
export interface PackSizeWait {
  gtin14: string;
  /** The code as scanned, sent again once the size is known. */
  text: string;
  /** How many scans of it added nothing so far. */
  scans: number;
}

export function createPackSizeWaits() {
  const waits = new Map<string, PackSizeWait>();
  return {
    add(gtin14: string, text: string): void {
      const w = waits.get(gtin14);
      if (w) w.scans += 1;
      else waits.set(gtin14, { gtin14, text, scans: 1 });
    },
    /** The oldest case still waiting (a copy: the store's value never changes under it). */
    first(): PackSizeWait | null {
      const w = waits.values().next().value;
      return w ? { ...w } : null;
    },
    drop(gtin14: string): void {
      waits.delete(gtin14);
    },
    clear(): void {
      waits.clear();
    },
  };
}
