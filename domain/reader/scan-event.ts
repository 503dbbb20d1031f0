// Process: main (domain, Electron-free). A scan that arrived as text (keyboard wedge, paste) as a reader event:
// an AIM symbology prefix is split off, and the same shape rule as the plain-lines protocol decides EPC or barcode.
import type { ReaderEvent } from './events';
import { classifyLine } from './protocols/lines';

const SYMBOLOGY = /^\][A-Za-z][0-9A-Za-z]/;

export function scanToEvent(raw: string, at = Date.now()): ReaderEvent | undefined {
  const text = raw.trim();
  if (text.length === 0) return undefined;
  const symbology = SYMBOLOGY.exec(text);
  if (symbology) {
    const code = text.slice(3);
    return code.length > 0 ? { type: 'barcode', text: code, symbologyId: symbology[0], at } : undefined;
  }
  return classifyLine(text) === 'epc' ? { type: 'epc', hex: text.toUpperCase(), at } : { type: 'barcode', text, at };
}
