// Process: node (tests). The scale's weight and status as the screens show them: grams in the chosen unit at its
// display step with the one minus sign, and the status bar's text for each state.
import { describe, expect, it } from 'vitest';
import type { ScaleStatusView } from '../../../contract/scale-settings';
import { scaleStatusText } from '../../../renderer/src/features/scale/scale-text';
import { formatWeight } from '../../../renderer/src/lib/weight';

const status = (state: ScaleStatusView['state'], grams: number, problem: string | null = null): ScaleStatusView => ({
  source: 'serial',
  state,
  grams,
  problem,
  commands: [],
});

describe('scale weights and status on screen', () => {
  it('formats grams in each unit at its step', () => {
    expect(formatWeight(742.5, 'g')).toBe('742.5 g');
    expect(formatWeight(742.5, 'kg')).toBe('0.743 kg');
    expect(formatWeight(350.007, 'oz')).toBe('12.35 oz');
    expect(formatWeight(453.592, 'lb')).toBe('1.000 lb');
    expect(formatWeight(1234.5, 'g')).toBe('1,234.5 g');
    expect(formatWeight(-12, 'g')).toBe('\u221212.0 g');
    expect(formatWeight(-0.01, 'g')).toBe('0.0 g'); // no minus on a figure that shows as zero
  });

  it('says each state in the status bar', () => {
    expect(scaleStatusText(null, 'g')).toEqual({ text: 'no scale' });
    expect(scaleStatusText(status('stable', 742.5), 'g')).toEqual({ text: '742.5 g · stable', tone: 'good' });
    expect(scaleStatusText(status('unstable', 700.2), 'g')).toEqual({ text: '700.2 g · settling' });
    expect(scaleStatusText(status('zero', 0), 'kg')).toEqual({ text: '0.000 kg · ready', tone: 'good' });
    expect(scaleStatusText(status('overload', 0), 'g')).toEqual({ text: 'overload', tone: 'bad' });
    expect(scaleStatusText(status('negative', -20), 'g').text).toBe('\u221220.0 g · below zero');
    expect(scaleStatusText(status('unplugged', 0, 'port closed'), 'g')).toEqual({
      text: 'unplugged · retrying',
      tone: 'bad',
    });
  });
});
