// Process: main (domain, Electron-free). The app's small JSON settings file in the data folder: connection profile
// (never the password), user name, working store, language, currency, replenishment's stale-days limit. Validated on load, written atomically, never crashes on a bad file:
// a damaged one keeps the sections that still read, is copied aside before it is rewritten, and says what was reset.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ReaderSettings, StoredReaderSettings } from '../../contract/reader-settings';
import { ScaleSettings, StoredScaleSettings } from '../../contract/scale-settings';
import { ConnectionProfile } from '../../contract/session';
import { CurrencyCode, DEFAULT_LANGUAGE, DEFAULT_STALE_DAYS, Language, StaleDays } from '../../contract/settings';
import { WorkingStore } from '../../contract/stores';
import { createLogger, type Logger } from '../shared/logger';
import { damagedCopyName } from '../sqlite/recover';
import { salvageSections } from './salvage';

export const SETTINGS_FILE_NAME = 'settings.json';

const sections = {
  connection: ConnectionProfile.nullable(),
  userName: z.string().nullable(),
  workingStore: WorkingStore.nullable(),
  readerSettings: ReaderSettings,
  scaleSettings: ScaleSettings,
  language: Language,
  currency: CurrencyCode.nullable(),
  staleDays: StaleDays,
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
  // Absent until the reader settings are first saved (contract/reader-settings.ts has the defaults).
  readerSettings: StoredReaderSettings.optional().catch(undefined),
  // Absent until Settings -> Scale is first saved (contract/scale-settings.ts has the defaults).
  scaleSettings: StoredScaleSettings.optional().catch(undefined),
  language: sections.language.catch(DEFAULT_LANGUAGE),
  currency: sections.currency.catch(null),
  // Absent until set in Settings: staleDaysOf gives the default.
  staleDays: StaleDays.optional().catch(undefined),
});
/** Updating: strict, so a bad value is refused instead of quietly replaced by a default. */
const SettingsUpdate = z.object(sections).partial().strict();
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  connection: null,
  userName: null,
  workingStore: null,
  language: DEFAULT_LANGUAGE,
  currency: null,
};

/** The user-visible sections, by the name the recovery notice uses. */
export type SettingsSection = keyof typeof sections;
const SECTION_NAMES = Object.keys(sections) as SettingsSection[];
const StrictSection = {
  ...sections,
  readerSettings: StoredReaderSettings.optional(),
  scaleSettings: StoredScaleSettings.optional(),
  staleDays: StaleDays.optional(),
};

export interface SettingsRecovery {
  /** Sections that could not be read and are back to their defaults (for a file cut short: any section not
   * found before the cut, which may simply never have been set). */
  resetSections: SettingsSection[];
  /** The damaged file as it was, copied before anything overwrote it; null when even copying it failed. */
  savedCopy: string | null;
}

export interface SettingsStore {
  get(): Settings;
  /** Non-null when settings.json was damaged at open: what was reset and where the old file is kept. */
  recovered(): SettingsRecovery | null;
  /** Merges the patch, validates the result and writes it; resolves once the file is on disk. */
  update(patch: Partial<Omit<Settings, 'version'>>): Promise<Settings>;
}

export async function openSettingsStore(
  filePath: string,
  logger: Logger = createLogger('settings'),
): Promise<SettingsStore> {
  const loaded = await loadSettings(filePath, logger);
  let current = loaded.settings;
  const recovery = loaded.damaged ? await keepDamagedFile(filePath, current, loaded.damaged, logger) : null;
  // Writes are chained so two quick updates can never interleave their temp files and renames.
  let writing: Promise<unknown> = Promise.resolve();

  return {
    get: () => current,
    recovered: () => recovery,
    async update(patch) {
      const next = Settings.parse({ ...current, ...SettingsUpdate.parse(patch), version: 1 });
      current = next;
      const done = writing.then(() => writeAtomically(filePath, `${JSON.stringify(next, null, 2)}\n`));
      writing = done.catch(() => undefined);
      return done.then(() => next);
    },
  };
}

/**
 * Replenishment's stale-days limit: a back-room picture older than this many whole days is flagged (the
 * `staleDays` option of domain/replenish buildReplenishment). The one reading of the setting: the app's list, the
 * settings view and the CLI's default all take it from here.
 */
export const staleDaysOf = (settings: Pick<Settings, 'staleDays'>): number => settings.staleDays ?? DEFAULT_STALE_DAYS;

/**
 * The settings file as it reads, without writing anything (a damaged file is left for the app to repair and tell
 * about): for the CLI, which only reads the app's settings.
 */
export async function readSettingsFile(filePath: string, logger: Logger = createLogger('settings')): Promise<Settings> {
  return (await loadSettings(filePath, logger)).settings;
}

interface Loaded {
  settings: Settings;
  /** The sections that were reset, when the file was damaged; null for a sound or missing file. */
  damaged: SettingsSection[] | null;
}

async function loadSettings(filePath: string, logger: Logger): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { settings: { ...DEFAULT_SETTINGS }, damaged: null };
    logger.warn('settings file unreadable; using defaults', { filePath, error: String(err) });
    return { settings: { ...DEFAULT_SETTINGS }, damaged: SECTION_NAMES };
  }
  let raw: unknown;
  let whole = true;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    whole = false;
    raw = salvageSections(text) ?? {};
    logger.warn('settings file is not valid JSON; keeping the sections that still read', {
      filePath,
      kept: Object.keys(raw as object).filter((k) => k in sections),
      error: String(err),
    });
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    raw = {};
    whole = false;
  }
  const found = raw as Record<string, unknown>;
  const settings = Settings.parse({ ...found, version: 1 });
  // Reset: a section that was there but did not validate, or (file not whole) one that could not be read at all.
  const reset = SECTION_NAMES.filter((name) =>
    name in found ? !StrictSection[name].safeParse(found[name]).success : !whole,
  );
  return { settings, damaged: whole && reset.length === 0 ? null : reset };
}

/** Copies the damaged file aside (never over an existing file), then writes the repaired settings in its place. */
async function keepDamagedFile(
  filePath: string,
  settings: Settings,
  resetSections: SettingsSection[],
  logger: Logger,
): Promise<SettingsRecovery> {
  const savedCopy = damagedCopyName(filePath, new Date());
  try {
    await copyFile(filePath, savedCopy, constants.COPYFILE_EXCL);
  } catch (err) {
    logger.error('could not copy the damaged settings file aside; it is left as it is', {
      filePath,
      error: String(err),
    });
    return { resetSections, savedCopy: null };
  }
  // Rewritten now, so the next launch reads a sound file and the user is told only once.
  await writeAtomically(filePath, `${JSON.stringify(settings, null, 2)}\n`).catch((err) =>
    logger.warn('could not rewrite the repaired settings file', { filePath, error: String(err) }),
  );
  logger.warn('settings file was damaged: copied aside, these sections were reset', { savedCopy, resetSections });
  return { resetSections, savedCopy };
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
