// Process: node (unit test). The identity of a tag (domain/codes/identity.ts): an SGTIN's GTIN and serial, the same
// across filter values, partitions and encodings (SGTIN-96, SGTIN-198, SGTIN+, DSGTIN+, URIs); any other EPC is its
// own identity.
import { describe, expect, it } from 'vitest';
import {
  decodeEpcHex,
  decodeInput,
  encodeSgtin96,
  encodeSgtin198,
  encodeSgtinPlus,
  epcTextIdentity,
  sgtinIdentity,
} from '../../../domain/codes';

const GTIN = '00614141000005';

/** The identity of an EPC's hex, failing the test when it does not decode as an EPC. */
function identityOf(hex: string): string {
  const d = decodeEpcHex(hex);
  if (d.type === 'invalid') throw new Error(`${hex} does not decode: ${d.reason}`);
  return sgtinIdentity(d);
}

describe('sgtinIdentity', () => {
  it("the issue's two tags, filter 3 and filter 1, are one identity: GTIN and serial", () => {
    expect(identityOf('3074257BF400000000002329')).toBe(`(01)${GTIN}(21)9001`);
    expect(identityOf('3034257BF400000000002329')).toBe(`(01)${GTIN}(21)9001`);
  });

  it('is the same for every filter value and partition of an SGTIN-96, and the EPCs all differ', () => {
    const hexes = new Set<string>();
    for (let filter = 0; filter <= 7; filter++)
      for (let companyPrefixLength = 6; companyPrefixLength <= 12; companyPrefixLength++) {
        const hex = encodeSgtin96({ gtin14: GTIN, serial: 9001, filter, companyPrefixLength });
        hexes.add(hex);
        expect(identityOf(hex)).toBe(`(01)${GTIN}(21)9001`);
      }
    expect(hexes.size).toBe(8 * 7);
  });

  it('is the same in SGTIN-198, SGTIN+ and DSGTIN+ (its date is not part of it) and in the pure identity URI', () => {
    const same = `(01)${GTIN}(21)9001`;
    expect(identityOf(encodeSgtin198({ gtin14: GTIN, serial: '9001', filter: 2, companyPrefixLength: 9 }))).toBe(same);
    expect(identityOf(encodeSgtinPlus({ gtin14: GTIN, serial: '9001', filter: 5 }))).toBe(same);
    expect(
      identityOf(encodeSgtinPlus({ gtin14: GTIN, serial: '9001', filter: 1, date: { ai: '17', yymmdd: '270630' } })),
    ).toBe(same);
    const uri = decodeInput('urn:epc:id:sgtin:0614141.000000.9001');
    expect(uri.type === 'epc' && sgtinIdentity(uri)).toBe(same);
    expect(epcTextIdentity('urn:epc:tag:sgtin-96:3.0614141.000000.9001')).toBe(same);
  });

  it('tells apart another serial, another GTIN, and a serial with a leading zero (GS1 serials are text)', () => {
    const base = identityOf(encodeSgtin96({ gtin14: GTIN, serial: 123 }));
    expect(identityOf(encodeSgtin96({ gtin14: GTIN, serial: 124 }))).not.toBe(base);
    expect(identityOf(encodeSgtin96({ gtin14: '00614141000012', serial: 123 }))).not.toBe(base);
    expect(identityOf(encodeSgtin198({ gtin14: GTIN, serial: '0123' }))).not.toBe(base);
    expect(identityOf(encodeSgtin198({ gtin14: GTIN, serial: '123' }))).toBe(base);
  });

  it('keeps the EPC itself as the identity of an EPC that is no SGTIN', () => {
    expect(identityOf('3174257BF4499602D2000000')).toBe('3174257BF4499602D2000000'); // SSCC-96
    expect(identityOf('3474257BF40000000000162E')).toBe('3474257BF40000000000162E'); // GIAI-96
    // Another filter of that SSCC is another EPC, and so another identity: only SGTINs are read through.
    expect(identityOf('3134257BF4499602D2000000')).not.toBe(identityOf('3174257BF4499602D2000000'));
  });

  it('reads the identity from an EPC as a journal keeps it; none for text that is no EPC', () => {
    expect(epcTextIdentity('3034257BF400000000002329')).toBe(`(01)${GTIN}(21)9001`);
    expect(epcTextIdentity('3034257BF40000000000232')).toBeNull();
    expect(epcTextIdentity('not an epc')).toBeNull();
  });
});
