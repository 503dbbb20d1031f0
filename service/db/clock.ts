// Process: service. Microsecond timestamps that never repeat or go backwards within the process, so every item
// change moves lastUpdated even when two changes land in the same millisecond.
let last = 0;

export function nowMicros(): number {
  const t = Date.now() * 1000;
  last = t > last ? t : last + 1;
  return last;
}

/** v3 timestamp: ISO 8601, seven fractional digits and an explicit +00:00 offset. */
export function formatMicros(us: number): string {
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString(); // 2026-01-01T00:00:00.000Z
  const frac = `${String(ms % 1000).padStart(3, '0')}${String(us % 1000).padStart(3, '0')}0`;
  return `${iso.slice(0, 19)}.${frac}+00:00`;
}

const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,7}))?(Z|[+-]\d{2}:\d{2})$/;

/** Parses yyyymmdd (UTC midnight) or ISO 8601 with T and offset into microseconds; undefined when invalid. */
export function parseTimestamp(text: string): number | undefined {
  const ymd = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (ymd) {
    const ms = Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
    const d = new Date(ms);
    if (d.getUTCDate() !== Number(ymd[3]) || d.getUTCMonth() !== Number(ymd[2]) - 1) return undefined;
    return ms * 1000;
  }
  const m = ISO.exec(text);
  if (!m) return undefined;
  const base = Date.parse(`${m[1]}${m[3]}`);
  if (Number.isNaN(base)) return undefined;
  const micros = Number((m[2] ?? '').padEnd(7, '0').slice(0, 6));
  return base * 1000 + micros;
}
