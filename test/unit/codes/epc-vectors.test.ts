// Process: node (unit test). EPC decoding against worked examples of the GS1 EPC Tag Data Standard
// (TDS 1.x section 14 examples; TDS 2.3 annex E.3 for SGTIN+ and DSGTIN+) and the reader samples in
// public-notes C.
import { describe, expect, it } from 'vitest';
import { decodeEpcHex, decodeEpcUri, decodeInput } from '../../../domain/codes';

describe('TDS examples: SGTIN', () => {
  it('SGTIN-96 3074257BF7194E4000001A85', () => {
    const d = decodeEpcHex('3074257BF7194E4000001A85');
    expect(d).toMatchObject({
      type: 'epc',
      ok: true,
      scheme: 'sgtin-96',
      gtin14: '80614141123458',
      serial: '6789',
      filter: 3,
      tagUri: 'urn:epc:tag:sgtin-96:3.0614141.812345.6789',
      pureUri: 'urn:epc:id:sgtin:0614141.812345.6789',
    });
  });

  it('SGTIN-198 with an alphanumeric serial that needs URI escaping', () => {
    const d = decodeEpcHex('3674257BF6B7A659B2C2BF1000000000000000000000000000');
    expect(d).toMatchObject({
      type: 'epc',
      scheme: 'sgtin-198',
      gtin14: '70614141123451',
      serial: '32a/b',
      tagUri: 'urn:epc:tag:sgtin-198:3.0614141.712345.32a%2Fb',
    });
    // 52 hex digits: the same EPC as a reader returns it in whole 16-bit words.
    expect(decodeEpcHex('3674257BF6B7A659B2C2BF100000000000000000000000000000')).toMatchObject({
      type: 'epc',
      serial: '32a/b',
    });
  });

  it('SGTIN+ F73795211411234538566CB0AFC4 (TDS 2.3 E.3)', () => {
    expect(decodeEpcHex('F73795211411234538566CB0AFC4')).toMatchObject({
      type: 'epc',
      scheme: 'sgtin+',
      gtin14: '79521141123453',
      serial: '32a/b',
      filter: 3,
      tagUri: null,
    });
  });

  it('DSGTIN+ FB342CDE795211411234538566CB0AFC4 with expiry 220630 (TDS 2.3 E.3)', () => {
    expect(decodeEpcHex('FB342CDE795211411234538566CB0AFC4')).toMatchObject({
      type: 'epc',
      scheme: 'dsgtin+',
      gtin14: '79521141123453',
      serial: '32a/b',
      filter: 3,
      date: { ai: '17', yymmdd: '220630' },
    });
  });
});

describe('TDS examples: schemes that are not trade items', () => {
  it.each([
    ['3174257BF4499602D2000000', 'sscc-96'],
    ['3274257BF46072000000162E', 'sgln-96'],
    ['3374257BF40C0E400000162E', 'grai-96'],
    ['3474257BF40000000000162E', 'giai-96'],
    ['350007AB70425D4000000586', 'gid-96'],
    ['2D74257BF4499602D2000000', 'gsrn-96'],
    ['2C74257BF46072000000162E', 'gdti-96'],
    ['3C74257BF400C0E680003039', 'cpi-96'],
    ['3F74F4E4E612640000019907', 'sgcn-96'],
    ['2F320434147455900000162E', 'usdod-96'],
    ['3974257BF46072CD9615F8800000000000000000000000000', 'sgln-195'],
    ['3874257BF59B2C2BF1000000000000000000000000000000000', 'giai-202'],
    ['3774257BF40C0E59B2C2BF100000000000000000000', 'grai-170'],
    ['F90095201234567891235000', 'sscc+'],
  ])('%s is %s, not a trade item', (hex, scheme) => {
    const d = decodeEpcHex(hex);
    expect(d.type).toBe('notTradeItem');
    expect(d.ok).toBe(false);
    if (d.type === 'notTradeItem') expect(d.scheme).toBe(scheme);
  });

  it('an unprogrammed tag (TSL sample EP: 000000000000000000001242) is not a trade item', () => {
    expect(decodeEpcHex('000000000000000000001242')).toMatchObject({
      type: 'notTradeItem',
      scheme: 'unprogrammed (header 0x00)',
    });
  });
});

describe('reader framing: PC word and CRC', () => {
  it('M100 sample: PC 3400 + EPC + CRC 3A76 is stripped and the CRC verified', () => {
    expect(decodeEpcHex('340030751FEB705C5904E3D50D703A76')).toMatchObject({
      type: 'epc',
      hex: '30751FEB705C5904E3D50D70',
      scheme: 'sgtin-96',
    });
  });

  it('a wrong CRC is a damaged read, not an item', () => {
    const d = decodeEpcHex('340030751FEB705C5904E3D50D703A77');
    expect(d.type).toBe('invalid');
    expect(d.type === 'invalid' && d.reason).toMatch(/CRC/);
  });

  it('a PC word alone in front (no CRC) is stripped', () => {
    expect(decodeEpcHex('30003074257BF7194E4000001A85')).toMatchObject({ type: 'epc', gtin14: '80614141123458' });
  });

  it('the PC word from the reader as a hint, with or without CRC behind', () => {
    expect(decodeEpcHex('3074257BF7194E4000001A85', { pc: 0x3000 })).toMatchObject({ type: 'epc' });
    expect(decodeEpcHex('30751FEB705C5904E3D50D703A76', { pc: 0x3400 })).toMatchObject({ type: 'epc' });
    expect(decodeEpcHex('3074257BF7194E4000001A85', { pc: 0x2800 }).type).toBe('invalid');
  });

  it('PC bit 0x0100 marks an ISO identifier: not a trade item even when the EPC starts with 30', () => {
    const d = decodeEpcHex('31A53074257BF7194E4000001A85');
    expect(d.type).toBe('notTradeItem');
    if (d.type === 'notTradeItem') expect(d.scheme).toBe('ISO/IEC non-GS1 (AFI 0xA5)');
    expect(decodeEpcHex('3074257BF7194E4000001A85', { pc: 0x3100 }).type).toBe('notTradeItem');
  });
});

describe('EPC URIs', () => {
  it('tag URI, pure identity URI and raw URI of the TDS SGTIN-96 example give the same GTIN', () => {
    for (const uri of [
      'urn:epc:tag:sgtin-96:3.0614141.812345.6789',
      'urn:epc:id:sgtin:0614141.812345.6789',
      'urn:epc:raw:96.x3074257BF7194E4000001A85',
    ]) {
      expect(decodeInput(uri)).toMatchObject({ type: 'epc', gtin14: '80614141123458', serial: '6789' });
    }
    expect(decodeEpcUri('urn:epc:id:sgtin:0614141.812345.6789')).toMatchObject({ filter: null, tagUri: null });
  });

  it('SGTIN-198 tag URI unescapes the serial', () => {
    expect(decodeEpcUri('urn:epc:tag:sgtin-198:3.0614141.712345.32a%2Fb')).toMatchObject({
      gtin14: '70614141123451',
      serial: '32a/b',
    });
  });

  it('other schemes are named; malformed SGTIN URIs are invalid with a reason', () => {
    expect(decodeInput('urn:epc:tag:sscc-96:3.0614141.1234567890')).toMatchObject({
      type: 'notTradeItem',
      scheme: 'sscc-96',
    });
    expect(decodeInput('urn:epc:id:grai:0614141.12345.5678')).toMatchObject({
      type: 'notTradeItem',
      scheme: 'grai',
    });
    for (const bad of [
      'urn:epc:tag:sgtin-96:8.0614141.812345.6789', // filter 8
      'urn:epc:tag:sgtin-96:3.0614141.81234.6789', // 12 digits
      'urn:epc:tag:sgtin-96:3.0614141.812345.06789', // leading zero
      'urn:epc:tag:sgtin-96:3.0614141.812345.274877906944', // 2^38
      'urn:epc:id:sgtin:0614141.812345.a%2', // broken escape
      'urn:epc:id:sgtin:0614141.812345',
    ]) {
      expect(decodeInput(bad).type, bad).toBe('invalid');
    }
  });
});
