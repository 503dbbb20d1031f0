// Process: main (domain, Electron-free). Whether the saved reader settings can connect, and to what: the simulator
// only against the demo service (its made-up tags are that catalog's items), and a settings mistake said to the user.

import type { ReaderSettings } from '../../contract/reader-settings';
import { UserError } from '../shared/errors';
import { type ReaderHardware, type SimulatorTags, sourceFromSettings } from './sources/from-settings';

export type ConnectPlan = ReturnType<typeof sourceFromSettings>;

export function planConnection(
  s: ReaderSettings,
  hw: ReaderHardware,
  simulatorTags: SimulatorTags,
  isDemo: () => boolean,
  tune?: Parameters<typeof sourceFromSettings>[3],
  simulatorId?: string,
): ConnectPlan {
  if (s.source === 'simulator' && !isDemo()) {
    throw new UserError(
      'demo_only',
      'The reader simulator makes up tags, so it works with the demo service only. Choose a serial or HID reader.',
    );
  }
  try {
    return sourceFromSettings(s, hw, simulatorTags, tune, simulatorId);
  } catch (err) {
    throw new UserError('reader_settings', (err as Error).message);
  }
}
