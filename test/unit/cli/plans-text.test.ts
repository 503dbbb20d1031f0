// Process: node (unit test). The CLI's plan line says how often in words as the app's plan list does: an ABC plan
// that follows its class gives that class's weeks ("every 26 weeks"), never "its class's frequency".
import { describe, expect, it } from 'vitest';
import { planText } from '../../../hosts/cli/commands/plans';

describe('plans on the command line', () => {
  it('says how often in weeks, for a plan following its ABC class too', () => {
    expect(planText({ what: { kind: 'abc', abcClass: 'C' }, every: { kind: 'abc' }, classWeeks: 26 })).toBe(
      'class C items, every 26 weeks (class C frequency)',
    );
    expect(
      planText({
        what: { kind: 'scope', scope: { kind: 'store' } },
        every: { kind: 'interval', n: 2, unit: 'weeks' },
        classWeeks: null,
      }),
    ).toBe('whole store, every 2 weeks');
  });
});
