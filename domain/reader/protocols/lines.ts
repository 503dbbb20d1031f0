// Process: main (domain, Electron-free). Plain lines: one EPC or barcode per line, ended by CR, LF or CRLF.
// EPC or barcode is decided by shape, because many readers and scanners in "serial text" mode send nothing else.
import { emptyStats, type ReaderEvent } from '../events';
import { type Framer, isEpcHex, type SimRead } from './framer';
import { createLineFramer } from './line-framer';

const GS = 0x1d; // GS1 group separator, legal inside a barcode
const DIGITS = /^[0-9]+$/;
const SYMBOLOGY = /^\][A-Za-z][0-9A-Za-z]/;

/**
 * An EPC has whole 16-bit words of hex. All-digit text is a barcode (EAN, UPC, GS1 element strings) unless it has
 * exactly SGTIN-96's 24 digits, which no retail barcode has.
 */
export function classifyLine(text: string): 'epc' | 'barcode' {
  const upper = text.toUpperCase();
  if (!isEpcHex(upper)) return 'barcode';
  if (DIGITS.test(upper)) return upper.length === 24 ? 'epc' : 'barcode';
  return upper.length >= 16 ? 'epc' : 'barcode';
}

export function createLinesFramer(): Framer {
  const stats = emptyStats();

  // Hot path: one pass over the bytes decides valid / hex / digits; only then is a string made.
  const handleLine = (buf: Buffer, start: number, end: number, out: ReaderEvent[], at: number) => {
    while (start < end && (buf[start] === 32 || buf[start] === 9)) start++;
    while (end > start && (buf[end - 1] === 32 || buf[end - 1] === 9)) end--;
    if (end === start) return;
    let hex = true;
    let digits = true;
    let lower = false;
    for (let i = start; i < end; i++) {
      const c = buf[i]!;
      if ((c < 0x20 && c !== GS && c !== 9) || c > 0x7e) {
        stats.badFrames++;
        return;
      }
      if (c >= 48 && c <= 57) continue;
      digits = false;
      if (c >= 65 && c <= 70) continue;
      if (c >= 97 && c <= 102) lower = true;
      else hex = false;
    }
    stats.frames++;
    const n = end - start;
    const epc = hex && n >= 4 && n <= 124 && n % 4 === 0 && (digits ? n === 24 : n >= 16);
    if (epc) {
      const text = buf.toString('latin1', start, end);
      out.push({ type: 'epc', hex: lower ? text.toUpperCase() : text, at });
      stats.epcs++;
      return;
    }
    const text = buf.toString('latin1', start, end);
    const symbology = SYMBOLOGY.exec(text);
    out.push(
      symbology
        ? { type: 'barcode', text: text.slice(3), symbologyId: symbology[0], at }
        : { type: 'barcode', text, at },
    );
    stats.barcodes++;
  };

  return createLineFramer(
    stats,
    handleLine,
    () => {
      stats.badFrames++;
    },
    // Scanners always end a line; a partial one at idle may still be completing, so it is kept.
    () => {},
  );
}

export function encodeLines(reads: readonly SimRead[]): Buffer {
  let s = '';
  for (const r of reads) s += r.kind === 'epc' ? `${r.hex}\r\n` : `${r.symbologyId ?? ''}${r.text}\r\n`;
  return Buffer.from(s, 'latin1');
}
