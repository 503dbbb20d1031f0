// Process: main (domain, Electron-free). The flat JSON shape support staff see from `cli read`: `epc` and `text`
// keys instead of the internal `hex`, fields absent when the reader did not report them.
import type { ReaderEvent } from './events';

export function eventToJson(e: ReaderEvent, withTime = false): Record<string, unknown> {
  const at = withTime && 'at' in e ? { at: new Date(e.at).toISOString() } : {};
  switch (e.type) {
    case 'epc':
      return {
        type: 'epc',
        epc: e.hex,
        ...(e.rssi === undefined ? {} : { rssi: e.rssi }),
        ...(e.pc === undefined ? {} : { pc: e.pc }),
        ...(e.antenna === undefined ? {} : { antenna: e.antenna }),
        ...at,
      };
    case 'barcode':
      return {
        type: 'barcode',
        text: e.text,
        ...(e.symbologyId === undefined ? {} : { symbologyId: e.symbologyId }),
        ...at,
      };
    case 'status':
      return { type: 'status', state: e.state, ...(e.detail === undefined ? {} : { detail: e.detail }) };
    case 'error':
      return { type: 'error', code: e.code, message: e.message };
  }
}
