// Process: renderer. Floor availability beside accuracy on the History screen: per day, the share of the items the
// store holds (with a presentation minimum) that the sales floor held at their minimum, before the day's
// replenishment (its first list) and after it (its latest), for the store or one category; as a chart (recharts, as
// the accuracy chart: 0-100%, a day with nothing held is a gap), the table of the figures behind it, and the CSV
// (main's: a row per day and category). The days are kept by the replenishment lists (domain/replenish).
import { useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useShallow } from 'zustand/react/shallow';
import type { AvailabilityFigures } from '../../../../contract/accuracy';
import { downloadFile } from '../../lib/download';
import { formatCount, formatDay, formatPercentPoint, NO_FIGURE } from '../../lib/format';
import { ALL_CATEGORIES, CategorySelect } from '../../shared/CategorySelect';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectAvailabilitySection } from '../../store/selectors/accuracy';
import { type AvailabilityRow, availabilityCategories, availabilityRows } from './availability-rows';

const percentText = (p: number | null) => (p === null ? NO_FIGURE : formatPercentPoint(p));
const atOf = (f: AvailabilityFigures) => `${formatCount(f.atMinimum)} of ${formatCount(f.held)}`;

function AvailabilityChart({ rows, title }: { rows: AvailabilityRow[]; title: string }) {
  const data = rows.map((r) => ({ label: formatDay(r.day), before: r.beforePercent, after: r.afterPercent }));
  return (
    <figure
      className="availability-chart"
      aria-label={`${title}: floor availability per day in percent, before and after replenishment, oldest first`}
    >
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={data} margin={{ left: 8, right: 24, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={formatPercentPoint} />
          <Tooltip formatter={(v) => formatPercentPoint(Number(v))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="before"
            name="Before replenishment"
            stroke="#8a4b00"
            strokeWidth={2}
            strokeDasharray="6 4"
            isAnimationActive={false}
            connectNulls={false}
          />
          <Line
            type="monotone"
            dataKey="after"
            name="After replenishment"
            stroke="#126b2f"
            strokeWidth={4}
            isAnimationActive={false}
            connectNulls={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

function AvailabilityTable({ rows }: { rows: AvailabilityRow[] }) {
  return (
    <table className="data-table history-availability">
      <caption>Items at their floor minimum, per day</caption>
      <TableHead columns={['Day', num('Before'), num('Before %'), num('After'), num('After %')]} />
      <tbody>
        {[...rows].reverse().map((r) => (
          <tr key={r.day} data-day={r.day}>
            <th scope="row">{formatDay(r.day)}</th>
            <td className="num" data-figure="before">
              {atOf(r.before)}
            </td>
            <td className="num" data-figure="before-percent">
              {percentText(r.beforePercent)}
            </td>
            <td className="num" data-figure="after">
              {atOf(r.after)}
            </td>
            <td className="num" data-figure="after-percent">
              {percentText(r.afterPercent)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AvailabilitySection() {
  const { availability, category, setCategory, csv } = useApp(useShallow(selectAvailabilitySection));
  const days = availability?.days ?? [];
  const rows = useMemo(() => availabilityRows(days, category), [days, category]);
  const categories = useMemo(() => availabilityCategories(days), [days]);
  const exportCsv = () => void csv().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'));
  return (
    <section className="history-availability-section" aria-labelledby="availability-title">
      <div className="title-row">
        <h2 id="availability-title">Floor availability</h2>
        <button type="button" onClick={exportCsv} disabled={days.length === 0}>
          Export availability CSV
        </button>
      </div>
      <p className="muted">
        Of the items the store holds that have a floor minimum, the share the sales floor held at it: before the day's
        replenishment (its first list) and after it (its latest list).
      </p>
      {availability === null ? (
        <p className="muted">Loading floor availability…</p>
      ) : days.length === 0 ? (
        <p>No replenishment list of this store yet. Each list keeps its day's floor availability here.</p>
      ) : (
        <>
          <CategorySelect label="Availability of" categories={categories} value={category} onChange={setCategory} />
          <AvailabilityChart rows={rows} title={category ?? ALL_CATEGORIES} />
          <AvailabilityTable rows={rows} />
        </>
      )}
    </section>
  );
}
