// Process: renderer. Under the count's header on the counting and review screens: the last action's error (an
// alert) and its notice ("Undid 1 scan"), in a polite live region that keeps its height so nothing below jumps.
import { useShallow } from 'zustand/react/shallow';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectCountMessages } from '../../store/selectors/counts';

export function CountMessages() {
  const { error, notice } = useApp(useShallow(selectCountMessages));
  return (
    <>
      <ErrorAlert error={error} />
      <p className="count-notice" aria-live="polite">
        {notice ?? ''}
      </p>
    </>
  );
}
