// Process: main (domain, Electron-free). TSL ASCII 2.0 (handheld UHF readers): `XX: value` lines ending CR LF.
// A tag is `PC:` (optional) `EP:` `RI:` (optional); a field seen twice, or PC after EP, starts the next tag.
import { createLogger } from '../../shared/logger';
import { emptyStats, type ReaderEvent } from '../events';
import type { Framer, SimRead } from './framer';
import { createLineFramer } from './line-framer';

const log = createLogger('reader.tsl');

export interface TslSetup {
  /** Output power in dBm (TSL `-o`), typically 10..29. */
  power?: number;
}

/** Configures inventory for trigger presses (`-n`: apply the options, take no action now). */
export function tslSetupCommand(setup: TslSetup = {}): Buffer {
  const power = setup.power === undefined ? '' : ` -o ${Math.round(setup.power)}`;
  return Buffer.from(`.iv -r on -e on${power} -n\r\n`, 'latin1');
}

const field = (name: string) => (name.charCodeAt(0) << 8) | name.charCodeAt(1);
const FIELD_EP = field('EP');
const FIELD_RI = field('RI');
const FIELD_PC = field('PC');
const FIELD_BC = field('BC');
const FIELD_OK = field('OK');
const FIELD_ER = field('ER');

/** Upper-case hex of buf[v..e) when it is an EPC (whole 16-bit words, at most 496 bits), else undefined. */
function hexValue(buf: Buffer, v: number, e: number, exact?: number): string | undefined {
  const n = e - v;
  if (exact === undefined ? n < 4 || n > 124 || n % 4 !== 0 : n !== exact) return undefined;
  let lower = false;
  for (let i = v; i < e; i++) {
    const c = buf[i]!;
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 70)) continue;
    if (c >= 97 && c <= 102) lower = true;
    else return undefined;
  }
  const s = buf.toString('latin1', v, e);
  return lower ? s.toUpperCase() : s;
}

/** A signed decimal integer in buf[v..e), else undefined. */
function intValue(buf: Buffer, v: number, e: number): number | undefined {
  let i = v;
  let sign = 1;
  if (buf[i] === 45 /* - */ || buf[i] === 43 /* + */) {
    if (buf[i] === 45) sign = -1;
    i++;
  }
  if (i >= e || e - i > 6) return undefined;
  let n = 0;
  for (; i < e; i++) {
    const c = buf[i]!;
    if (c < 48 || c > 57) return undefined;
    n = n * 10 + (c - 48);
  }
  return sign * n;
}

interface PendingTag {
  hex?: string;
  rssi?: number;
  pc?: string;
}

export function createTslFramer(): Framer {
  const stats = emptyStats();
  let pending: PendingTag = {};

  const emitPending = (out: ReaderEvent[], at: number) => {
    const p = pending;
    if (p.hex !== undefined) {
      const ev: ReaderEvent = { type: 'epc', hex: p.hex, at };
      if (p.rssi !== undefined) ev.rssi = p.rssi;
      if (p.pc !== undefined) ev.pc = p.pc;
      out.push(ev);
      stats.epcs++;
    }
    if (p.hex !== undefined || p.rssi !== undefined || p.pc !== undefined) pending = {};
  };

  const bad = (why: string) => {
    stats.badFrames++;
    log.debug('bad line', { why });
  };

  /** Start of the value: after `XX:` and any spaces. */
  const valueStart = (buf: Buffer, start: number, end: number) => {
    let v = start + 3;
    while (v < end && buf[v] === 32) v++;
    return v;
  };
  /** End of the value without trailing spaces or tabs. */
  const valueEnd = (buf: Buffer, v: number, end: number) => {
    let e = end;
    while (e > v && (buf[e - 1] === 32 || buf[e - 1] === 9)) e--;
    return e;
  };

  // Hot path (a line per field, three per tag): bytes are checked in place and only the EPC becomes a string.
  const handleLine = (buf: Buffer, start: number, end: number, out: ReaderEvent[], at: number) => {
    if (end - start < 3 || buf[start + 2] !== 58 /* : */) return bad('no field prefix');
    const a = buf[start]!;
    const b = buf[start + 1]!;
    if (a < 65 || a > 90 || b < 65 || b > 90) return bad('field prefix not upper-case letters');
    const v = valueStart(buf, start, end);
    const e = valueEnd(buf, v, end);
    switch ((a << 8) | b) {
      case FIELD_EP: {
        const hex = hexValue(buf, v, e);
        if (hex === undefined) return bad('EP value is not an EPC');
        stats.frames++;
        if (pending.hex !== undefined) emitPending(out, at);
        pending.hex = hex;
        return;
      }
      case FIELD_RI: {
        const rssi = intValue(buf, v, e);
        if (rssi === undefined) return bad('RI value is not a number');
        stats.frames++;
        if (pending.rssi !== undefined) emitPending(out, at);
        pending.rssi = rssi;
        return;
      }
      case FIELD_PC: {
        if (e - v !== 4) return bad('PC value is not a word');
        const pc = hexValue(buf, v, e, 4);
        if (pc === undefined) return bad('PC value is not a word');
        stats.frames++;
        // TSL sends PC before EP, so a PC after an EP belongs to the next tag.
        if (pending.pc !== undefined || pending.hex !== undefined) emitPending(out, at);
        pending.pc = pc;
        return;
      }
      case FIELD_BC: {
        stats.frames++;
        emitPending(out, at);
        if (e > v) {
          out.push({ type: 'barcode', text: buf.toString('latin1', v, e), at });
          stats.barcodes++;
        }
        return;
      }
      case FIELD_OK:
        stats.frames++;
        emitPending(out, at);
        stats.replies++;
        return;
      case FIELD_ER:
        stats.frames++;
        emitPending(out, at);
        stats.replies++;
        out.push({
          type: 'error',
          code: 'reader_error',
          message: `Reader answered ER: ${buf.toString('latin1', v, e)}`,
        });
        return;
      default:
        // CS: (command echo), ME: (message) and fields we do not use close the current tag.
        stats.frames++;
        emitPending(out, at);
    }
  };

  return createLineFramer(
    stats,
    handleLine,
    () => bad('line too long'),
    // A partial line at idle is not dropped: readers may pause mid-line. Only the pending tag is emitted.
    (out, at = Date.now()) => emitPending(out, at),
  );
}

/** TSL lines for a round of reads, ending `OK:` as an inventory reply does. */
export function encodeTsl(reads: readonly SimRead[]): Buffer {
  let s = '';
  for (const r of reads) {
    if (r.kind === 'epc') {
      if (r.pc) s += `PC: ${r.pc}\r\n`;
      s += `EP: ${r.hex}\r\n`;
      if (r.rssi !== undefined) s += `RI: ${r.rssi}\r\n`;
    } else {
      s += `BC: ${r.text}\r\n`;
    }
  }
  s += 'OK:\r\n';
  return Buffer.from(s, 'latin1');
}
