// Process: main (domain, Electron-free). EPC URIs as people paste them: tag URIs
// (urn:epc:tag:sgtin-96:3.0614141.812345.6789), pure identity URIs (urn:epc:id:sgtin:0614141.812345.6789)
// and raw URIs (urn:epc:raw:96.x3074...). Other schemes are named and are not trade items.
import { checkDigit } from '../gtin';
import { type DecodedEpc, type EpcTradeScheme, epcInvalid, notTradeItem } from '../types';
import { decodeEpcHex } from './decode';
import { gtinFromParts } from './partition';
import { escapeUriSerial, unescapeUriSerial } from './serial-chars';

const URN = /^urn:epc:(tag|id|raw):(.*)$/i;
const MAX_SERIAL_96 = 2 ** 38 - 1;

export function isEpcUri(text: string): boolean {
  return /^urn:epc:/i.test(text.trim());
}

export function decodeEpcUri(raw: string): DecodedEpc {
  const m = URN.exec(raw.trim());
  if (!m) return epcInvalid(raw, null, 'not an EPC URI (urn:epc:tag:, urn:epc:id: or urn:epc:raw:)');
  const level = (m[1] ?? '').toLowerCase();
  const body = m[2] ?? '';
  if (level === 'raw') {
    const r = /^\d+\.x([0-9A-Fa-f]+)$/.exec(body);
    if (!r) return epcInvalid(raw, null, 'only hexadecimal raw URIs (urn:epc:raw:<bits>.x<hex>) are supported');
    return { ...decodeEpcHex(r[1] ?? ''), input: raw };
  }
  const colon = body.indexOf(':');
  if (colon <= 0) return epcInvalid(raw, null, 'EPC URI has no scheme');
  const scheme = body.slice(0, colon).toLowerCase();
  const fields = body.slice(colon + 1).split('.');
  if (level === 'tag') {
    if (scheme !== 'sgtin-96' && scheme !== 'sgtin-198') return notTradeItem(raw, scheme, null);
    if (fields.length !== 4) return epcInvalid(raw, scheme, 'a tag URI has filter.company.itemref.serial');
    const [filter = '', company = '', itemRef = '', serial = ''] = fields;
    if (!/^[0-7]$/.test(filter)) return epcInvalid(raw, scheme, 'filter must be one digit 0-7');
    return sgtinFromUri(raw, scheme, Number(filter), company, itemRef, serial);
  }
  if (scheme !== 'sgtin') return notTradeItem(raw, scheme, null);
  if (fields.length !== 3) return epcInvalid(raw, 'sgtin', 'a pure identity URI has company.itemref.serial');
  const [company = '', itemRef = '', serial = ''] = fields;
  return sgtinFromUri(raw, null, null, company, itemRef, serial);
}

function sgtinFromUri(
  raw: string,
  scheme: 'sgtin-96' | 'sgtin-198' | null,
  filter: number | null,
  company: string,
  itemRef: string,
  uriSerial: string,
): DecodedEpc {
  const name = scheme ?? 'sgtin';
  if (!/^\d{6,12}$/.test(company)) return epcInvalid(raw, name, 'company prefix must be 6-12 digits');
  if (!/^\d+$/.test(itemRef) || company.length + itemRef.length !== 13) {
    return epcInvalid(raw, name, 'company prefix and item reference must be 13 digits together');
  }
  const serial = unescapeUriSerial(uriSerial);
  if (serial === null || serial.length === 0 || serial.length > 20) {
    return epcInvalid(raw, name, 'serial must be 1-20 GS1 set 82 characters');
  }
  if (scheme === 'sgtin-96' && (!/^(0|[1-9]\d{0,11})$/.test(serial) || Number(serial) > MAX_SERIAL_96)) {
    return epcInvalid(raw, name, 'SGTIN-96 serial must be an integer 0-274877906943 without leading zeros');
  }
  const gtin14 = gtinFromParts(company, itemRef, checkDigit);
  const canonical = escapeUriSerial(serial);
  // A pure identity URI does not say which binary scheme; report the one that could carry the serial.
  const effective: EpcTradeScheme =
    scheme ?? (/^(0|[1-9]\d{0,11})$/.test(serial) && Number(serial) <= MAX_SERIAL_96 ? 'sgtin-96' : 'sgtin-198');
  return {
    type: 'epc',
    kind: 'epc',
    ok: true,
    input: raw,
    scheme: effective,
    hex: null,
    gtin14,
    serial,
    filter,
    tagUri: filter === null ? null : `urn:epc:tag:${effective}:${filter}.${company}.${itemRef}.${canonical}`,
    pureUri: `urn:epc:id:sgtin:${company}.${itemRef}.${canonical}`,
  };
}
