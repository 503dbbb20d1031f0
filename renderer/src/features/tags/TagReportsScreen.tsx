// Process: renderer. Tag reports: two finished RFID counts of the working store compared by EPC. The
// later count and the one it is compared with (by default the previous count of the same scope) are picked at the
// top; main compares them in the order they were finished, and the screen says which is the earlier (and that it
// turned a pair picked the other way round). Tabs switch between gone, moved, new and suspect (cases), each with
// its counts per category and item, the filterable list with Locate on every tag, and its CSV. Only counts read on
// this PC have a tag history here. Below, the store's shrink candidates (ShrinkCandidates).
import { type KeyboardEvent, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type ComparedCounts, TAG_REPORT_KINDS, type TagReportKind } from '../../../../contract/tags';
import { countOf, formatCount, formatWhen } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectTagReportsScreen } from '../../store/selectors/tags';
import { ShrinkCandidates } from './ShrinkCandidates';
import { TagList } from './TagList';
import { TagTallies } from './TagTallies';
import { reportUnit } from './tag-rows';
import './tags.css';

const TAB_LABEL: Record<TagReportKind, string> = { gone: 'Gone', moved: 'Moved', new: 'New', suspect: 'Suspect' };
const TAB_HINT: Record<TagReportKind, string> = {
  gone: 'Seen in the earlier count, not in this one where it looked: the candidates for shrink.',
  moved: 'Seen in another area than in the earlier count.',
  new: 'Not seen in the earlier count.',
  suspect:
    'Cases of tags that claim one identity: one GTIN and serial under several encodings (scheme, filter value or ' +
    'partition), a serial of this app on several items, or an EPC counted as another item. Each case lists its tags ' +
    'as read in each count.',
};

/** Which count is the earlier one, and when each was finished; said once more when main turned the pair round. */
function CountOrder({ counts }: { counts: ComparedCounts }) {
  const { before, after } = counts;
  return (
    <>
      <p className="tag-order" id="tag-order">
        From the earlier count <strong>{before.description}</strong> (finished {formatWhen(before.recordedAt)}) to the
        later count <strong>{after.description}</strong> (finished {formatWhen(after.recordedAt)}).
      </p>
      {counts.reordered && (
        <p className="notice warning tag-order" role="status" data-reordered="true">
          {`“${after.description}” was picked as the count to compare with, but it was finished after `}
          {`“${before.description}”: a report runs from the earlier count to the later one, so the two were swapped.`}
        </p>
      )}
    </>
  );
}

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
                {c.description} · finished {formatWhen(c.recordedAt)} · {countOf(c.tags, 'tag')}
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
                {c.description} · finished {formatWhen(c.recordedAt)}
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
          <CountOrder counts={comparison.counts} />
          {comparison.notCovered > 0 && (
            <p className="muted">
              {formatCount(comparison.notCovered)} tags of the earlier count were outside this count's scope: not looked
              for, so not gone.
            </p>
          )}
          {comparison.transferred.out + comparison.transferred.in > 0 && (
            <p className="muted">
              Transfers between the counts: {formatCount(comparison.transferred.out)} tags sent to another store (not
              gone) and {formatCount(comparison.transferred.in)} received from one (not new).
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
                <span className="visually-hidden"> {reportUnit(k)[comparison[k].rows.length === 1 ? 0 : 1]}</span>
              </button>
            ))}
          </div>
          <div id="tag-panel" role="tabpanel" aria-labelledby={`tag-tab-${report}`}>
            <p className="muted">{TAB_HINT[report]}</p>
            <TagTallies report={comparison[report]} unit={report === 'suspect' ? 'Cases' : 'Tags'} />
            <TagList key={report} comparison={comparison} kind={report} />
          </div>
        </>
      )}
      <ShrinkCandidates />
    </section>
  );
}
