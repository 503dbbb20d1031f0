// Process: renderer. The print job on screen: labels printed of all, voided labels, labels in doubt (the app or the
// printer stopped while they were in the printer: voided and replaced on Resume), and the printer's error with its
// own answer and a Resume button (nothing printed is printed again: main keeps the job).
import { useShallow } from 'zustand/react/shallow';
import { countOf, formatCount } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectPrintProgress } from '../../store/selectors/encode';

export function PrintProgress() {
  const { job, printing, error, resume } = useApp(useShallow(selectPrintProgress));
  if (!job && !error) return null;
  const total = job ? job.printed + job.pending : 0;
  return (
    <div className="print-progress" data-print-job={job?.id ?? ''}>
      {job && (
        <>
          <p role="status" aria-live="polite" data-print-status>
            {printing ? 'Printing: ' : job.pending === 0 ? 'Done: ' : 'Stopped: '}
            {formatCount(job.printed)} of {countOf(total, 'label')} printed
            {job.spoiled > 0 ? ` · ${countOf(job.spoiled, 'label')} void (discard if printed)` : ''}
            {!printing && job.inDoubt > 0
              ? ` · ${countOf(job.inDoubt, 'label')} in doubt (may have printed: void on Resume, discard it)`
              : ''}
          </p>
          <progress max={Math.max(total, 1)} value={job.printed} aria-label="Labels printed" />
        </>
      )}
      <ErrorAlert error={error} />
      {job && !printing && job.pending > 0 && (
        <button type="button" onClick={() => void resume()}>
          Resume printing ({countOf(job.pending, 'label')} left)
        </button>
      )}
    </div>
  );
}
