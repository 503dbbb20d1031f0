// Process: main (composition, Electron-free). The demo's back office: the built-in demo service has no back office
// to process a finalized count, so the app offers the step itself ("Process (demo back office)"), and only there:
// against a real service the back office processes counts, and the app never does it for them. After it, the
// catalog syncs, so its on-hand (Lookup, the plans' stock values) shows what was counted; a new count takes its
// expected figures from the service at its start either way (domain/counts/sessions.ts).
import type { ProcessResult } from '../../../contract/counts';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import type { AppCounts } from './app-counts';

const log = createLogger('app.demo-back-office');

export interface DemoBackOfficeDeps {
  counts: Pick<AppCounts, 'engine'>;
  /** Signed in to the built-in demo service (not a real one). */
  onDemo(): boolean;
  /** Starts a catalog sync (its on-hand phase asks only for rows changed since the last one). */
  refreshOnHand(): void;
}

export type ProcessDemoCount = (sessionId: string) => Promise<ProcessResult>;

export function demoBackOffice(deps: DemoBackOfficeDeps): ProcessDemoCount {
  return async (sessionId) => {
    if (!deps.onDemo())
      throw new UserError(
        'demo_only',
        "Processing a count is the back office's step: the app does it only for the built-in demo service. Process the count in your back office.",
      );
    const result = await deps.counts.engine().processSession(sessionId);
    if (!result.alreadyProcessed) {
      try {
        deps.refreshOnHand();
      } catch (err) {
        // The count is processed at the service; the catalog catches up at its next sync.
        log.warn('catalog sync not started after processing', { error: String(err) });
      }
    }
    return result;
  };
}
