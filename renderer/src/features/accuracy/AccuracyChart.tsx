// Process: renderer. Accuracy over time as charts (recharts, as the review's variance chart): inventory record
// accuracy within tolerance and exact, in percent (0-100, so a rise is a rise), one point per finalized count, for
// the store or one category; and the variance value per count as bars growing from zero (chart-axis.ts). A count
// with no figure (read from the service only) leaves a gap, not a zero.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { valueAxis } from '../../lib/chart-axis';
import { localDay } from '../../lib/dates';
import { VARIANCE_VALUE } from '../../lib/figure-names';
import { formatDay, formatMoneyCompact, formatMoneySigned, formatPercentPoint } from '../../lib/format';

export interface ChartPoint {
  sessionId: string;
  label: string;
  accuracy: number | null;
  exact: number | null;
  value: number | null;
}

export const chartLabel = (finalizedAt: string, description: string) =>
  `${formatDay(localDay(finalizedAt))} ${description}`;

export function AccuracyChart({ points, title }: { points: ChartPoint[]; title: string }) {
  return (
    <figure className="history-chart" aria-label={`${title}: accuracy per count in percent, oldest first`}>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={points} margin={{ left: 8, right: 24, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={formatPercentPoint} />
          <Tooltip formatter={(v) => formatPercentPoint(Number(v))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="accuracy"
            name="Within tolerance"
            stroke="#126b2f"
            strokeWidth={4}
            isAnimationActive={false}
            connectNulls={false}
          />
          <Line
            type="monotone"
            dataKey="exact"
            name="Exact"
            stroke="#1d4f91"
            strokeWidth={2}
            strokeDasharray="6 4"
            isAnimationActive={false}
            connectNulls={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function VarianceValueChart({ points, currency }: { points: ChartPoint[]; currency: string | null }) {
  const known = points.filter((p) => p.value !== null);
  if (known.length === 0) return null;
  const values = known.map((p) => p.value!);
  const axis = valueAxis(Math.min(0, ...values), Math.max(0, ...values));
  return (
    <figure className="history-chart" aria-label={`${VARIANCE_VALUE} per count, oldest first`}>
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={known} margin={{ left: 8, right: 24, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            domain={axis.domain}
            ticks={axis.ticks}
            width={72}
            tickFormatter={(v: number) => formatMoneyCompact(v, currency)}
          />
          <Tooltip formatter={(v) => formatMoneySigned(Number(v), currency)} />
          <Bar dataKey="value" name={VARIANCE_VALUE} isAnimationActive={false}>
            {known.map((p) => (
              <Cell key={p.sessionId} fill={p.value! < 0 ? '#a3191f' : '#126b2f'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
