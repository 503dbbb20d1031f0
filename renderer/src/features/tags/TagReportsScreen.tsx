// Process: renderer. Tag reports: two finished RFID counts of the working store compared by EPC. The
// later count and the one it is compared with (by default the previous count of the same scope) are picked at the
// top; tabs switch between gone, moved, new and suspect tags, each with its counts per category and item, the
// filterable list with Locate on every tag, and its CSV. Only counts read on this PC have a tag history here.
import { type KeyboardEvent, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { TAG_REPORT_KINDS, type TagReportKind } from '../../../../contract/tags';
import { formatCount, formatWhen } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectTagReportsScreen } from '../../store/selectors/tags';
import { TagList } from './TagList';
import { TagTallies } from './TagTallies';
import './tags.css';

const TAB_LABEL: Record<TagReportKind, string> = { gone: 'Gone', moved: 'Moved', new: 'New', suspect: 'Suspect' };
const TAB_HINT: Record<TagReportKind, string> = {
  gone: 'Seen in the earlier count, not in this one where it looked: the candidates for shrink.',
  moved: 'Seen in another area than in the earlier count.',
  new: 'Not seen in the earlier count.',
  suspect: 'One serial with several encodings, a serial on several items, or an EPC counted as another item.',
};

export function TagReportsScreen() {
  const { counts, after, before, comparison, report, busy, error, store, open, compare, setReport } = useApp(
    useShallow(selectTagReportsScreen),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the screen is reached by navigation
  useEffect(() => {
    if (counts === null && !busy) void open();
  }, []);
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TAG_REPORT_KINDS.indexOf(report);
    const to = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
    if (to === null) return;
    const kind = TAG_REPORT_KINDS[(to + TAG_REPORT_KINDS.length) % TAG_REPORT_KINDS.length]!;
    setReport(kind);
    document.getElementById(`tag-tab-${kind}`)?.focus();
  };
  const others = (counts ?? []).filter((c) => c.sessionId !== after);

  return (
    <section className="card tag-reports" aria-labelledby="tags-title">
      <h1 id="tags-title">Tag reports{store ? ` · ${store.code} ${store.description}` : ''}</h1>
      <p className="muted">
        Finished RFID counts read on this PC, compared tag by tag. A team count's other PCs keep their own tags.
      </p>
      <div className="tag-pair">
        <label>
          Count
          <select
            value={after ?? ''}
            disabled={!counts?.length}
            onChange={(e) => void compare(e.target.value, before === e.target.value ? null : before)}
          >
            {(counts ?? []).map((c) => (
              <option key={c.sessionId} value={c.sessionId}>
                {c.description} · {formatWhen(c.recordedAt)} · {formatCount(c.tags)} tags
              </option>
            ))}
          </select>
        </label>
        <label>
          Compared with
          <select
            value={before ?? ''}
            disabled={!after}
            onChange={(e) => after && void compare(after, e.target.value || null)}
          >
            <option value="">The previous count of the same scope</option>
            {others.map((c) => (
              <option key={c.sessionId} value={c.sessionId}>
                {c.description} · {formatWhen(c.recordedAt)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorAlert error={error} />
      {counts?.length === 0 && <p>No finished RFID count of this store has a tag history on this PC yet.</p>}
      {busy && <p className="muted">Comparing…</p>}
      {comparison && (
        <>
          {comparison.notCovered > 0 && (
            <p className="muted">
              {formatCount(comparison.notCovered)} tags of the earlier count were outside this count's scope: not looked
              for, so not gone.
            </p>
          )}
          <div role="tablist" aria-label="Tag reports" className="tag-tabs" onKeyDown={onTabKey} tabIndex={-1}>
            {TAG_REPORT_KINDS.map((k) => (
              <button
                key={k}
                id={`tag-tab-${k}`}
                type="button"
                role="tab"
                aria-selected={k === report}
                aria-controls="tag-panel"
                tabIndex={k === report ? 0 : -1}
                onClick={() => setReport(k)}
              >
                {TAB_LABEL[k]} <span className="tag-count">{formatCount(comparison[k].rows.length)}</span>
              </button>
            ))}
          </div>
          <div id="tag-panel" role="tabpanel" aria-labelledby={`tag-tab-${report}`}>
            <p className="muted">{TAB_HINT[report]}</p>
            <TagTallies report={comparison[report]} />
            <TagList key={report} comparison={comparison} kind={report} />
          </div>
        </>
      )}
    </section>
  );
}
