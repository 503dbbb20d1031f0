// Process: main (domain, Electron-free). What the reader's status says: the link (state, the manager's last detail,
// the port or "simulator" it reads from) as the manager's status events move it, and the one sentence that tells the
// user what to do next in that state.

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

export const idleLink = (): ReaderLink => ({ state: 'idle', detail: '', port: null });

/** Moves the link along the batch's status events; true when there was one (a status push is due). */
export function followStatus(link: ReaderLink, events: readonly ReaderEvent[]): boolean {
  let changed = false;
  for (const e of events) {
    if (e.type !== 'status') continue;
    link.state = STATE[e.state];
    link.detail = e.detail ?? '';
    if (e.state === 'disconnected') link.port = null;
    // The manager's connecting/connected detail is the label (port path or "simulator").
    else if ((e.state === 'connecting' || e.state === 'connected') && e.detail) link.port = e.detail;
    changed = true;
  }
  return changed;
}

export function linkMessage(link: ReaderLink, s: ReaderSettings): string {
  const what = link.port === SIMULATOR_PORT ? 'the demo reader simulator' : (link.port ?? 'the reader');
  switch (link.state) {
    case 'idle':
      return s.source === 'wedge-only'
        ? 'Keyboard-wedge scanners work without connecting: scan with focus outside text fields.'
        : 'Not connected. Choose Connect to start reading.';
    case 'connecting':
      return `Opening ${what}…`;
    case 'connected':
      return link.port === SIMULATOR_PORT
        ? `Demo reader simulator: ${s.simulator.tags} tags at ${s.simulator.rate} reads/s.`
        : `Reading from ${what}.`;
    case 'reconnecting':
      return `${link.detail}. Check the cable or plug the reader back in; the app keeps trying.`;
    case 'error':
      return `${link.detail}. Check the reader settings (source, port) and connect again.`;
  }
}
