// Process: test (node). Which finalize refusals "finalize anyway" may overrule, main's rule (the renderer held it
// before, features/review/finalize-text.ts): open unknowns and stock that moved, never changes not sent yet, lines
// the service refused, a lock or a lost connection; every refusal finalize answers carries it as `anyway`.
import { describe, expect, it } from 'vitest';
import type { FinalizeRefusal } from '../../../contract/counts';
import { mayFinalizeAnyway, withAnyway } from '../../../domain/counts/finalize-anyway';

describe('finalize anyway', () => {
  it('lets the user overrule open unknowns and moved stock, never unsent or refused lines, items not recounted, a lock or no connection', () => {
    const reasons: Record<FinalizeRefusal['reason'], boolean> = {
      unknowns: true,
      stockMoved: true,
      notRecounted: false,
      pending: false,
      refused: false,
      locked: false,
      offline: false,
    };
    for (const [reason, allowed] of Object.entries(reasons))
      expect(mayFinalizeAnyway(reason as FinalizeRefusal['reason']), reason).toBe(allowed);
  });

  it('says so on every refusal and leaves a finalized answer as it is', () => {
    expect(withAnyway({ ok: false, reason: 'unknowns', unknownOpen: 1 })).toEqual({
      ok: false,
      reason: 'unknowns',
      unknownOpen: 1,
      anyway: true,
    });
    expect(withAnyway({ ok: false, reason: 'pending', pending: 3 })).toMatchObject({ anyway: false });
    expect(withAnyway({ ok: false, reason: 'offline', message: 'no network' })).toMatchObject({ anyway: false });
    expect(withAnyway({ ok: true, status: 'Finalized' })).toEqual({ ok: true, status: 'Finalized' });
  });
});
