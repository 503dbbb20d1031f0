// Process: node (unit test). Fuzzing the decoders with a seeded PRNG: random and truncated hex, random
// bytes and text, and mutated valid EPCs. Never throws; garbage never becomes a trade item; every ok
// result carries a 14-digit GTIN with a valid check digit.
import { describe, expect, it } from 'vitest';
import {
  type Decoded,
  decodeBarcode,
  decodeEpcHex,
  decodeInput,
  encodeSgtin96,
  encodeSgtin198,
  encodeSgtinPlus,
  isGtin14,
} from '../../../domain/codes';
import { prng } from '../../helpers/prng';

const HEX = '0123456789ABCDEF';

function checkInvariants(d: Decoded, input: string): void {
  if (d.ok) {
    if (!isGtin14(d.gtin14)) throw new Error(`ok result without a valid GTIN-14 for ${JSON.stringify(input)}`);
  }
  if (d.type === 'epc' && !['sgtin-96', 'sgtin-198', 'sgtin+', 'dsgtin+'].includes(d.scheme)) {
    throw new Error(`trade item from scheme ${d.scheme}`);
  }
}

describe('decoder fuzz (seeded)', () => {
  it('200,000 random, truncated and mutated inputs: no throw, invariants hold', () => {
    const rnd = prng(20261121);
    const pick = (n: number) => Math.floor(rnd() * n);
    const randomHex = (len: number) => Array.from({ length: len }, () => HEX[pick(16)]).join('');
    const valid = [
      '3074257BF7194E4000001A85',
      '3674257BF6B7A659B2C2BF1000000000000000000000000000',
      'F73795211411234538566CB0AFC4',
      'FB342CDE795211411234538566CB0AFC4',
      '340030751FEB705C5904E3D50D703A76',
    ];
    const counts = { epcOk: 0, epcOkFromGarbage: 0, invalid: 0, notItem: 0, barcodeOk: 0 };
    for (let i = 0; i < 200_000; i++) {
      let input: string;
      const mode = i % 5;
      if (mode === 0) input = randomHex(pick(60));
      else if (mode === 1) {
        const v = valid[pick(valid.length)] ?? '';
        input = v.slice(0, pick(v.length + 1));
      } else if (mode === 2) {
        const v = (valid[pick(valid.length)] ?? '').split('');
        const flips = 1 + pick(3);
        for (let f = 0; f < flips; f++) v[pick(v.length)] = HEX[pick(16)] ?? '0';
        input = v.join('');
      } else if (mode === 3) {
        input = String.fromCharCode(...Array.from({ length: pick(40) }, () => pick(256)));
      } else {
        input = Array.from({ length: pick(20) }, () => pick(10)).join('');
      }
      let d: Decoded;
      try {
        d = mode === 3 || mode === 4 ? decodeInput(input) : decodeEpcHex(input);
        checkInvariants(d, input);
        if (mode === 3 || mode === 4) checkInvariants(decodeBarcode(input), input);
      } catch (err) {
        throw new Error(`input ${JSON.stringify(input)}: ${String(err)}`);
      }
      if (d.type === 'epc') {
        counts.epcOk++;
        // Random hex that is not 24/50/52 long (or a framed read) can never be a trade item.
        if (mode === 0 && ![24, 28, 32, 50, 52].includes(input.length) && !/^F[7B]/.test(input)) {
          counts.epcOkFromGarbage++;
        }
      } else if (d.type === 'invalid') counts.invalid++;
      else if (d.type === 'notTradeItem') counts.notItem++;
      else if (d.type === 'barcode') counts.barcodeOk++;
    }
    expect(counts.epcOkFromGarbage).toBe(0);
    // The mix must exercise every outcome, or the fuzz proves little.
    expect(counts.invalid).toBeGreaterThan(10_000);
    expect(counts.notItem).toBeGreaterThan(1_000);
    expect(counts.epcOk).toBeGreaterThan(100);
  });

  it('truncating a valid EPC at any length never yields the original item by accident', () => {
    const full = [
      encodeSgtin96({ gtin14: '80614141123458', serial: 6789 }),
      encodeSgtin198({ gtin14: '80614141123458', serial: 'abc' }),
    ];
    for (const hex of full) {
      for (let n = 0; n < hex.length; n++) {
        const d = decodeEpcHex(hex.slice(0, n));
        expect(d.type, `${hex.slice(0, n)}`).not.toBe('epc');
      }
    }
  });

  it('round trip of 5,000 random SGTINs in every scheme', () => {
    const rnd = prng(7);
    for (let i = 0; i < 5_000; i++) {
      const body = Array.from({ length: 13 }, () => Math.floor(rnd() * 10)).join('');
      let sum = 0;
      for (let k = 0; k < 13; k++) sum += Number(body[12 - k]) * (k % 2 === 0 ? 3 : 1);
      const gtin14 = body + ((10 - (sum % 10)) % 10);
      const serial = Math.floor(rnd() * 2 ** 38);
      const cpl = 6 + Math.floor(rnd() * 7);
      const filter = Math.floor(rnd() * 8);
      expect(decodeEpcHex(encodeSgtin96({ gtin14, serial, filter, companyPrefixLength: cpl }))).toMatchObject({
        gtin14,
        serial: String(serial),
        filter,
      });
      const s = `S${serial.toString(36)}`;
      expect(decodeEpcHex(encodeSgtin198({ gtin14, serial: s, filter, companyPrefixLength: cpl }))).toMatchObject({
        gtin14,
        serial: s,
      });
      expect(decodeEpcHex(encodeSgtinPlus({ gtin14, serial: s, filter, wordAligned: i % 2 === 0 }))).toMatchObject({
        gtin14,
        serial: s,
      });
    }
  });
});
