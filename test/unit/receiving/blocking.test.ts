// Process: test (node). Which validation problems block a submit, main's rule (the renderer held a copy before,
// features/receiving/problems.ts): errors do, warnings (an over-receipt) do not; every problem the engine answers
// says so (`blocks`), and a draft is ok exactly when none does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blocking, type FoundProblem, withBlocks } from '../../../domain/receiving/validation';
import { receivingHarness, VENDOR } from './harness';

const found = (severity: FoundProblem['severity']): FoundProblem => ({
  field: 'line',
  lineId: 'l1',
  severity,
  source: 'app',
  message: severity,
});

describe('blocking problems', () => {
  it('errors block the submit, warnings do not', () => {
    expect(blocking([found('warning')])).toBe(false);
    expect(blocking([found('warning'), found('error')])).toBe(true);
    expect(withBlocks([found('error'), found('warning')]).map((p) => [p.severity, p.blocks])).toEqual([
      ['error', true],
      ['warning', false],
    ]);
  });

  describe('through the engine', () => {
    let h: ReturnType<typeof receivingHarness>;
    beforeEach(() => {
      h = receivingHarness();
    });
    afterEach(() => h.close());

    it('marks every problem of a validation and of a refused submit', async () => {
      const draft = await h.service.createDraft({ vendorId: VENDOR, docNumber: 'R-1' });
      const report = await h.service.validate({ draftId: draft.id });
      expect(report.ok).toBe(false);
      expect(report.problems.length).toBeGreaterThan(0);
      expect(report.problems.every((p) => p.blocks === (p.severity === 'error'))).toBe(true);
      const result = await h.service.submit({ draftId: draft.id });
      expect(result.status).toBe('invalid');
      if (result.status === 'invalid') expect(result.problems.some((p) => p.blocks)).toBe(true);
    });
  });
});
