// Process: test (node). The soak's last step on the team session: A finalizes it while B still has lines unsent there
// (B's uploads to that session held back by the proxy with a 503, which B retries), so B finds the session
// finalized, locks it and moves what the service lacks into a new session, which then drains. The reconciliation
// then counts the old and the new session together: nothing lost, nothing counted twice.
import type { CountSessionView, FinalizeResult, MoveResult } from '../../../contract/counts';
import type { FaultProxy } from '../../helpers/fault-proxy';
import type { SoakInstance } from './instance';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface FinalizeOutcome {
  problems: string[];
  finalize: string;
  move: MoveResult | null;
}

export async function finalizeWhileUnsent(
  proxy: FaultProxy,
  finalizer: SoakInstance,
  other: SoakInstance,
  sessionId: string,
  gtins: string[],
  deadline: number,
): Promise<FinalizeOutcome> {
  const problems: string[] = [];
  const hold = proxy.rule({
    path: new RegExp(`^/api/v3/sessions/${sessionId}/sessionItems`, 'i'),
    fault: { kind: 'status', status: 503 },
  });
  let move: MoveResult | null = null;
  let finalize = '';
  try {
    await other.call('counts.scan', { sessionId, texts: gtins });
    let r = await finalizer.call<FinalizeResult>('counts.finalize', { sessionId, anyway: false });
    if (!r.ok && r.reason === 'stockMoved')
      r = await finalizer.call<FinalizeResult>('counts.finalize', { sessionId, anyway: true });
    finalize = r.ok ? r.status : r.reason;
    if (!r.ok) problems.push(`${finalizer.name}: finalize of ${sessionId} refused: ${JSON.stringify(r)}`);
  } finally {
    hold();
  }
  let view: CountSessionView | null = null;
  while (Date.now() < deadline) {
    view = await other.call<CountSessionView>('counts.sessions.refresh', { sessionId });
    if (view.locked) break;
    await sleep(500);
  }
  if (!view?.locked) problems.push(`${other.name}: session ${sessionId} not locked after the finalize elsewhere`);
  else {
    move = await other.call<MoveResult>('counts.lock.moveUnsent', { sessionId });
    if (!move.ok) problems.push(`${other.name}: move unsent refused: ${move.message}`);
    else if (move.notMoved > 0) problems.push(`${other.name}: ${move.notMoved} decreases not moved`);
  }
  return { problems, finalize, move };
}
