// Process: main (composition, Electron-free). Where a locate keeps the reader to its target, per protocol. A reader
// that can select on the EPC (a Gen2 Select mask) would report only matching tags; that select is part of reader
// tuning (issue 22 §2, domain/reader/tuning), which has not landed, so every protocol is matched in main for now
// (domain/tags/locate-target.ts), and the sentence says what the reader would be sent once it lands.
import type { LocateFilterView, LocateTarget } from '../../../contract/locate';
import type { ReaderProtocol } from '../../../contract/reader-settings';

/** EPC bank bits before the EPC itself (CRC-16 and PC words): where a Select mask on the EPC starts. */
const EPC_MASK_OFFSET_BITS = 0x20;

function maskText(target: LocateTarget): string {
  if (target.kind === 'epc') return `the whole EPC (${target.epc.length * 4} bits from bit ${EPC_MASK_OFFSET_BITS})`;
  return `the EPC's header, filter, company prefix and item reference (GTIN ${target.gtin14})`;
}

export function locateFilter(protocol: ReaderProtocol, target: LocateTarget): LocateFilterView {
  const mask = maskText(target);
  switch (protocol) {
    case 'tsl':
      return {
        where: 'main',
        how: `Matched in main. A TSL reader can select on ${mask} (.iv with -sb epc -so -sl -sd); that select comes with reader tuning.`,
      };
    case 'chafon':
    case 'm100':
      return {
        where: 'main',
        how: `Matched in main. This reader's Select/mask command on ${mask} comes with reader tuning.`,
      };
    default:
      return { where: 'main', how: 'Matched in main: a plain-lines reader takes no commands.' };
  }
}
