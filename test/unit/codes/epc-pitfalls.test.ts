// Process: node (unit test). Each EPC pitfall of public-notes D as a test, plus encoder round trips
// cross-checked against epc-tds on valid input (where epc-tds is right).
import tds from 'epc-tds';
import { describe, expect, it } from 'vitest';
import { checkDigit, decodeEpcHex, encodeSgtin96, encodeSgtin198, encodeSgtinPlus } from '../../../domain/codes';

const TDS_SGTIN96 = '3074257BF7194E4000001A85';

/** epc-tds types valueOf as a union of every scheme; these tests only hand it SGTINs. */
const tdsSgtin = (hex: string) =>
  tds.valueOf(hex) as unknown as { getGtin(): string; getSerial(): unknown; toTagURI(): string };

describe('notes D: length and characters are validated (epc-tds pads, cuts and decodes spaces)', () => {
  it.each([
    ['3074257BF7194E4000001A8', 'short by one'],
    ['3074257BF7194E4000001A8500', 'long by two'],
    ['3074257BF7194E40 0001A85', 'space inside'],
    ['3074257BF7194E4000001A8G', 'non-hex'],
    ['', 'empty'],
  ])('%s (%s) is invalid', (hex) => {
    expect(decodeEpcHex(hex).type).toBe('invalid');
  });

  it('case and surrounding whitespace do not matter', () => {
    expect(decodeEpcHex(`  ${TDS_SGTIN96.toLowerCase()}\r\n`)).toMatchObject({ type: 'epc', hex: TDS_SGTIN96 });
  });

  it('SGTIN-198 must be 50 or 52 hex digits', () => {
    const hex = '3674257BF6B7A659B2C2BF1000000000000000000000000000';
    expect(decodeEpcHex(hex.slice(0, 48)).type).toBe('invalid');
    expect(decodeEpcHex(`${hex}0000`).type).toBe('invalid');
  });
});

describe('notes D: partition 7, overflow and check digits', () => {
  it('partition 7 is invalid with a reason (epc-tds accepts it in valueOf)', () => {
    const p7 = '307C257BF7194E4000001A85';
    expect(() => tds.valueOf(p7)).not.toThrow();
    const d = decodeEpcHex(p7);
    expect(d.type).toBe('invalid');
    expect(d.type === 'invalid' && d.reason).toMatch(/partition 7/);
  });

  it('a company prefix wider than its digits is field overflow, never a 15-digit GTIN', () => {
    // Partition 0: 40 bits for 12 digits; all ones = 1099511627775 (13 digits).
    const hex = '3060FFFFFFFFFF000000000A'.padEnd(24, '0').slice(0, 24);
    const d = decodeEpcHex(hex);
    expect(d.type).toBe('invalid');
    expect(d.type === 'invalid' && d.reason).toMatch(/overflow/);
  });

  it('an item reference wider than its digits is field overflow', () => {
    // Partition 5 (7-digit company): item reference 20 bits for 6 digits; 0xFFFFF = 1048575 (7 digits).
    const fields = (0x30n << 88n) | (1n << 85n) | (5n << 82n) | (614141n << 58n) | (0xfffffn << 38n) | 1n;
    const d = decodeEpcHex(fields.toString(16).toUpperCase().padStart(24, '0'));
    expect(d.type).toBe('invalid');
    expect(d.type === 'invalid' && d.reason).toMatch(/item reference overflows/);
  });

  it('SGTIN+ with a bad GTIN check digit or a non-decimal nibble is invalid', () => {
    // The TDS example with the GTIN's last digit 3 -> 4.
    const badCheck = decodeEpcHex('F73795211411234548566CB0AFC4');
    expect(badCheck.type === 'invalid' && badCheck.reason).toMatch(/check digit/);
    const nibble = decodeEpcHex('F737952114112345A8566CB0AFC4');
    expect(nibble.type === 'invalid' && nibble.reason).toMatch(/decimal digit/);
  });

  it('DSGTIN+ with month 13 or an undefined date type is invalid', () => {
    const good = encodeSgtinPlus({
      gtin14: '79521141123453',
      serial: 'x',
      filter: 3,
      date: { ai: '17', yymmdd: '220630' },
    });
    expect(decodeEpcHex(good).type).toBe('epc');
    // Date type nibble is hex digit 3: 7..F are undefined.
    expect(decodeEpcHex(`${good.slice(0, 3)}9${good.slice(4)}`).type).toBe('invalid');
    // Month 13: YY 22 (0010110) MM 1101 DD 11110 -> 0010 1101 1011 1110 = 2DBE.
    expect(decodeEpcHex(`${good.slice(0, 4)}2DBE${good.slice(8)}`).type).toBe('invalid');
  });
});

describe('notes D: only SGTIN is a trade item; an SGTIN GTIN is taken as decoded, never guessed', () => {
  it('every EPC starting 30 with 24 digits decodes as SGTIN-96, and the GTIN check digit is computed', () => {
    const d = decodeEpcHex(TDS_SGTIN96);
    expect(d.type === 'epc' && d.gtin14.length).toBe(14);
    expect(d.type === 'epc' && checkDigit(d.gtin14.slice(0, 13))).toBe(8);
  });

  it('SGTIN-96 serials are integers up to 2^38-1; SGTIN-198 serials are strings', () => {
    const max = encodeSgtin96({ gtin14: '80614141123458', serial: 2n ** 38n - 1n, filter: 3 });
    expect(decodeEpcHex(max)).toMatchObject({ serial: '274877906943' });
    expect(() => encodeSgtin96({ gtin14: '80614141123458', serial: 2n ** 38n })).toThrow(RangeError);
    const s198 = encodeSgtin198({ gtin14: '80614141123458', serial: '00A-b/7', filter: 1 });
    expect(decodeEpcHex(s198)).toMatchObject({ serial: '00A-b/7' });
  });
});

describe('encoders: round trip and cross-check against epc-tds', () => {
  const gtins = ['80614141123458', '00614141123452', '09506000134352', '10012345678902', '00036000291452'];
  it.each(gtins)('SGTIN-96 of %s at every company prefix length matches epc-tds', (gtin14) => {
    for (let cpl = 6; cpl <= 12; cpl++) {
      const hex = encodeSgtin96({ gtin14, serial: 123456, filter: 1, companyPrefixLength: cpl });
      const ours = decodeEpcHex(hex);
      expect(ours).toMatchObject({ type: 'epc', gtin14, serial: '123456', filter: 1 });
      const theirs = tdsSgtin(hex);
      expect(theirs.getGtin()).toBe(gtin14);
      expect(ours.type === 'epc' && ours.tagUri).toBe(theirs.toTagURI());
      const viaTds = new tds.Sgtin96()
        .setFilter(1)
        .setPartition(12 - cpl)
        .setGtin(gtin14)
        .setSerial(123456);
      expect(viaTds.toHexString()).toBe(hex);
    }
  });

  it.each(gtins)('SGTIN-198 of %s matches epc-tds', (gtin14) => {
    const hex = encodeSgtin198({ gtin14, serial: 'AB-12/x', filter: 2, companyPrefixLength: 9 });
    expect(hex).toHaveLength(50);
    const theirs = tdsSgtin(hex);
    expect(theirs.getGtin()).toBe(gtin14);
    expect(String(theirs.getSerial())).toBe('AB-12/x');
    expect(decodeEpcHex(hex)).toMatchObject({ type: 'epc', gtin14, serial: 'AB-12/x', filter: 2 });
  });

  it('SGTIN+ and DSGTIN+ encoders reproduce the TDS 2.3 examples', () => {
    expect(encodeSgtinPlus({ gtin14: '79521141123453', serial: '32a/b', filter: 3 })).toBe(
      'F73795211411234538566CB0AFC4',
    );
    expect(
      encodeSgtinPlus({ gtin14: '79521141123453', serial: '32a/b', filter: 3, date: { ai: '17', yymmdd: '220630' } }),
    ).toBe('FB342CDE795211411234538566CB0AFC4');
    const aligned = encodeSgtinPlus({
      gtin14: '79521141123453',
      serial: '32a/b',
      filter: 3,
      date: { ai: '13', yymmdd: '240229' },
      wordAligned: true,
    });
    expect(aligned.length % 4).toBe(0);
    expect(decodeEpcHex(aligned)).toMatchObject({ type: 'epc', date: { ai: '13', yymmdd: '240229' } });
  });

  it('encoders refuse a GTIN with a bad check digit', () => {
    expect(() => encodeSgtin96({ gtin14: '80614141123459', serial: 1 })).toThrow(RangeError);
    expect(() => encodeSgtinPlus({ gtin14: '80614141123459', serial: '1' })).toThrow(RangeError);
  });
});
