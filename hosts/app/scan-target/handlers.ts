// Process: main (composition, Electron-free). The scan-target requests of contract/scan-target.ts: the open screen
// says which count session or receiving draft takes the reader's scans (checked: it must exist here), and lets go.
import type { HandlersOf } from '../../../contract';
import type { scanTargetRequests } from '../../../contract/scan-target';
import type { AppCounts } from '../counts/app-counts';
import type { AppReceiving } from '../receiving/app-receiving';
import type { ScanTarget } from './scan-target';

export function scanTargetHandlers(
  target: ScanTarget,
  counts: Pick<AppCounts, 'engine'>,
  receiving: Pick<AppReceiving, 'engine'>,
): HandlersOf<typeof scanTargetRequests> {
  return {
    'counts.sessions.activate': ({ sessionId }) => {
      const view = counts.engine().session(sessionId);
      target.take('counts', sessionId);
      return view;
    },
    'counts.sessions.deactivate': ({ sessionId }) => {
      target.release('counts', sessionId);
      return { active: null };
    },
    'receiving.drafts.activate': ({ draftId }) => {
      const view = receiving.engine().getDraft({ draftId });
      target.take('receiving', draftId);
      return view;
    },
    'receiving.drafts.deactivate': ({ draftId }) => {
      target.release('receiving', draftId);
      return { active: null };
    },
  };
}
