// Process: main (domain, Electron-free). GS1 AI encodable character set 82 (what a serial may contain)
// and the escaping the EPC URIs use for the characters that are not URI-safe (TDS table A-1).

const SET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]*$/;

export function isCharSet82(text: string): boolean {
  return SET_82.test(text);
}

const ESCAPES: Record<string, string> = {
  '"': '%22',
  '%': '%25',
  '&': '%26',
  '/': '%2F',
  '<': '%3C',
  '>': '%3E',
  '?': '%3F',
};

export function escapeUriSerial(serial: string): string {
  return serial.replace(/["%&/<>?]/g, (c) => ESCAPES[c] ?? c);
}

/** Undoes escapeUriSerial; null when a % escape is malformed or names a character outside set 82. */
export function unescapeUriSerial(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '%') {
      out += c;
      continue;
    }
    const code = text.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(code)) return null;
    out += String.fromCharCode(Number.parseInt(code, 16));
    i += 2;
  }
  return isCharSet82(out) ? out : null;
}
