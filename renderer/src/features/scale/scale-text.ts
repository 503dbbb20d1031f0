// Process: renderer (pure TS). The scale's status in words: the status bar's short text and tone, and the sentence
// Settings shows (what the state means, what to do).
import type { ScaleDisplayUnit, ScaleStatusView } from '../../../../contract/scale-settings';
import { formatWeight } from '../../lib/weight';

export function scaleStatusText(
  status: ScaleStatusView | null,
  unit: ScaleDisplayUnit,
): { text: string; tone?: 'good' | 'bad' } {
  if (!status || status.source === 'none') return { text: 'no scale' };
  switch (status.state) {
    case 'unplugged':
      return { text: status.problem ? 'unplugged · retrying' : 'not connected', tone: 'bad' };
    case 'overload':
      return { text: 'overload', tone: 'bad' };
    case 'negative':
      return {
        text: status.grams < 0 ? `${formatWeight(status.grams, unit)} · below zero` : 'below zero',
        tone: 'bad',
      };
    case 'unstable':
      return { text: `${formatWeight(status.grams, unit)} · settling` };
    case 'zero':
      return { text: `${formatWeight(0, unit)} · ready`, tone: 'good' };
    case 'stable':
      return { text: `${formatWeight(status.grams, unit)} · stable`, tone: 'good' };
  }
}

export function scaleStatusSentence(status: ScaleStatusView | null): string {
  if (!status || status.source === 'none') return 'No scale is set up.';
  switch (status.state) {
    case 'unplugged':
      return status.problem
        ? `The scale is not connected (${status.problem}). Check its cable and port; the app keeps trying.`
        : 'The scale is not connected yet.';
    case 'overload':
      return 'The scale is over its capacity: take the load off.';
    case 'negative':
      return 'The scale reads below zero: empty the pan and zero it.';
    case 'unstable':
      return 'The weight is settling: wait until it is stable.';
    case 'zero':
      return 'The pan is empty and the scale is ready.';
    case 'stable':
      return 'The weight is stable.';
  }
}
