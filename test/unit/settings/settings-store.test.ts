// Process: test (node). The settings file on a real temp folder: defaults, damaged files (cut short, garbage, one
// bad section: what still reads is kept, the file is copied aside, the reset sections are named), unknown sections
// kept, atomic and ordered writes.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  openSettingsStore,
  readSettingsFile,
  staleDaysOf,
} from '../../../domain/settings/settings-store';
import { createLogger, setLogSink } from '../../../domain/shared/logger';

const STORE = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: 'S01', description: 'Downtown' };
const REAL = {
  kind: 'real' as const,
  authUrl: 'https://auth.example',
  baseUrl: 'https://fetch.example',
  clientId: 'C1',
};

describe('settings store', () => {
  let dir: string;
  let file: string;
  let lines: string[];
  let restoreSink: () => void;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stocktake-settings-'));
    file = join(dir, 'nested', 'settings.json');
    lines = [];
    restoreSink = setLogSink((line) => lines.push(line));
  });
  afterEach(async () => {
    restoreSink();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts from defaults when there is no file, and writes nothing until asked', async () => {
    const store = await openSettingsStore(file);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('round-trips an update through the file', async () => {
    const store = await openSettingsStore(file);
    await store.update({ connection: REAL, userName: 'ann', workingStore: STORE });
    const reopened = await openSettingsStore(file);
    expect(reopened.get()).toEqual({ ...DEFAULT_SETTINGS, connection: REAL, userName: 'ann', workingStore: STORE });
  });

  it('keeps the sections of a file cut short, copies it aside before rewriting it, and says what was reset', async () => {
    await (await openSettingsStore(file)).update({ connection: REAL, userName: 'ann', workingStore: STORE });
    const whole = await readFile(file, 'utf8');
    const cut = whole.slice(0, whole.indexOf('"workingStore"') + 30);
    await writeFile(file, cut);
    const store = await openSettingsStore(file, createLogger('test.settings'));
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, connection: REAL, userName: 'ann', workingStore: null });
    const recovered = store.recovered();
    expect(recovered?.resetSections).toEqual([
      'workingStore',
      'readerSettings',
      'scaleSettings',
      'language',
      'currency',
      'staleDays',
    ]);
    expect(recovered?.savedCopy).toMatch(/settings\.json\.damaged-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(await readFile(recovered?.savedCopy ?? '', 'utf8')).toBe(cut);
    // The file was rewritten with what was kept: the next launch reads it whole and says nothing.
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ connection: REAL, userName: 'ann' });
    const next = await openSettingsStore(file);
    expect(next.recovered()).toBeNull();
    expect(next.get()).toMatchObject({ connection: REAL, userName: 'ann' });
    expect(lines.some((l) => l.includes('WARN') && l.includes('not valid JSON'))).toBe(true);
    expect((await readdir(join(dir, 'nested'))).filter((f) => f.includes('.damaged-'))).toHaveLength(1);
  });

  it.each([
    ['garbage bytes', Buffer.from([0x00, 0xff, 0x7b, 0x22, 0x9c, 0x00])],
    ['JSON that is not an object', Buffer.from('[1, 2, 3]')],
    ['an empty file', Buffer.alloc(0)],
  ])('%s: defaults, every section named as reset, the file kept aside', async (_label, bytes) => {
    await mkdir(join(dir, 'nested'), { recursive: true });
    await writeFile(file, bytes);
    const store = await openSettingsStore(file);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    const recovered = store.recovered();
    expect(recovered?.resetSections).toEqual([
      'connection',
      'userName',
      'workingStore',
      'readerSettings',
      'scaleSettings',
      'language',
      'currency',
      'staleDays',
    ]);
    expect((await readFile(recovered?.savedCopy ?? '')).equals(bytes)).toBe(true);
  });

  it('a sound file or none: nothing recovered, nothing copied', async () => {
    expect((await openSettingsStore(file)).recovered()).toBeNull();
    await (await openSettingsStore(file)).update({ userName: 'ann' });
    expect((await openSettingsStore(file)).recovered()).toBeNull();
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json']);
  });

  it('drops only the damaged section, names it, and keeps unknown sections from newer versions', async () => {
    await (await openSettingsStore(file)).update({ userName: 'ann' });
    const raw = JSON.parse(await readFile(file, 'utf8'));
    raw.workingStore = { id: 'not-a-guid', code: 5 };
    raw.connection = { kind: 'real', authUrl: 'javascript:alert(1)', baseUrl: 'https://x', clientId: 'C' };
    raw.reader = { port: '/dev/ttyUSB0' };
    const damaged = JSON.stringify(raw);
    await writeFile(file, damaged);
    const store = await openSettingsStore(file);
    expect(store.get()).toMatchObject({ userName: 'ann', workingStore: null, connection: null });
    expect(store.recovered()?.resetSections).toEqual(['connection', 'workingStore']);
    expect(await readFile(store.recovered()?.savedCopy ?? '', 'utf8')).toBe(damaged);
    await store.update({ workingStore: STORE });
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.reader).toEqual({ port: '/dev/ttyUSB0' });
  });

  it('refuses an invalid update without touching memory or disk', async () => {
    const store = await openSettingsStore(file);
    await store.update({ workingStore: STORE });
    await expect(store.update({ workingStore: { ...STORE, id: 'nope' } })).rejects.toThrow();
    expect(store.get().workingStore).toEqual(STORE);
    expect(JSON.parse(await readFile(file, 'utf8')).workingStore).toEqual(STORE);
  });

  it('keeps the language and the fallback currency; a code that is not ISO 4217-shaped is refused', async () => {
    const store = await openSettingsStore(file);
    expect(store.get()).toMatchObject({ language: 'en-GB', currency: null });
    await store.update({ language: 'fr-FR', currency: 'EUR' });
    expect((await openSettingsStore(file)).get()).toMatchObject({ language: 'fr-FR', currency: 'EUR' });
    await expect(store.update({ currency: 'euro' })).rejects.toThrow();
    await expect(store.update({ language: 'xx-XX' as never })).rejects.toThrow();
    expect(store.get()).toMatchObject({ language: 'fr-FR', currency: 'EUR' });
  });

  it("keeps replenishment's stale-days limit: 7 until set, a whole number of 1 to 365 days, read by the CLI as is", async () => {
    const store = await openSettingsStore(file);
    expect(staleDaysOf(store.get())).toBe(7);
    expect(staleDaysOf(await readSettingsFile(file))).toBe(7);
    await store.update({ staleDays: 3 });
    expect(staleDaysOf((await openSettingsStore(file)).get())).toBe(3);
    for (const bad of [0, 2.5, 366, -1]) await expect(store.update({ staleDays: bad })).rejects.toThrow();
    expect(staleDaysOf(store.get())).toBe(3);
    // A damaged value falls back to the default alone; reading the file for the CLI writes nothing.
    const text = (await readFile(file, 'utf8')).replace('"staleDays": 3', '"staleDays": "soon"');
    await writeFile(file, text);
    expect(staleDaysOf(await readSettingsFile(file))).toBe(7);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect((await readdir(join(dir, 'nested'))).filter((f) => f.includes('damaged'))).toEqual([]);
  });

  it('writes atomically and in order: many quick updates end with the last one and leave no temp files', async () => {
    const store = await openSettingsStore(file);
    const writes = Array.from({ length: 25 }, (_, i) => store.update({ userName: `user${i}` }));
    await Promise.all(writes);
    expect(JSON.parse(await readFile(file, 'utf8')).userName).toBe('user24');
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json']);
  });
});
