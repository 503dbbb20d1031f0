// Process: test (renderer logic under node). One date format in the whole app, from the language setting:
// a date and time, a time of day and a day alone follow the language set (four-digit years everywhere, so a
// table and a date field agree), date fields read a day typed in that language only, and the formatters are made
// once per language, not per call (a new Intl formatter per call was the costliest function at 1,000 reads/s).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayText } from '../../../contract/settings';
import { localDay, setDateLanguage } from '../../../renderer/src/lib/dates';
import { dayPattern, formatDay, formatTime, formatWhen, parseDay } from '../../../renderer/src/lib/format';

afterEach(() => setDateLanguage('en-GB'));
const AT = new Date(2026, 10, 23, 6, 5, 9).getTime();

describe('dates in the app’s language', () => {
  it('gives this PC’s calendar day as yyyy-mm-dd, not the UTC day', () => {
    // 23:30 local on 23 November is the 23rd here whatever the time zone, though UTC may be the 24th already.
    expect(localDay(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
    expect(localDay(new Date(2026, 0, 5, 0, 10).getTime())).toBe('2026-01-05');
    expect(localDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows a date and time, a time and a day in the language set', () => {
    expect([formatWhen(AT), formatDay('2026-11-23'), dayPattern()]).toEqual([
      '23/11/2026, 06:05',
      '23/11/2026',
      'dd/mm/yyyy',
    ]);
    setDateLanguage('en-US');
    expect(formatWhen(AT)).toMatch(/^11\/23\/2026, 06:05\sAM$/);
    expect([formatDay('2026-11-23'), dayPattern()]).toEqual(['11/23/2026', 'mm/dd/yyyy']);
    expect(formatTime(AT)).toMatch(/^06:05:09\sAM$/);
    setDateLanguage('de-DE');
    expect([formatWhen(AT), formatDay('2026-11-23'), dayPattern(), formatTime(AT)]).toEqual([
      '23.11.2026, 06:05',
      '23.11.2026',
      'dd.mm.yyyy',
      '06:05:09',
    ]);
    expect([formatWhen(null), formatWhen('not a date'), formatDay('')]).toEqual(['—', '—', '']);
  });

  it('writes a day as main names it (a plan count) exactly as the screens show it: one day format', () => {
    for (const lang of ['en-GB', 'en-US', 'de-DE', 'fr-FR'] as const) {
      setDateLanguage(lang);
      expect(dayText('2026-11-23', lang)).toBe(formatDay('2026-11-23'));
    }
    expect([dayText('2026-11-23', 'de-DE'), dayText('2026-11-23', 'en-US'), dayText('not a day', 'en-GB')]).toEqual([
      '23.11.2026',
      '11/23/2026',
      '',
    ]);
  });

  it('reads a typed day in the language’s order only, and refuses what is no day', () => {
    expect(parseDay('23/11/2026')).toBe('2026-11-23');
    expect(parseDay(' 1/2/2026 ')).toBe('2026-02-01');
    expect([parseDay('31/02/2026'), parseDay('11/23/2026'), parseDay('23/11'), parseDay('23/11/26')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    setDateLanguage('en-US');
    expect([parseDay('11/23/2026'), parseDay('23/11/2026')]).toEqual(['2026-11-23', null]);
    setDateLanguage('nl-NL');
    expect(parseDay(formatDay('2026-03-04'))).toBe('2026-03-04');
  });

  it('makes the formatters once per language', () => {
    setDateLanguage('fr-FR');
    formatWhen(AT);
    formatTime(AT);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 1000; i++) {
      formatWhen(AT + i);
      formatTime(AT + i);
      formatDay('2026-11-23');
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
