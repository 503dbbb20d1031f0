// Process: main (composition, Electron-free). The notices the user must read once: settings that were reset,
// a damaged journal moved aside, background work that failed (a reader tap, an engine that would not start).
// Kept in memory for this run until dismissed; each new one is pushed as 'app.notice'. A repeat of the same
// sentence while the first is still shown is not added again (a failing background step must not flood).
import { randomUUID } from 'node:crypto';
import type { AppNotice } from '../../contract/app';
import type { SettingsRecovery, SettingsSection } from '../../domain/settings/settings-store';
import type { EventHub } from '../ipc/events';

const MAX_NOTICES = 20;

export interface Notices {
  add(kind: AppNotice['kind'], message: string, file?: string): AppNotice;
  list(): AppNotice[];
  dismiss(id: string): AppNotice[];
}

export function createNotices(events: EventHub, now: () => number = Date.now): Notices {
  let notices: AppNotice[] = [];
  return {
    add(kind, message, file) {
      const same = notices.find((n) => n.kind === kind && n.message === message);
      if (same) return same;
      const notice: AppNotice = { id: randomUUID(), kind, message, at: now(), ...(file ? { file } : {}) };
      notices = [...notices, notice].slice(-MAX_NOTICES);
      events.emit('app.notice', notice);
      return notice;
    },
    list: () => [...notices],
    dismiss(id) {
      notices = notices.filter((n) => n.id !== id);
      return [...notices];
    },
  };
}

const SECTION_LABELS: Record<SettingsSection, string> = {
  connection: 'the service connection',
  userName: 'the user name',
  workingStore: 'the working store',
  readerSettings: 'the reader settings',
  scaleSettings: 'the scale settings',
  language: 'the language',
  currency: 'the fallback currency',
  staleDays: "replenishment's stale-days limit",
};

/** "settings.json could not be read: the service connection and the working store were reset. ..." */
export function settingsResetMessage(recovery: SettingsRecovery): string {
  const names = recovery.resetSections.map((s) => SECTION_LABELS[s]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'nothing');
  const kept = recovery.savedCopy
    ? ` The damaged file was kept as ${recovery.savedCopy}.`
    : ' The damaged file could not be copied aside.';
  const verb = names.length === 1 ? 'was' : 'were';
  return `The settings file was damaged: ${list} ${verb} reset; everything else was kept.${kept} Check them in Settings (or sign in again).`;
}
