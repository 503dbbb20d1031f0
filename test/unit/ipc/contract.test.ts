// Process: test (node). The contract as main enforces it: every request refuses bad arguments with
// invalid_argument before its handler runs, and handler failures come back as values, never as throws.
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../../contract';
import { REQUEST_NAMES, type RequestName } from '../../../contract';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { ACCURACY_BAD_ARGS, ACCURACY_GOOD_ARGS } from './contract-cases-accuracy';
import { ENCODE_BAD_ARGS, ENCODE_GOOD_ARGS } from './contract-cases-encode';
import { LOCATE_BAD_ARGS, LOCATE_GOOD_ARGS } from './contract-cases-locate';
import { PLANS_BAD_ARGS, PLANS_GOOD_ARGS } from './contract-cases-plans';
import { READER_TUNING_BAD_ARGS, READER_TUNING_GOOD_ARGS } from './contract-cases-reader-tuning';
import { REPLENISH_BAD_ARGS, REPLENISH_GOOD_ARGS } from './contract-cases-replenish';
import { REVIEW_BAD_ARGS, REVIEW_GOOD_ARGS } from './contract-cases-review';
import { SCALE_BAD_ARGS, SCALE_GOOD_ARGS } from './contract-cases-scale';
import { TAGS_BAD_ARGS, TAGS_GOOD_ARGS } from './contract-cases-tags';
import { TRANSFERS_BAD_ARGS, TRANSFERS_GOOD_ARGS } from './contract-cases-transfers';
import { UNITS_BAD_ARGS, UNITS_GOOD_ARGS } from './contract-cases-units';
import { WORK_BAD_ARGS, WORK_GOOD_ARGS } from './contract-cases-work';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const quiet = createLogger('test.contract');

/** Handlers that record calls; any call during a "bad argument" case fails the test. */
function recordingHandlers() {
  const calls: { name: string; args: unknown }[] = [];
  const handlers = new Proxy({} as Handlers, {
    get: (_t, name: string) => (args: unknown) => {
      calls.push({ name, args });
      return { echoed: args };
    },
  });
  return { calls, handlers };
}

const NOT_AN_OBJECT = ['text', 42, null, [], true];
const noArgsCases = [...NOT_AN_OBJECT, { unexpected: 1 }];

const BAD_ARGS = {
  ...(WORK_BAD_ARGS as Record<RequestName, unknown[]>),
  ...ENCODE_BAD_ARGS,
  ...READER_TUNING_BAD_ARGS,
  ...SCALE_BAD_ARGS,
  ...UNITS_BAD_ARGS,
  ...LOCATE_BAD_ARGS,
  ...TAGS_BAD_ARGS,
  ...REVIEW_BAD_ARGS,
  ...ACCURACY_BAD_ARGS,
  ...PLANS_BAD_ARGS,
  ...TRANSFERS_BAD_ARGS,
  ...REPLENISH_BAD_ARGS,
  'app.info': noArgsCases,
  'auth.status': noArgsCases,
  'auth.resume': noArgsCases,
  'auth.signOut': noArgsCases,
  'connection.status': noArgsCases,
  'demo.startFresh': noArgsCases,
  'stores.list': noArgsCases,
  'settings.get': noArgsCases,
  'auth.signIn': [
    ...NOT_AN_OBJECT,
    {},
    { connection: { kind: 'demo' }, userName: 'demo' },
    { connection: { kind: 'demo' }, userName: '', password: 'x' },
    { connection: { kind: 'demo' }, userName: '   ', password: 'x' },
    { connection: { kind: 'demo' }, userName: 'demo', password: '' },
    { connection: { kind: 'demo' }, userName: 'demo', password: 42 },
    { connection: { kind: 'evil' }, userName: 'demo', password: 'demo' },
    { connection: { kind: 'demo', authUrl: 'http://x' }, userName: 'demo', password: 'demo' },
    {
      connection: { kind: 'real', authUrl: 'https://a.example', baseUrl: 'https://b.example' },
      userName: 'u',
      password: 'p',
    },
    {
      connection: { kind: 'real', authUrl: 'javascript:alert(1)', baseUrl: 'https://b.example', clientId: 'C' },
      userName: 'u',
      password: 'p',
    },
    {
      connection: { kind: 'real', authUrl: 'https://a.example', baseUrl: 'file:///etc/passwd', clientId: 'C' },
      userName: 'u',
      password: 'p',
    },
    {
      connection: { kind: 'real', authUrl: 'https://a.example', baseUrl: 'not a url', clientId: 'C' },
      userName: 'u',
      password: 'p',
    },
    { connection: { kind: 'demo' }, userName: 'demo', password: 'demo', extra: true },
    { connection: { kind: 'demo' }, userName: 'x'.repeat(201), password: 'demo' },
  ],
  'stores.choose': [
    ...NOT_AN_OBJECT,
    {},
    { storeId: 'S01' },
    { storeId: 42 },
    { storeId: `${GUID}x` },
    { storeId: GUID, more: 1 },
  ],
  'settings.set': [
    ...NOT_AN_OBJECT,
    { workingStore: { id: 'nope', code: 'S01', description: 'x' } },
    { workingStore: { id: GUID, code: 'S01' } },
    { password: 'secret' },
    { connection: { kind: 'demo' } },
  ],
  'shell.openExternal': [...NOT_AN_OBJECT, {}, { url: 42 }, { url: `https://example.com/${'a'.repeat(2100)}` }],
  'catalog.status': noArgsCases,
  'catalog.cancelSync': noArgsCases,
  'catalog.sync': [...NOT_AN_OBJECT, { full: 'yes' }, { full: 1 }, { full: true, store: 'S01' }],
  'lookup.lookup': [
    ...NOT_AN_OBJECT,
    {},
    { text: '' },
    { text: '   ' },
    { text: 42 },
    { text: 'x'.repeat(4097) },
    { text: '3074', more: 1 },
  ],
  'lookup.search': [
    ...NOT_AN_OBJECT,
    {},
    { query: '' },
    { query: '  ' },
    { query: 'x'.repeat(201) },
    { query: 'shirt', limit: 0 },
    { query: 'shirt', limit: 101 },
    { query: 'shirt', limit: 2.5 },
    { query: 'shirt', limit: '5' },
    { query: 'shirt', extra: true },
  ],
  'reader.ports': noArgsCases,
  'reader.getSettings': noArgsCases,
  'reader.connect': noArgsCases,
  'reader.disconnect': noArgsCases,
  'reader.status': noArgsCases,
  'reader.resetCounters': noArgsCases,
  'reader.stopSimulator': noArgsCases,
  'reader.setSettings': [
    ...NOT_AN_OBJECT,
    { source: 'bluetooth' },
    { protocol: 'zebra' },
    { baudRate: 12345 },
    { baudRate: '9600' },
    { power: 5 },
    { power: 40 },
    { power: 20.5 },
    { port: '' },
    { port: 'x'.repeat(513) },
    { sounds: 'yes' },
    { wedge: { maxGapMs: 40 } },
    { wedge: { maxGapMs: 1, minLength: 6, suffixKeys: ['Enter'], prefixKey: null } },
    { wedge: { maxGapMs: 40, minLength: 6, suffixKeys: [], prefixKey: null } },
    { wedge: { maxGapMs: 40, minLength: 6, suffixKeys: ['Escape'], prefixKey: null } },
    { wedge: { maxGapMs: 40, minLength: 6, suffixKeys: ['Enter'], prefixKey: 'two' } },
    { simulator: { tags: 0, rate: 100 } },
    { simulator: { tags: 10, rate: 100000 } },
    { password: 'x' },
  ],
  'reader.ingestScan': [
    ...NOT_AN_OBJECT,
    {},
    { text: '12345678' },
    { text: '', kind: 'barcode' },
    { text: '   ', kind: 'barcode' },
    { text: 'abc\u0007def', kind: 'barcode' },
    { text: 'x'.repeat(257), kind: 'barcode' },
    { text: '12345678', kind: 'qr' },
    { text: '12345678', kind: 'AUTO' },
    { text: 'NOT-HEX-AT-ALL', kind: 'epc' },
    { text: '30740', kind: 'epc' },
    { text: '12345678', kind: 'barcode', extra: 1 },
  ],
  'reader.startSimulator': [
    ...NOT_AN_OBJECT,
    { tags: 0 },
    { tags: 5001 },
    { rate: -1 },
    { rate: 1.5 },
    { protocol: 'zebra' },
    { tags: 10, port: '/dev/ttyS0' },
  ],
};

const GOOD_ARGS = {
  ...(WORK_GOOD_ARGS as Record<RequestName, unknown>),
  ...ENCODE_GOOD_ARGS,
  ...READER_TUNING_GOOD_ARGS,
  ...SCALE_GOOD_ARGS,
  ...UNITS_GOOD_ARGS,
  ...REVIEW_GOOD_ARGS,
  ...LOCATE_GOOD_ARGS,
  ...TAGS_GOOD_ARGS,
  ...ACCURACY_GOOD_ARGS,
  ...PLANS_GOOD_ARGS,
  ...TRANSFERS_GOOD_ARGS,
  ...REPLENISH_GOOD_ARGS,
  'app.info': {},
  'auth.status': undefined,
  'auth.resume': {},
  'auth.signOut': {},
  'connection.status': {},
  'demo.startFresh': {},
  'stores.list': {},
  'settings.get': {},
  'auth.signIn': { connection: { kind: 'demo' }, userName: ' demo ', password: 'demo' },
  'stores.choose': { storeId: GUID },
  'settings.set': { workingStore: null },
  'shell.openExternal': { url: 'https://example.com/' },
  'catalog.status': {},
  'catalog.cancelSync': {},
  'catalog.sync': { full: true },
  'lookup.lookup': { text: '3074257BF7194E4000001A85' },
  'lookup.search': { query: ' shirt ', limit: 10 },
  'reader.ports': {},
  'reader.getSettings': {},
  'reader.connect': {},
  'reader.disconnect': {},
  'reader.status': {},
  'reader.resetCounters': {},
  'reader.stopSimulator': {},
  'reader.setSettings': {
    source: 'serial',
    port: ' /dev/ttyUSB0 ',
    baudRate: 57600,
    protocol: 'chafon',
    power: 20,
    sounds: false,
    wedge: { maxGapMs: 30, minLength: 4, suffixKeys: ['Enter'], prefixKey: 'F9' },
  },
  'reader.ingestScan': { text: ' 5012345678900 ', kind: 'barcode' },
  'reader.startSimulator': { tags: 50, rate: 1000, protocol: 'tsl' },
};

describe('IPC contract validation', () => {
  it('has bad-argument cases for every request in the contract', () => {
    expect(Object.keys(BAD_ARGS).sort()).toEqual([...REQUEST_NAMES].sort());
  });

  for (const name of REQUEST_NAMES) {
    it(`${name}: refuses every bad argument with invalid_argument and never calls the handler`, async () => {
      const { calls, handlers } = recordingHandlers();
      const dispatch = createDispatcher(handlers, quiet);
      for (const args of BAD_ARGS[name]) {
        const result = await dispatch(name, args);
        expect(result.ok, `accepted ${JSON.stringify(args)?.slice(0, 120)}`).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid_argument');
          expect(result.error.message).toContain(name);
        }
      }
      expect(calls).toEqual([]);
    });

    it(`${name}: passes good arguments, parsed, to its handler`, async () => {
      const { calls, handlers } = recordingHandlers();
      const result = await createDispatcher(handlers, quiet)(name, GOOD_ARGS[name]);
      expect(result.ok).toBe(true);
      expect(calls.map((c) => c.name)).toEqual([name]);
    });
  }

  it('trims the user name and strips a pasted /api/v3 from the base URL', async () => {
    const { calls, handlers } = recordingHandlers();
    const dispatch = createDispatcher(handlers, quiet);
    await dispatch('auth.signIn', {
      connection: {
        kind: 'real',
        authUrl: 'https://auth.example/',
        baseUrl: 'https://fetch.example/api/v3/',
        clientId: ' C1 ',
      },
      userName: ' ann ',
      password: ' p ',
    });
    expect(calls[0]?.args).toEqual({
      connection: { kind: 'real', authUrl: 'https://auth.example', baseUrl: 'https://fetch.example', clientId: 'C1' },
      userName: 'ann',
      password: ' p ',
    });
  });

  it('refuses unknown and non-string request names, including prototype keys', async () => {
    const { calls, handlers } = recordingHandlers();
    const dispatch = createDispatcher(handlers, quiet);
    for (const name of ['nope', '__proto__', 'constructor', 'toString', 42, null, undefined]) {
      const result = await dispatch(name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown_request' } });
    }
    expect(calls).toEqual([]);
  });

  it('returns typed errors as values and hides unexpected ones behind a generic message', async () => {
    class AuthError extends Error {
      code = 'bad_credentials';
      override name = 'AuthError';
    }
    const handlers = {
      'auth.signIn': () => {
        throw new AuthError('The client ID, user name or password is wrong.');
      },
      'stores.choose': () => {
        throw new UserError('not_found', 'That store no longer exists.');
      },
      'app.info': () => {
        throw new Error('SELECT * FROM secrets failed at /home/x');
      },
    } as unknown as Handlers;
    const dispatch = createDispatcher(handlers, quiet);
    expect(await dispatch('auth.signIn', GOOD_ARGS['auth.signIn'])).toEqual({
      ok: false,
      error: { code: 'bad_credentials', message: 'The client ID, user name or password is wrong.' },
    });
    expect(await dispatch('stores.choose', GOOD_ARGS['stores.choose'])).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const internal = await dispatch('app.info', {});
    expect(internal).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(internal)).not.toContain('secrets');
  });

  it('never echoes a password in a validation error', async () => {
    const { handlers } = recordingHandlers();
    const result = await createDispatcher(handlers, quiet)('auth.signIn', {
      connection: { kind: 'demo' },
      userName: '',
      password: 'hunter2-secret',
    });
    expect(JSON.stringify(result)).not.toContain('hunter2-secret');
  });
});
