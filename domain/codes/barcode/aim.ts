// Process: main (domain, Electron-free). AIM symbology identifiers (ISO/IEC 15424): scanners configured to
// send them prefix "]" + code character + modifier. They settle what a bare digit string cannot: an
// 8-digit ]E4 is EAN-8, an 8-digit ]E0 is UPC-E; ]C1, ]e0, ]d2, ]Q3, ]J1 carry GS1 element strings.

export type AimFamily = 'ean-upc' | 'ean-8' | 'ean-addon' | 'gs1' | 'itf' | 'other';

export interface Aim {
  id: string;
  family: AimFamily;
}

const GS1_IDS = new Set([']C1', ']e0', ']d2', ']Q3', ']J1']);

/** Splits a leading symbology identifier off the scanned text. */
export function splitAim(text: string): { aim: Aim | null; data: string } {
  if (text.length < 3 || text[0] !== ']') return { aim: null, data: text };
  const id = text.slice(0, 3);
  const data = text.slice(3);
  if (!/^\][A-Za-z][0-9A-Za-z]$/.test(id)) return { aim: null, data: text };
  if (id === ']E0') return { aim: { id, family: 'ean-upc' }, data };
  if (id === ']E4') return { aim: { id, family: 'ean-8' }, data };
  // ]E1 / ]E2: a 2- or 5-digit add-on sent alone; ]E3: EAN-13/UPC-A followed by its add-on.
  if (id === ']E1' || id === ']E2' || id === ']E3') return { aim: { id, family: 'ean-addon' }, data };
  if (GS1_IDS.has(id)) return { aim: { id, family: 'gs1' }, data };
  if (id[1] === 'I') return { aim: { id, family: 'itf' }, data };
  return { aim: { id, family: 'other' }, data };
}
