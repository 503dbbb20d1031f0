// Process: main (domain, Electron-free). The TDS 2.x variable-length alphanumeric field (used for AI 21 in
// the '+' schemes): a 3-bit encoding indicator, a 5-bit character count, then the characters.
import { readBits } from './bits';
import { isCharSet82 } from './serial-chars';

const BASE64_URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const URN_CODE_40 = '\0ABCDEFGHIJKLMNOPQRSTUVWXYZ-.:0123456789';
const HEX_UPPER = '0123456789ABCDEF';
const LOG2_10 = Math.log2(10);

export interface VarAlnum {
  value: string;
  /** First bit after the field. */
  end: number;
}

/** Reads the field at `start`; returns the value and where it ends, or a reason string. */
export function readVarAlnum(hex: string, start: number): VarAlnum | string {
  const total = hex.length * 4;
  if (start + 8 > total) return 'truncated before its length';
  const encoding = readBits(hex, start, 3);
  const length = readBits(hex, start + 3, 5);
  if (length === 0) return 'empty';
  let bit = start + 8;
  let value = '';
  const need = (bits: number) => bit + bits <= total;
  switch (encoding) {
    case 0: {
      // A decimal integer of `length` digits in ceil(length * log2 10) bits.
      const bits = Math.ceil(length * LOG2_10);
      if (!need(bits)) return 'truncated';
      let n = 0n;
      for (let i = 0; i < bits; i++) n = (n << 1n) | BigInt(readBits(hex, bit + i, 1));
      value = n.toString();
      if (value.length > length) return 'integer wider than its length';
      value = value.padStart(length, '0');
      bit += bits;
      break;
    }
    case 1:
    case 2: {
      if (!need(length * 4)) return 'truncated';
      for (let i = 0; i < length; i++, bit += 4) value += HEX_UPPER[readBits(hex, bit, 4)];
      if (encoding === 2) value = value.toLowerCase();
      break;
    }
    case 3: {
      if (!need(length * 6)) return 'truncated';
      for (let i = 0; i < length; i++, bit += 6) value += BASE64_URL[readBits(hex, bit, 6)];
      break;
    }
    case 4: {
      if (!need(length * 7)) return 'truncated';
      for (let i = 0; i < length; i++, bit += 7) value += String.fromCharCode(readBits(hex, bit, 7));
      break;
    }
    case 5: {
      // Three characters per 16 bits: value = c1 * 1600 + c2 * 40 + c3 + 1.
      const groups = Math.ceil(length / 3);
      if (!need(groups * 16)) return 'truncated';
      for (let g = 0; g < groups; g++, bit += 16) {
        const v = readBits(hex, bit, 16) - 1;
        if (v < 0 || v >= 64000) return 'URN Code 40 group out of range';
        value +=
          URN_CODE_40.charAt(Math.floor(v / 1600)) +
          URN_CODE_40.charAt(Math.floor(v / 40) % 40) +
          URN_CODE_40.charAt(v % 40);
      }
      value = value.slice(0, length);
      if (value.includes('\0')) return 'URN Code 40 padding inside the value';
      break;
    }
    default:
      return `encoding indicator ${encoding} is not defined`;
  }
  if (!isCharSet82(value)) return 'characters outside GS1 set 82';
  return { value, end: bit };
}
