// Process: main (domain, Electron-free). One submit per draft at a time in this engine: a second submit of a draft
// whose submit is running gets the running one's promise (so the same outcome), and the draft counts as busy, so
// draft-guard.ts refuses every edit, from the moment the submit starts until its answer. Two windows of browser mode
// and a double click reach the same engine; another process is stopped by the journal row's compare-and-set
// (draft-store.ts markSubmitting).
import type { SubmitResult } from '../../contract/receiving';

export function createSubmitGate() {
  const running = new Map<string, Promise<SubmitResult>>();
  return {
    busy: (draftId: string): boolean => running.has(draftId),
    run(draftId: string, submit: () => Promise<SubmitResult>): Promise<SubmitResult> {
      const current = running.get(draftId);
      if (current) return current;
      // Marked busy before the submit reads anything: no edit can slip in between its read and its freeze.
      const started = Promise.resolve()
        .then(submit)
        .finally(() => running.delete(draftId));
      running.set(draftId, started);
      return started;
    },
  };
}

export type SubmitGate = ReturnType<typeof createSubmitGate>;
