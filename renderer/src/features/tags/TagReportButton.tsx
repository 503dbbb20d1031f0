// Process: renderer. The way from a finished count (the Counts home's session list) to its tag reports.
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectTagReportButton } from '../../store/selectors/tags';

export function TagReportButton({ sessionId, description }: { sessionId: string; description: string }) {
  const { open, busy } = useApp(useShallow(selectTagReportButton));
  return (
    <button type="button" disabled={busy} onClick={() => void open(sessionId)}>
      Tag report<span className="visually-hidden"> {description}</span>
    </button>
  );
}
