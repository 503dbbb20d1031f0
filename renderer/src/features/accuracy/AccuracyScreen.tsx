// Process: renderer. Accuracy over time for the working store: inventory record accuracy per
// finalized count (within tolerance and exact) as a chart, for the store or one category, the variance value per
// count, the counts behind each point and the items most often wrong, and the history as CSV; then floor availability
// per day beside it (AvailabilitySection). Opening it shows this PC's history at once and reads counts finalized elsewhere back from the service (Refresh does it again).

import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { downloadFile } from '../../lib/download';
import { countOf } from '../../lib/format';
import { ALL_CATEGORIES, CategorySelect } from '../../shared/CategorySelect';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectAccuracyScreen } from '../../store/selectors/accuracy';
import { AccuracyChart, type ChartPoint, chartLabel, VarianceValueChart } from './AccuracyChart';
import { CountsTable, MostWrongTable } from './AccuracyTables';
import { AvailabilitySection } from './AvailabilitySection';
import { percentPoint } from './accuracy-text';
import './accuracy.css';

export function AccuracyScreen() {
  const { history, category, busy, readBack, error, store, open, refresh, setCategory, csv } = useApp(
    useShallow(selectAccuracyScreen),
  );
  // Each visit shows the counts finalized since the last (a button that opened it is already loading: busy).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the screen is reached by navigation
  useEffect(() => {
    if (!busy) void open();
  }, []);
  const points = useMemo<ChartPoint[]>(() => {
    if (!history) return [];
    if (category === null)
      return history.points.map((p) => ({
        sessionId: p.sessionId,
        label: chartLabel(p.finalizedAt, p.description),
        accuracy: percentPoint(p.accuracy),
        exact: percentPoint(p.accuracyExact),
        value: p.varianceValue,
      }));
    const described = new Map(history.points.map((p) => [p.sessionId, p.description]));
    return history.categories
      .filter((c) => c.category === category)
      .map((c) => ({
        sessionId: c.sessionId,
        label: chartLabel(c.finalizedAt, described.get(c.sessionId) ?? ''),
        accuracy: percentPoint(c.accuracy),
        exact: percentPoint(c.accuracyExact),
        value: c.varianceValue,
      }));
  }, [history, category]);
  const categories = useMemo(
    () => [...new Set((history?.categories ?? []).map((c) => c.category))].sort((a, b) => a.localeCompare(b)),
    [history],
  );
  const currency = history?.currency?.code ?? null;
  const exportCsv = () => void csv().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'));

  return (
    <section className="card history" aria-labelledby="history-title">
      <div className="title-row">
        <h1 id="history-title">Accuracy over time{store ? ` · ${store.code} ${store.description}` : ''}</h1>
        <button type="button" onClick={() => void refresh()} disabled={busy}>
          {busy ? 'Reading back…' : 'Refresh'}
        </button>
        <button type="button" onClick={exportCsv} disabled={!history?.points.length}>
          Export CSV
        </button>
      </div>
      <p className="muted">
        Inventory record accuracy: the share of counted items whose count matched the expected on-hand within the
        store's tolerance (and exactly). Each finalized count is one point, judged by the tolerances of its day.
      </p>
      {readBack && (
        <p className="muted" data-read-back="">
          The service holds {countOf(readBack.finalized, 'finalized count')} of this store. Counts finalized on other
          PCs that this PC never opened show their items only: the on-hand they were counted against is not known here.
        </p>
      )}
      <ErrorAlert error={error} />
      {history === null ? (
        <p className="muted">Loading the history…</p>
      ) : history.points.length === 0 ? (
        <p>No finalized count of this store yet. Finalize a count and its accuracy appears here.</p>
      ) : (
        <>
          <CategorySelect label="Chart" categories={categories} value={category} onChange={setCategory} />
          <AccuracyChart points={points} title={category ?? ALL_CATEGORIES} />
          <VarianceValueChart points={points} currency={currency} />
          <CountsTable points={history.points} currency={currency} />
          <h2>Items most often wrong</h2>
          <MostWrongTable items={history.mostWrong} currency={currency} />
        </>
      )}
      <AvailabilitySection />
    </section>
  );
}
