// Process: main (domain, Electron-free). EPC header values (TDS section 14.2) -> scheme name and the hex
// lengths a bare EPC of that scheme may have (exact bits, or rounded up to whole 16-bit words).
// Only the SGTIN family identifies trade items; every other scheme is named and never resolved.

export interface SchemeInfo {
  name: string;
  /** Accepted hex lengths of the bare EPC; empty for variable-length schemes. */
  lengths: readonly number[];
  tradeItem: boolean;
}

const bits = (n: number): number[] => {
  const exact = Math.ceil(n / 4);
  const words = Math.ceil(n / 16) * 4;
  return exact === words ? [exact] : [exact, words];
};

const TABLE: Record<number, SchemeInfo> = {
  44: { name: 'gdti-96', lengths: bits(96), tradeItem: false },
  45: { name: 'gsrn-96', lengths: bits(96), tradeItem: false },
  46: { name: 'gsrnp-96', lengths: bits(96), tradeItem: false },
  47: { name: 'usdod-96', lengths: bits(96), tradeItem: false },
  48: { name: 'sgtin-96', lengths: bits(96), tradeItem: true },
  49: { name: 'sscc-96', lengths: bits(96), tradeItem: false },
  50: { name: 'sgln-96', lengths: bits(96), tradeItem: false },
  51: { name: 'grai-96', lengths: bits(96), tradeItem: false },
  52: { name: 'giai-96', lengths: bits(96), tradeItem: false },
  53: { name: 'gid-96', lengths: bits(96), tradeItem: false },
  54: { name: 'sgtin-198', lengths: bits(198), tradeItem: true },
  55: { name: 'grai-170', lengths: bits(170), tradeItem: false },
  56: { name: 'giai-202', lengths: bits(202), tradeItem: false },
  57: { name: 'sgln-195', lengths: bits(195), tradeItem: false },
  58: { name: 'gdti-113', lengths: bits(113), tradeItem: false },
  59: { name: 'adi-var', lengths: [], tradeItem: false },
  60: { name: 'cpi-96', lengths: bits(96), tradeItem: false },
  61: { name: 'cpi-var', lengths: [], tradeItem: false },
  62: { name: 'gdti-174', lengths: bits(174), tradeItem: false },
  63: { name: 'sgcn-96', lengths: bits(96), tradeItem: false },
  64: { name: 'itip-110', lengths: bits(110), tradeItem: false },
  65: { name: 'itip-212', lengths: bits(212), tradeItem: false },
  242: { name: 'sgln+', lengths: [], tradeItem: false },
  247: { name: 'sgtin+', lengths: [], tradeItem: true },
  249: { name: 'sscc+', lengths: [], tradeItem: false },
  251: { name: 'dsgtin+', lengths: [], tradeItem: true },
};

export function schemeOfHeader(header: number): SchemeInfo | undefined {
  return TABLE[header];
}

/** True when a bare EPC with this header may have `hexLength` digits (variable schemes: any). */
export function lengthFits(info: SchemeInfo, hexLength: number): boolean {
  return info.lengths.length === 0 || info.lengths.includes(hexLength);
}

/** Name for an EPC whose header no GS1 scheme uses. */
export function unassignedName(header: number): string {
  if (header === 0) return 'unprogrammed (header 0x00)';
  const hh = header.toString(16).toUpperCase().padStart(2, '0');
  // TDS 2.x assigns F0-FE to '+' schemes; only SGTIN+ and DSGTIN+ carry a trade item.
  if (header >= 0xf0 && header <= 0xfe) return `GS1 '+' scheme (header 0x${hh})`;
  return `non-GS1 (header 0x${hh})`;
}
