// Process: main (domain, Electron-free). A keyboard-wedge scan from the renderer as a reader event: 'auto' reads it
// by shape (scan-event.ts), 'epc' and 'barcode' are the user's word for what the scan is.

import { UserError } from '../shared/errors';
import type { ReaderEvent } from './events';
import { isEpcHex } from './protocols/framer';
import { scanToEvent } from './scan-event';

export type WedgeScanKind = 'barcode' | 'epc' | 'auto';

export function wedgeScanEvent(text: string, kind: WedgeScanKind, at: number): ReaderEvent {
  const auto = scanToEvent(text, at);
  if (!auto) throw new UserError('invalid_scan', 'The scan is empty.');
  if (kind === 'epc') {
    const hex = text.trim().toUpperCase();
    if (!isEpcHex(hex)) throw new UserError('invalid_scan', 'That scan is not an EPC (hex in whole 16-bit words).');
    return { type: 'epc', hex, at };
  }
  if (kind === 'barcode' && auto.type !== 'barcode') return { type: 'barcode', text: text.trim(), at };
  return auto;
}
