// Process: main (domain, Electron-free). Text the journal and the service keep exactly, or why not: SQLite cuts a
// text at U+0000 and stores a lone UTF-16 surrogate as U+FFFD (the service refuses both in bodies), so such a
// document number would be submitted and looked up as another text than the one typed.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` cannot be kept exactly, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'it holds a NUL character';
  if (LONE_SURROGATE.test(text)) return 'it holds a broken character (a lone UTF-16 surrogate)';
  return null;
}
