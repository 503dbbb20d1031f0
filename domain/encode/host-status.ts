// Process: main (domain, Electron-free). The printer's `~HS` answer (three <STX>...<ETX> CR LF strings, ZPL II
// guide) turned into the problems a person can fix. A Zebra does not answer ~HS at all while media or ribbon is
// out or the head is open, so no answer in time is a problem too (printer-link.ts says so).
export const HOST_STATUS = '~HS\r\n';

export interface HostStatus {
  /** The answer as the printer sent it, control characters shown, for the error message. */
  raw: string;
  problems: string[];
}

const STX = String.fromCharCode(2);
const ETX = String.fromCharCode(3);

/** The complete <STX>...<ETX> strings in `buf`, in order. */
function framedStrings(buf: string): string[] {
  const out: string[] = [];
  for (let at = buf.indexOf(STX); at >= 0; at = buf.indexOf(STX, at + 1)) {
    const end = buf.indexOf(ETX, at);
    if (end < 0) break;
    out.push(buf.slice(at + 1, end));
  }
  return out;
}

/** The three strings once all have arrived, else null (keep reading). */
export function parseHostStatus(buf: string): HostStatus | null {
  const parts = framedStrings(buf).map((p) => p.split(','));
  if (parts.length < 3) return null;
  const [s1, s2] = parts as [string[], string[]];
  const flag = (s: string[], i: number) => s[i]?.trim() === '1';
  const problems: string[] = [];
  if (flag(s1, 1)) problems.push('paper out');
  if (flag(s1, 2)) problems.push('paused');
  if (flag(s1, 5)) problems.push('receive buffer full');
  if (flag(s1, 9)) problems.push('configuration lost (corrupt RAM)');
  if (flag(s1, 10)) problems.push('under temperature');
  if (flag(s1, 11)) problems.push('over temperature');
  if (flag(s2, 2)) problems.push('head open');
  if (flag(s2, 3)) problems.push('ribbon out');
  return { raw: buf.split(STX).join('<STX>').split(ETX).join('<ETX>').replace(/\r?\n/g, ' ').trim(), problems };
}
