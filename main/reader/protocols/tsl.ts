// Process: main (domain, Electron-free). TSL ASCII 2.0 (handheld UHF readers): `XX: value` lines ending CR LF.
// A tag is `PC:` (optional) `EP:` `RI:` (optional); a field seen twice, or PC after EP, starts the next tag.
import { createLogger } from '../../shared/logger';
import { emptyStats, type ReaderEvent } from '../events';
import { Carry, type Framer, isEpcHex, MAX_CARRY, type SimRead } from './framer';

const log = createLogger('reader.tsl');
const CR = 13;
const LF = 10;
const MAX_LINE = 512;

export interface TslSetup {
  /** Output power in dBm (TSL `-o`), typically 10..29. */
  power?: number;
}

/** Configures inventory for trigger presses (`-n`: apply the options, take no action now). */
export function tslSetupCommand(setup: TslSetup = {}): Buffer {
  const power = setup.power === undefined ? '' : ` -o ${Math.round(setup.power)}`;
  return Buffer.from(`.iv -r on -e on${power} -n\r\n`, 'latin1');
}

/** `.iv` runs one inventory now (used when polling a TSL reader instead of waiting for the trigger). */
export const TSL_INVENTORY = Buffer.from('.iv\r\n', 'latin1');

interface PendingTag {
  hex?: string;
  rssi?: number;
  pc?: string;
}

export function createTslFramer(): Framer {
  const stats = emptyStats();
  const carry = new Carry();
  let skipping = false;
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

  const handleLine = (buf: Buffer, start: number, end: number, out: ReaderEvent[], at: number) => {
    if (end - start < 3 || buf[start + 2] !== 58 /* : */) return bad('no field prefix');
    const a = buf[start]!;
    const b = buf[start + 1]!;
    if (a < 65 || a > 90 || b < 65 || b > 90) return bad('field prefix not upper-case letters');
    const value = buf.toString('latin1', start + 3, end).trim();
    const field = String.fromCharCode(a, b);
    stats.frames++;
    switch (field) {
      case 'EP': {
        const hex = value.toUpperCase();
        if (!isEpcHex(hex)) {
          stats.frames--;
          return bad('EP value is not an EPC');
        }
        if (pending.hex !== undefined) emitPending(out, at);
        pending.hex = hex;
        return;
      }
      case 'RI': {
        const rssi = Number.parseInt(value, 10);
        if (!Number.isFinite(rssi)) {
          stats.frames--;
          return bad('RI value is not a number');
        }
        if (pending.rssi !== undefined) emitPending(out, at);
        pending.rssi = rssi;
        return;
      }
      case 'PC': {
        if (!/^[0-9A-Fa-f]{4}$/.test(value)) {
          stats.frames--;
          return bad('PC value is not a word');
        }
        // TSL sends PC before EP, so a PC after an EP belongs to the next tag.
        if (pending.pc !== undefined || pending.hex !== undefined) emitPending(out, at);
        pending.pc = value.toUpperCase();
        return;
      }
      case 'BC':
        emitPending(out, at);
        if (value.length === 0) return;
        out.push({ type: 'barcode', text: value, at });
        stats.barcodes++;
        return;
      case 'OK':
        emitPending(out, at);
        stats.replies++;
        return;
      case 'ER':
        emitPending(out, at);
        stats.replies++;
        out.push({ type: 'error', code: 'reader_error', message: `Reader answered ER: ${value}` });
        return;
      default:
        // CS: (command echo), ME: (message) and fields we do not use close the current tag.
        emitPending(out, at);
    }
  };

  return {
    stats,
    get pendingBytes() {
      return carry.length;
    },
    push(chunk, out, at = Date.now()) {
      stats.bytes += chunk.length;
      const buf = carry.join(chunk);
      let start = 0;
      const n = buf.length;
      for (let i = 0; i < n; i++) {
        const c = buf[i];
        if (c !== LF && c !== CR) continue;
        if (skipping) skipping = false;
        else if (i > start) handleLine(buf, start, i, out, at);
        start = i + 1;
      }
      if (skipping) {
        carry.clear();
      } else if (n - start > MAX_LINE) {
        bad('line too long');
        skipping = true;
        carry.clear();
      } else {
        carry.keep(buf, start);
      }
      if (carry.length > MAX_CARRY) carry.clear();
    },
    flush(out, at = Date.now()) {
      // A partial line at idle is not dropped: readers may pause mid-line. Only the pending tag is emitted.
      emitPending(out, at);
    },
  };
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
