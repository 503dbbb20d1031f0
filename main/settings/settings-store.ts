// Process: main (domain, Electron-free). The app's small JSON settings file in the data folder: connection profile
// (never the password), user name, working store. Validated on load, written atomically, never crashes on a bad file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ReaderSettings, StoredReaderSettings } from '../contract/reader-settings';
import { ConnectionProfile } from '../contract/session';
import { WorkingStore } from '../contract/stores';
import { createLogger, type Logger } from '../shared/logger';

export const SETTINGS_FILE_NAME = 'settings.json';

const sections = {
  connection: ConnectionProfile.nullable(),
  userName: z.string().nullable(),
  workingStore: WorkingStore.nullable(),
  readerSettings: ReaderSettings,
};

/**
 * Loading: each section falls back to its default on its own (`catch`), so one bad value does not wipe the rest;
 * unknown sections are kept (`looseObject`) so a file written by a newer version survives a round trip.
 */
export const Settings = z.looseObject({
  version: z.literal(1).catch(1),
  connection: sections.connection.catch(null),
  userName: sections.userName.catch(null),
  workingStore: sections.workingStore.catch(null),
  // Absent until the reader settings are first saved (main/contract/reader-settings.ts has the defaults).
  readerSettings: StoredReaderSettings.optional().catch(undefined),
});
/** Updating: strict, so a bad value is refused instead of quietly replaced by a default. */
const SettingsUpdate = z.object(sections).partial().strict();
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = { version: 1, connection: null, userName: null, workingStore: null };

export interface SettingsStore {
  get(): Settings;
  /** Merges the patch, validates the result and writes it; resolves once the file is on disk. */
  update(patch: Partial<Omit<Settings, 'version'>>): Promise<Settings>;
}

export async function openSettingsStore(
  filePath: string,
  logger: Logger = createLogger('settings'),
): Promise<SettingsStore> {
  let current = await loadSettings(filePath, logger);
  // Writes are chained so two quick updates can never interleave their temp files and renames.
  let writing: Promise<unknown> = Promise.resolve();

  return {
    get: () => current,
    async update(patch) {
      const next = Settings.parse({ ...current, ...SettingsUpdate.parse(patch), version: 1 });
      current = next;
      const done = writing.then(() => writeAtomically(filePath, `${JSON.stringify(next, null, 2)}\n`));
      writing = done.catch(() => undefined);
      return done.then(() => next);
    },
  };
}

async function loadSettings(filePath: string, logger: Logger): Promise<Settings> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn('settings file unreadable; using defaults', { filePath, error: String(err) });
    }
    return { ...DEFAULT_SETTINGS };
  }
  try {
    return Settings.parse(JSON.parse(text));
  } catch (err) {
    logger.warn('settings file is not valid JSON; using defaults (the file is left as it is until the next save)', {
      filePath,
      error: String(err),
    });
    return { ...DEFAULT_SETTINGS };
  }
}

async function writeAtomically(filePath: string, text: string): Promise<void> {
  await mkdir(dirname(filePath), { recursive: true });
  const temp = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, text, { encoding: 'utf8', mode: 0o600 });
    await rename(temp, filePath);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
