// Process: test (node). The settings file on a real temp folder: defaults, corrupt files, partial damage,
// unknown sections kept, atomic and ordered writes.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, openSettingsStore } from '../../../main/settings/settings-store';
import { createLogger, setLogSink } from '../../../main/shared/logger';

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
    expect(reopened.get()).toEqual({ version: 1, connection: REAL, userName: 'ann', workingStore: STORE });
  });

  it('falls back to defaults on a corrupt file, logs one line, and does not crash', async () => {
    await (await openSettingsStore(file)).update({ userName: 'ann' });
    await writeFile(file, '{"version": 1, "userName": "ann"');
    const store = await openSettingsStore(file, createLogger('test.settings'));
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(lines.filter((l) => l.includes('WARN') && l.includes('settings'))).toHaveLength(1);
  });

  it('drops only the damaged section and keeps unknown sections from newer versions', async () => {
    await (await openSettingsStore(file)).update({ userName: 'ann' });
    const raw = JSON.parse(await readFile(file, 'utf8'));
    raw.workingStore = { id: 'not-a-guid', code: 5 };
    raw.connection = { kind: 'real', authUrl: 'javascript:alert(1)', baseUrl: 'https://x', clientId: 'C' };
    raw.reader = { port: '/dev/ttyUSB0' };
    await writeFile(file, JSON.stringify(raw));
    const store = await openSettingsStore(file);
    expect(store.get()).toMatchObject({ userName: 'ann', workingStore: null, connection: null });
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

  it('writes atomically and in order: many quick updates end with the last one and leave no temp files', async () => {
    const store = await openSettingsStore(file);
    const writes = Array.from({ length: 25 }, (_, i) => store.update({ userName: `user${i}` }));
    await Promise.all(writes);
    expect(JSON.parse(await readFile(file, 'utf8')).userName).toBe('user24');
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json']);
  });
});
