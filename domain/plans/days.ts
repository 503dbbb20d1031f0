// Process: main (domain, Electron-free). Calendar days as plans use them: 'YYYY-MM-DD' strings (the store's own
// day, no time zone), counted as whole days since 1970-01-01 for arithmetic.

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day; null when it is no real date (2026-02-30). */
export function dayNumber(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayString(ms / 86_400_000) === day ? ms / 86_400_000 : null;
}

export function mustDay(day: string): number {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`Not a date: ${day}`);
  return n;
}

export const dayString = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayString(mustDay(day) + days);

/** This PC's calendar day now (plans are due on the store's day, and the store is where this PC is). */
export function todayLocal(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
