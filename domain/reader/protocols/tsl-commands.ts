// Process: main (domain, Electron-free). TSL ASCII 2.0 commands that expect one reply (as opposed to the trigger
// reads tsl.ts frames): `.iv` to see which tags are in the field, `.ws` (Write Single transponder) to write the EPC
// bank of the one tag selected by its current EPC (or its access password in the reserved bank), `.lo` to lock it.
// Parameters as TSL's ASCII 2 protocol documents `.ws`: -db bank, -do offset in words (4 hex), -dl length in words
// (2 hex, max 20 hex), -da data as 4-hex-digit words, -ap access password (8 hex), select mask -sb bank / -so offset
// in bits (4 hex) / -sl length in bits (2 hex) / -sd data; `.lo` takes the Gen2 lock payload as -lp (6 hex).
// A reply is every line up to `OK:` or `ER: <code>`.

/** `.iv` with the PC word of each tag (`PC:` before `EP:`), no RSSI. */
export const TSL_INVENTORY = Buffer.from('.iv -e on -r off\r\n', 'latin1');

export interface TslWriteEpc {
  /** The EPC the tag holds now: the select mask, so only that tag is written. */
  currentEpc: string;
  /** The new EPC (hex, whole 16-bit words). */
  epc: string;
  /** 8 hex digits, when the tag's EPC bank is locked behind one. */
  accessPassword?: string;
}

const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');

/** The PC word for an EPC of `hexDigits`: its length in words in bits 15..11, nothing else set. */
export const pcWordFor = (hexDigits: number) => hex((hexDigits / 4) << 11, 4);

/** Select mask on a tag's EPC: from bit 0x20 of the EPC bank (past the CRC and PC words), its length in bits. */
const selectMask = (epc: string) => `-sb epc -so 0020 -sl ${hex(epc.length * 4, 2)} -sd ${epc}`;

/**
 * Writes the PC word and the EPC (from word 1 of the EPC bank, so the tag's length bits match the new EPC), to
 * the tag whose EPC is `currentEpc` (select mask from bit 0x20 of the EPC bank, past the CRC and PC words).
 */
export function tslWriteEpcCommand(w: TslWriteEpc): Buffer {
  if (!/^([0-9A-F]{4})+$/.test(w.epc) || w.epc.length > 31 * 4) throw new RangeError('EPC must be whole hex words');
  if (!/^([0-9A-F]{4})+$/.test(w.currentEpc) || w.currentEpc.length > 64) {
    throw new RangeError('current EPC must be whole hex words, at most 32 bytes');
  }
  if (w.accessPassword !== undefined && !/^[0-9A-F]{8}$/.test(w.accessPassword)) {
    throw new RangeError('access password must be 8 hex digits');
  }
  const data = pcWordFor(w.epc.length) + w.epc;
  const words = data.length / 4;
  const parts = ['.ws -db epc -do 0001', `-dl ${hex(words, 2)}`, `-da ${data}`, selectMask(w.currentEpc)];
  if (w.accessPassword) parts.push(`-ap ${w.accessPassword}`);
  return Buffer.from(`${parts.join(' ')}\r\n`, 'latin1');
}

/** Reserved bank words 2-3 of the tag selected by its EPC: its access password, needed by the lock below. */
export function tslWriteAccessPasswordCommand(epc: string, password: string, current?: string): Buffer {
  if (!/^[0-9A-F]{8}$/.test(password)) throw new RangeError('access password must be 8 hex digits');
  if (current !== undefined && !/^[0-9A-F]{8}$/.test(current)) throw new RangeError('current password: 8 hex');
  const parts = [`.ws -db res -do 0002 -dl 02 -da ${password}`, selectMask(epc)];
  if (current) parts.push(`-ap ${current}`);
  return Buffer.from(`${parts.join(' ')}\r\n`, 'latin1');
}

/**
 * Gen2 lock payload (20 bits: a 10-bit mask, then a 10-bit action, two bits per area: kill password, access
 * password, EPC, TID, user): the EPC bank and the access password become writable only with the access password
 * (action 10, "password write", not permanent), so a store can still re-commission its own tags.
 */
export const LOCK_EPC_AND_PASSWORD = '03C0A0';

/**
 * `.lo` (Lock) to the tag selected by its EPC, with the access password the tag holds. TSL's ASCII 2.0 command is
 * `.lo`; `.lk` in the same command list is the licence key, not a tag lock.
 */
export function tslLockCommand(epc: string, accessPassword: string, payload = LOCK_EPC_AND_PASSWORD): Buffer {
  if (!/^[0-9A-F]{8}$/.test(accessPassword) || accessPassword === '00000000') {
    throw new RangeError('locking needs an access password of 8 hex digits, not all zero');
  }
  if (!/^[0-9A-F]{6}$/.test(payload)) throw new RangeError('lock payload: 6 hex digits (20 bits)');
  return Buffer.from(`.lo -lp ${payload} ${selectMask(epc)} -ap ${accessPassword}\r\n`, 'latin1');
}

export interface TslReply {
  ok: boolean;
  /** The `ER:` value (the reader's error code), when not ok. */
  error: string | null;
  /** Tags reported (`PC:` + `EP:`), in order. */
  tags: { pc: string | null; epc: string }[];
  lines: string[];
}

/** Collects lines from a reader until a reply ends; bytes before and between replies (trigger reads) are kept in it. */
export function createTslReplyReader() {
  let tail = '';
  let lines: string[] = [];
  return {
    /** Complete replies in `chunk` (usually none or one). */
    push(chunk: Buffer | string): TslReply[] {
      const text = tail + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
      const parts = text.split(/\r?\n/);
      tail = parts.pop() ?? '';
      const out: TslReply[] = [];
      for (const raw of parts) {
        const line = raw.trim();
        if (!line) continue;
        lines.push(line);
        if (line === 'OK:' || line.startsWith('ER:')) {
          out.push(replyOf(lines));
          lines = [];
        }
      }
      return out;
    },
  };
}

function replyOf(lines: string[]): TslReply {
  const last = lines[lines.length - 1]!;
  const tags: TslReply['tags'] = [];
  let pc: string | null = null;
  for (const line of lines) {
    const m = /^([A-Z]{2}):\s*(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'PC') pc = m[2]!.toUpperCase();
    if (m[1] === 'EP') {
      tags.push({ pc, epc: m[2]!.toUpperCase() });
      pc = null;
    }
  }
  const ok = last === 'OK:';
  return { ok, error: ok ? null : last.slice(3).trim(), tags, lines };
}
