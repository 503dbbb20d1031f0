// Process: renderer. The status bar's scale part: the weight in the unit of Settings -> Scale and its state
// ("742.5 g · stable", "unplugged · retrying"); the sentence is the tooltip. Shown once a scale is set up. It
// subscribes to the scale's status, so the status bar (always shown when signed in) keeps it current everywhere.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectScaleStatusItem } from '../../store/selectors/scale';
import { scaleStatusSentence, scaleStatusText } from './scale-text';

export function ScaleStatusItem() {
  const { status, unit, watch } = useApp(useShallow(selectScaleStatusItem));
  useEffect(() => watch(), [watch]);
  if (!status || status.source === 'none') return null;
  const { text, tone } = scaleStatusText(status, unit);
  return (
    <span className="status-item" title={scaleStatusSentence(status)}>
      <span className="status-label">Scale</span>
      <span className={`status-value ${tone ?? ''}`} data-status="scale">
        {text}
      </span>
    </span>
  );
}
