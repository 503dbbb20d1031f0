// Process: main (domain, Electron-free). GS1 Digital Link URIs (https://id.gs1.org/01/09506000134352/21/abc
// ?17=...): any host, any path prefix; the primary key is the path segment after "01" (or "gtin").
// The URL is parsed, never substring-matched.
import { hasValidCheckDigit, toGtin14 } from '../gtin';
import { type BarcodeGtin, barcodeInvalid, type DecodeInvalid } from '../types';
import { gtinBarcode } from './retail';

export function looksLikeDigitalLink(text: string): boolean {
  return /^https?:\/\//i.test(text);
}

function segment(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function decodeDigitalLink(input: string, text: string): BarcodeGtin | DecodeInvalid {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return barcodeInvalid(input, 'gs1-digital-link', 'not a valid URL');
  }
  const parts = url.pathname.split('/').filter((p) => p.length > 0);
  const at = parts.findIndex((p) => p === '01' || p.toLowerCase() === 'gtin');
  if (at < 0) return barcodeInvalid(input, 'gs1-digital-link', 'no GTIN (/01/...) in the URL path');
  const gtin = segment(parts[at + 1]);
  if (!gtin || !/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) {
    return barcodeInvalid(input, 'gs1-digital-link', 'the /01/ segment is not an 8, 12, 13 or 14 digit GTIN');
  }
  if (!hasValidCheckDigit(gtin)) return barcodeInvalid(input, 'gs1-digital-link', `GTIN ${gtin} has a bad check digit`);
  // Key qualifiers follow as AI/value pairs in the path; data attributes come in the query.
  const qualifiers = new Map<string, string>();
  for (let i = at + 2; i + 1 < parts.length; i += 2) {
    const v = segment(parts[i + 1]);
    const ai = parts[i];
    if (v !== null && ai !== undefined) qualifiers.set(ai, v);
  }
  return gtinBarcode(input, 'gs1-digital-link', gtin, toGtin14(gtin), {
    serial: qualifiers.get('21') ?? null,
    batch: qualifiers.get('10') ?? null,
    expiry: url.searchParams.get('17'),
  });
}
