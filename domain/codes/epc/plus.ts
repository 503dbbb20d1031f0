// Process: main (domain, Electron-free). The TDS 2.x '+' schemes that epc-tds lacks: SGTIN+ (header 0xF7)
// and DSGTIN+ (0xFB). Layout: header 8, AIDC data toggle 1, filter 3, [DSGTIN+: date type 4, date 16
// (YY 7, MM 4, DD 5)], GTIN as 14 digits of 4-bit BCD (check digit included, so it is verified), then
// the serial (AI 21) as a variable-length alphanumeric: encoding 3 bits, length 5 bits, characters.
import { hasValidCheckDigit } from '../gtin';
import { type DecodedEpc, epcInvalid } from '../types';
import { readBits, restIsZero } from './bits';
import { readVarAlnum } from './var-alnum';

/** DSGTIN+ date type -> the application identifier of the date it carries. */
const DATE_AIS = ['11', '13', '15', '16', '17', '7006', '7007'];

function readBcdGtin(hex: string, start: number): string | null {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const d = readBits(hex, start + i * 4, 4);
    if (d > 9) return null;
    out += d;
  }
  return out;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

export function decodeSgtinPlus(hex: string, input: string, dated: boolean): DecodedEpc {
  const scheme = dated ? 'dsgtin+' : 'sgtin+';
  const gtinStart = dated ? 32 : 12;
  // The shortest serial (1 character, 4-bit) still needs gtin + 56 + 8 + 4 bits.
  if (hex.length * 4 < gtinStart + 56 + 12) return epcInvalid(input, scheme, `${scheme} EPC is too short`);
  const toggle = readBits(hex, 8, 1);
  const filter = readBits(hex, 9, 3);
  let date: { ai: string; yymmdd: string } | undefined;
  if (dated) {
    const type = readBits(hex, 12, 4);
    if (type >= DATE_AIS.length) return epcInvalid(input, scheme, `date type ${type} is not defined`);
    const yy = readBits(hex, 16, 7);
    const mm = readBits(hex, 23, 4);
    const dd = readBits(hex, 27, 5);
    if (yy > 99 || mm < 1 || mm > 12) return epcInvalid(input, scheme, 'date is not a valid YYMMDD');
    date = { ai: DATE_AIS[type] ?? '', yymmdd: `${two(yy)}${two(mm)}${two(dd)}` };
  }
  const gtin14 = readBcdGtin(hex, gtinStart);
  if (gtin14 === null) return epcInvalid(input, scheme, 'GTIN has a nibble that is not a decimal digit');
  if (!hasValidCheckDigit(gtin14)) return epcInvalid(input, scheme, `GTIN ${gtin14} has a bad check digit`);
  const serial = readVarAlnum(hex, gtinStart + 56);
  if (typeof serial === 'string') return epcInvalid(input, scheme, `serial: ${serial}`);
  if (serial.value.length > 20) return epcInvalid(input, scheme, 'serial is longer than 20 characters');
  // Without further AIDC data, everything after the serial is padding and must be zero.
  if (toggle === 0 && !restIsZero(hex, serial.end)) {
    return epcInvalid(input, scheme, 'data after the serial although the AIDC toggle is 0');
  }
  const result: DecodedEpc = {
    type: 'epc',
    kind: 'epc',
    ok: true,
    input,
    scheme,
    hex,
    gtin14,
    serial: serial.value,
    filter,
    tagUri: null,
    pureUri: null,
  };
  if (date) result.date = date;
  return result;
}
