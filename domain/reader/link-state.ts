// Process: main (domain, Electron-free). What the reader's status says: each reader's link (state, the manager's
// last detail, the port or "simulator" it reads from) as the manager's status events move it (each event names its
// reader), and the one sentence that tells the user what to do next in that state.

import type { ReaderStatus } from '../../contract/reader';
import type { ReaderSettings } from '../../contract/reader-settings';
import type { ReaderEvent, ReaderState } from './events';

/** The port label the in-app simulator connects under (sources/from-settings.ts). */
export const SIMULATOR_PORT = 'simulator';

export interface ReaderLink {
  state: ReaderStatus['state'];
  detail: string;
  port: string | null;
}

const STATE: Record<ReaderState, ReaderStatus['state']> = {
  disconnected: 'idle',
  connecting: 'connecting',
  connected: 'connected',
  reconnecting: 'reconnecting',
  error: 'error',
};

/** The main reader's id (the one Locate and Encode act on): its port, or "simulator"; null for the keyboard wedge
 * alone. */
export const mainReaderId = (s: Pick<ReaderSettings, 'source' | 'port'>): string | null =>
  s.source === 'wedge-only' ? null : s.source === 'simulator' ? SIMULATOR_PORT : (s.port ?? 'reader');

/** A simulator's id: the main one ("simulator") or another ("sim-2"). */
export const isSimulatorId = (id: string | null): boolean => id === SIMULATOR_PORT || /^sim-\d+$/.test(id ?? '');

export const idleLink = (): ReaderLink => ({ state: 'idle', detail: '', port: null });

/** Moves each reader's link along the batch's status events; true when there was one (a status push is due). A
 * status of a reader no longer in `links` (closed and removed) changes nothing. */
export function followStatus(links: ReadonlyMap<string, ReaderLink>, events: readonly ReaderEvent[]): boolean {
  let changed = false;
  for (const e of events) {
    if (e.type !== 'status') continue;
    const link = e.reader === undefined ? undefined : links.get(e.reader);
    changed = true;
    if (!link) continue;
    link.state = STATE[e.state];
    link.detail = e.detail ?? '';
    if (e.state === 'disconnected') link.port = null;
    // The manager's connecting/connected detail is the label (port path or "simulator").
    else if ((e.state === 'connecting' || e.state === 'connected') && e.detail) link.port = e.detail;
  }
  return changed;
}

export function linkMessage(link: ReaderLink, s: Pick<ReaderSettings, 'source' | 'simulator'>): string {
  const sim = isSimulatorId(link.port);
  const what = sim ? 'the demo reader simulator' : (link.port ?? 'the reader');
  switch (link.state) {
    case 'idle':
      return s.source === 'wedge-only'
        ? 'Keyboard-wedge scanners work without connecting: scan with focus outside text fields.'
        : 'Not connected. Choose Connect to start reading.';
    case 'connecting':
      return `Opening ${what}…`;
    case 'connected':
      return sim
        ? `Demo reader simulator: ${s.simulator.tags} tags at ${s.simulator.rate} reads/s.`
        : `Reading from ${what}.`;
    case 'reconnecting':
      return `${link.detail}. Check the cable or plug the reader back in; the app keeps trying.`;
    case 'error':
      return `${link.detail}. Check the reader settings (source, port) and connect again.`;
  }
}
