// Process: main (domain, Electron-free).
// Decides whether a link may leave the app for the system browser. URLs are parsed, never substring-matched: only plain
// http(s) links with a host and without embedded credentials pass.
export function toSafeExternalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `http://bank.example@evil.example/` shows a trusted name but goes elsewhere: refuse credentials outright.
  if (url.username || url.password) return null;
  if (!url.hostname) return null;
  return url.href;
}
