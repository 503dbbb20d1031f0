// Process: node (unit test). The resolver's SGTIN-96 fast decoder must give exactly what decodeEpcHex gives
// for the same 24 upper-case hex digits: on valid SGTIN-96 of every partition and on random bits with the
// SGTIN-96 header (undefined partition 7, overflowing company prefix or item reference). Any other header
// is refused (null), so the caller falls back to the general decoder.
import { describe, expect, it } from 'vitest';
import { checkDigit, decodeEpcHex, encodeSgtin96 } from '../../../domain/codes';
import { decodeSgtin96Words, sgtin96GtinValue } from '../../../domain/codes/epc/sgtin96-words';
import { prng } from '../../helpers/prng';

const word = (hex: string, i: number) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
const hex8 = (n: number) => (n >>> 0).toString(16).toUpperCase().padStart(8, '0');
const viaWords = (hex: string) => decodeSgtin96Words(word(hex, 0), word(hex, 1), word(hex, 2), hex);

describe('decodeSgtin96Words', () => {
  it('equals decodeEpcHex on valid SGTIN-96 of every partition, filter and serial width', () => {
    const rnd = prng(96);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
    let checked = 0;
    for (let i = 0; i < 5000; i++) {
      const body = digits(13);
      const gtin14 = body + checkDigit(body);
      // Serials from 0 to 2^38 - 1, so both the int32 and the wider-than-smi cases occur.
      const serial = Math.floor(rnd() * 2 ** (1 + Math.floor(rnd() * 38)));
      const hex = encodeSgtin96({
        gtin14,
        serial,
        filter: Math.floor(rnd() * 8),
        companyPrefixLength: 6 + (i % 7),
      });
      const fast = viaWords(hex);
      expect(fast).toEqual(decodeEpcHex(hex));
      expect(fast?.ok && fast.gtin14).toBe(gtin14);
      checked++;
    }
    expect(checked).toBe(5000);
  });

  it('equals decodeEpcHex on random bits after the SGTIN-96 header: partition 7 and overflows included', () => {
    const rnd = prng(7);
    const reasons = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const w0 = (0x30 << 24) | Math.floor(rnd() * 2 ** 24);
      const hex = hex8(w0) + hex8(rnd() * 2 ** 32) + hex8(rnd() * 2 ** 32);
      const fast = viaWords(hex);
      const general = decodeEpcHex(hex);
      expect(fast).toEqual(general);
      const key = general.type === 'invalid' ? general.reason.replace(/\d+/g, 'N') : general.type;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    // The random bits reached every branch, so the equality above covered them all.
    expect([...reasons.keys()].sort()).toEqual([
      'company prefix overflows its N digits',
      'epc',
      'item reference overflows its N digits',
      'partition N is not defined (N-N only)',
    ]);
  });

  it('equals decodeEpcHex at serial extremes (0, 2^31, 2^32, 2^38 - 1) and the widest company prefix', () => {
    for (const serial of [0, 9, 10, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 38 - 1]) {
      for (const [body, companyPrefixLength] of [
        ['0061414112345', 7],
        ['9999999999999', 12],
        ['1000000000000', 6],
      ] as const) {
        const gtin14 = body + checkDigit(body);
        const hex = encodeSgtin96({ gtin14, serial, filter: 7, companyPrefixLength });
        const fast = viaWords(hex);
        expect(fast).toEqual(decodeEpcHex(hex));
        // The strings are cut from one another: their text must still stand alone.
        expect(JSON.parse(JSON.stringify(fast))).toEqual(decodeEpcHex(hex));
        expect(fast?.ok && fast.serial).toBe(String(serial));
      }
    }
  });

  it('refuses every other header, so the general decoder answers for SSCC, GIAI, unprogrammed tags ...', () => {
    const rnd = prng(31);
    for (let header = 0; header < 256; header++) {
      const hex = hex8((header << 24) | Math.floor(rnd() * 2 ** 24)) + hex8(rnd() * 2 ** 32) + hex8(rnd() * 2 ** 32);
      if (header === 0x30) expect(viaWords(hex)).not.toBeNull();
      else expect(viaWords(hex)).toBeNull();
    }
  });

  it('sgtin96GtinValue is the decoded GTIN-14 as a number, and -1 exactly where no GTIN decodes', () => {
    const rnd = prng(14);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
    const outcomes = { gtin: 0, none: 0 };
    for (let i = 0; i < 20_000; i++) {
      let hex: string;
      if (i % 2 === 0) {
        const body = digits(13);
        hex = encodeSgtin96({ gtin14: body + checkDigit(body), serial: i, companyPrefixLength: 6 + (i % 7) });
      } else {
        // Random bits under the SGTIN-96 header (partition 7, overflows) or under any header at all.
        const head = i % 4 === 1 ? 0x30000000 | Math.floor(rnd() * 2 ** 24) : Math.floor(rnd() * 2 ** 32);
        hex = hex8(head) + hex8(Math.floor(rnd() * 2 ** 32)) + hex8(Math.floor(rnd() * 2 ** 32));
      }
      const decoded = decodeEpcHex(hex);
      const expected = decoded.type === 'epc' && decoded.scheme === 'sgtin-96' ? Number(decoded.gtin14) : -1;
      expect(sgtin96GtinValue(word(hex, 0), word(hex, 1))).toBe(expected);
      if (expected < 0) outcomes.none++;
      else outcomes.gtin++;
    }
    // Both answers occur often: the comparison tested something either way.
    expect(outcomes.gtin).toBeGreaterThan(10_000);
    expect(outcomes.none).toBeGreaterThan(4_000);
  });
});
