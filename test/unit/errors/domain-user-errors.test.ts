// Process: node (tests). What domain/ says to the user reaches the user: each refusal that was a plain Error (and
// so crossed IPC as the generic "internal") now crosses with its code and its own words (hosts/ipc/errors.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../../contract/reader-settings';
import { EMPTY_TUNING } from '../../../contract/reader-tuning';
import { apiRootOf } from '../../../domain/api/http';
import { authEndpoint } from '../../../domain/auth/auth-api';
import { pickStore } from '../../../domain/catalog/sync';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { locateModeFromArgs } from '../../../domain/reader/sim/locate-keys';
import { sourceFromSettings } from '../../../domain/reader/sources/from-settings';
import { createTuningKeeper } from '../../../domain/reader/tuning/keeper';
import { openSqlite } from '../../../domain/sqlite/open';
import { toAppError } from '../../../hosts/ipc/errors';

/** What crosses IPC for whatever `run` throws (fails the test if it throws nothing). */
async function crossing(run: () => unknown) {
  try {
    await run();
  } catch (err) {
    return toAppError(err);
  }
  throw new Error('expected a refusal');
}

const noTags = () => [];

describe('domain refusals cross IPC with their code and words', () => {
  it.each([
    ['serial', 'Choose the serial port'],
    ['hid', 'Choose the USB HID reader'],
    ['wedge-only', 'needs no connection'],
  ] as const)('a %s reader with nothing to connect to: reader_settings', async (source, words) => {
    const settings = { ...DEFAULT_READER_SETTINGS, source, port: null };
    const r = await crossing(() => sourceFromSettings(settings, {}, noTags));
    expect(r).toMatchObject({ expected: true, error: { code: 'reader_settings' } });
    expect(r.error.message).toContain(words);
  });

  it('saving a tuning with no port chosen: reader_settings', async () => {
    const keeper = createTuningKeeper({
      settings: () => ({ ...DEFAULT_READER_SETTINGS, source: 'serial', port: null }),
      saveTunings: async () => {},
      onReport: () => {},
    });
    const r = await crossing(() => keeper.save(EMPTY_TUNING));
    expect(r.error).toMatchObject({ code: 'reader_settings', message: expect.stringContaining('port first') });
  });

  it('a store the service does not list, or no store at all: not_found, naming the stores to choose from', async () => {
    const stores = [{ id: 'a', code: 'S01', description: 'Downtown' }] as Parameters<typeof pickStore>[0];
    const missing = await crossing(() => pickStore(stores, 'S09'));
    expect(missing.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('S01 (Downtown)') });
    const none = await crossing(() => pickStore([], undefined));
    expect(none.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('lists no stores') });
  });

  it('a pack size out of range or on a code that is not a case: invalid_argument', async () => {
    const db = openSqlite(':memory:', { label: 'pack sizes test', migrations: [], synchronous: 'NORMAL' });
    try {
      db.exec('CREATE TABLE pack_sizes (gtin14 TEXT PRIMARY KEY, units INTEGER, set_at INTEGER, set_by TEXT)');
      const packs = createPackSizes(db);
      const range = await crossing(() => packs.set('10012345678902', 0));
      expect(range.error).toMatchObject({ code: 'invalid_argument', message: expect.stringContaining('1 to 100,000') });
      const notCase = await crossing(() => packs.set('00012345678905', 6));
      expect(notCase.error).toMatchObject({ code: 'invalid_argument', message: expect.stringContaining('not a case') });
    } finally {
      db.close();
    }
  });

  it('a service or sign-in address that is not http(s): invalid_argument', async () => {
    expect((await crossing(() => apiRootOf('ftp://example.test'))).error.code).toBe('invalid_argument');
    expect((await crossing(() => authEndpoint('ftp://example.test', 'token'))).error.code).toBe('invalid_argument');
  });

  it("the simulator's --locate with no EPC in hex: invalid_argument", async () => {
    const r = await crossing(() => locateModeFromArgs('not-hex', undefined));
    expect(r.error).toMatchObject({ code: 'invalid_argument', message: expect.stringContaining('--locate') });
  });
});
