// Process: test (node). The soak's drain of one session on one PC, as a user would do it on the counting screen:
// wait for the outbox to send what it can, then settle each line the service refused (list them, then remove the
// change or assign its units to another catalog item, at random), and again until nothing is waiting or refused.
import type { OutboxState, RefusedLineView } from '../../../contract/counts';
import type { SoakInstance } from './instance';

export interface RefusedTally {
  /** Refused lines this PC settled, and how. */
  lines: number;
  removed: number;
  reassigned: number;
  /** What the service said, by message (injected 422s and a deleted item read differently). */
  messages: Record<string, number>;
}
export const newRefusedTally = (): RefusedTally => ({ lines: 0, removed: 0, reassigned: 0, messages: {} });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drains one session; answers a problem in words, or null once nothing is waiting or refused. */
export async function drainSession(
  inst: SoakInstance,
  sessionId: string,
  targets: string[],
  rand: () => number,
  tally: RefusedTally,
  deadline: number,
): Promise<string | null> {
  let state: OutboxState | null = null;
  while (Date.now() < deadline) {
    state = await inst.call<OutboxState>('counts.outbox', { sessionId });
    if (state.pending > 0 || state.inFlight > 0) {
      await sleep(500);
      continue;
    }
    const refused = await inst.call<RefusedLineView[]>('counts.lines.refused', { sessionId });
    if (refused.length !== state.refused)
      return `${inst.name}: session ${sessionId}: the outbox counts ${state.refused} refused lines, the list has ${refused.length}`;
    if (refused.length === 0) return null;
    for (const line of refused) {
      tally.lines++;
      const said = line.message.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '<id>');
      tally.messages[said] = (tally.messages[said] ?? 0) + 1;
      const others = targets.filter((t) => t !== line.itemId.toLowerCase());
      if (rand() < 0.5) {
        await inst.call('counts.lines.remove', { lineId: line.lineId });
        tally.removed++;
      } else {
        const itemId = others[Math.floor(rand() * others.length)]!;
        await inst.call('counts.lines.reassign', { lineId: line.lineId, itemId });
        tally.reassigned++;
      }
    }
  }
  return `${inst.name}: session ${sessionId} not drained by the deadline (${JSON.stringify(state)})`;
}
