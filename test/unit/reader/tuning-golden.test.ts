// Process: node (tests). The exact bytes reader tuning sends, per protocol, against golden files
// (test/fixtures/reader-tuning/<protocol>.txt: one `name<TAB>bytes` per line, hex for binary protocols, the command
// text with \r\n for TSL). The manuals' own example frames are asserted literally too, so a golden file written
// from a wrong encoder could not pass. STOCKTAKE_UPDATE_GOLDEN=1 rewrites the files (then read the diff).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_TUNING, type ReaderTuning } from '../../../contract/reader-tuning';
import { chafonFrame } from '../../../domain/reader/protocols/chafon';
import { CHAFON_GET_INFO, chafonSetPower } from '../../../domain/reader/tuning/chafon';
import {
  M100_GET_INFO,
  M100_GET_POWER,
  M100_GET_QUERY,
  m100SetPower,
  m100SetQuery,
  queryWord,
} from '../../../domain/reader/tuning/m100';
import { epcSelectCommand, M100_SELECT_MODE, m100SelectModeFrame } from '../../../domain/reader/tuning/select';
import { TSL_IDENTITY, TSL_READ_BACK, tslOption, tslSetCommand } from '../../../domain/reader/tuning/tsl';

const DIR = join(__dirname, '../../fixtures/reader-tuning');
const hex = (b: Buffer) =>
  b
    .toString('hex')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1 ');
const text = (b: Buffer) => b.toString('latin1').replace(/\r/g, '\\r').replace(/\n/g, '\\n');

const t = (over: Partial<ReaderTuning>): ReaderTuning => ({ ...EMPTY_TUNING, ...over });
/** The company prefix 0614141 as an SGTIN-96 would hold it: header 30, filter 1, partition 5, prefix 24 bits. */
const PREFIX = { epcHex: '3034257BF4', bitLength: 38 };
const ONE_EPC = { epcHex: '3034257BF7194E4000001A85', bitLength: 96 };

function tslCases(): [string, Buffer][] {
  const opt = (field: Parameters<typeof tslOption>[0], over: Partial<ReaderTuning>) =>
    tslSetCommand(tslOption(field, t(over))!);
  return [
    ['identity', TSL_IDENTITY],
    ['read-back', TSL_READ_BACK],
    ['power 29', opt('power', { power: 29 })],
    ['power 10', opt('power', { power: 10 })],
    ['session S2', opt('session', { session: 'S2' })],
    ['target A', opt('target', { target: 'A' })],
    ['target B', opt('target', { target: 'B' })],
    ['q 4', opt('q', { q: 4 })],
    ['no filter', opt('filter', {})],
    ['filter company prefix', epcSelectCommand('tsl', PREFIX)![0]!],
    ['filter one EPC', epcSelectCommand('tsl', ONE_EPC)![0]!],
  ];
}

function chafonCases(): [string, Buffer][] {
  return [
    ['get reader information', CHAFON_GET_INFO],
    ['set power 30', chafonSetPower(30)],
    ['set power 20', chafonSetPower(20)],
  ];
}

function m100Cases(): [string, Buffer][] {
  return [
    ['module info (software)', M100_GET_INFO],
    ['get power', M100_GET_POWER],
    ['set power 20', m100SetPower(20)],
    ['set power 26', m100SetPower(26)],
    ['get query', M100_GET_QUERY],
    ['set query S2 A Q4', m100SetQuery(queryWord(0x1020, t({ session: 'S2', target: 'A', q: 4 })))],
    [
      'set query S0 B Q2 with filter',
      m100SetQuery(
        queryWord(
          0x1020,
          t({ session: 'S0', target: 'B', q: 2, filter: { maskHex: '30', bitLength: 8, offsetBits: 0 } }),
        ),
      ),
    ],
    ['select company prefix', epcSelectCommand('m100', PREFIX)![0]!],
    ['select one EPC', epcSelectCommand('m100', ONE_EPC)![0]!],
    ['select mode always', m100SelectModeFrame(M100_SELECT_MODE.always)],
    ['select mode never', m100SelectModeFrame(M100_SELECT_MODE.never)],
  ];
}

const protocols: [string, () => [string, Buffer][], (b: Buffer) => string][] = [
  ['tsl', tslCases, text],
  ['chafon', chafonCases, hex],
  ['m100', m100Cases, hex],
];

describe('reader tuning bytes', () => {
  for (const [name, cases, show] of protocols) {
    it(`${name} commands match ${name}.txt`, () => {
      const actual = `${cases()
        .map(([k, b]) => `${k}\t${show(b)}`)
        .join('\n')}\n`;
      const file = join(DIR, `${name}.txt`);
      if (process.env.STOCKTAKE_UPDATE_GOLDEN) writeFileSync(file, actual);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }

  it("matches the manuals' own example frames", () => {
    // M100 manual: set power 20 dBm, and the Query example 0x1020 (DR 8, M 1, TRext, Sel all, S0, A, Q 4).
    expect(hex(m100SetPower(20))).toBe('BB 00 B6 00 02 07 D0 8F 7E');
    expect(hex(m100SetQuery(0x1020))).toBe('BB 00 0E 00 02 10 20 40 7E');
    expect(hex(M100_GET_QUERY)).toBe('BB 00 0D 00 00 0D 7E');
    expect(hex(m100SelectModeFrame(0x01))).toBe('BB 00 12 00 01 01 14 7E');
    expect(hex(M100_GET_INFO)).toBe('BB 00 03 00 01 01 05 7E');
    // The same word built from settings: S0, A, Q 4 on the example word changes nothing.
    expect(queryWord(0x1020, t({ session: 'S0', target: 'A', q: 4 }))).toBe(0x1020);
    // CF-RU5102 frames: the CRC of the driver's own test (address 10 inventory: 04 0A 01 AB B6).
    expect([...chafonFrame(10, 0x01)]).toEqual([4, 10, 0x01, 171, 182]);
  });

  it('sets the M100 Select the way the manual lays it out: target SL, EPC bank, bit pointer, length, mask', () => {
    const f = epcSelectCommand('m100', PREFIX)![0]!;
    expect(f[2]).toBe(0x0c);
    expect(f[5]).toBe(0b100_000_01); // SelParam: Target SL, Action 000, MemBank EPC
    expect(f.readUInt32BE(6)).toBe(0x20); // Ptr: the EPC's first bit in the EPC bank
    expect(f[10]).toBe(38); // MaskLen in bits
    expect(f[11]).toBe(0x00); // no truncation
    expect(f.subarray(12, 17).toString('hex').toUpperCase()).toBe('3034257BF4'); // 5 bytes, 2 spare bits clear
  });

  it('has no Select for Chafon CF-RU5102 or plain lines: those match in main', () => {
    expect(epcSelectCommand('chafon', ONE_EPC)).toBeNull();
    expect(epcSelectCommand('lines', ONE_EPC)).toBeNull();
  });
});
