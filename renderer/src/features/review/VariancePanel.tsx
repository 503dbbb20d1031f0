// Process: renderer. The count's variance (its counted lines: what finalizing posts) and, apart, the missing items'
// value on hand and what is still to recount, for the session and per category, in units and retail value (the
// store's currency), biggest first, with a bar chart per category (recharts; its axis and tooltip use the same money
// formatter, one minus sign). Each figure under its one name (lib/figure-names.ts), with a data-figure hook. A
// blind session has no variance: it says so and shows none. No currency known: figures without a symbol and a
// hint saying where to set one.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { valueAxis } from '../../lib/chart-axis';
import { MISSING_VALUE, STILL_TO_RECOUNT, VARIANCE_COVERS, VARIANCE_VALUE } from '../../lib/figure-names';
import {
  countOf,
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatMoneySigned,
  formatSigned,
} from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { VARIANCE_COLUMNS, VarianceCells } from './VarianceCells';

export function VariancePanel() {
  const variance = useApp((s) => s.countVariance);
  if (!variance) return <section className="card variance-panel">Loading the variance…</section>;
  if (variance.blind)
    return (
      <section className="card variance-panel" aria-labelledby="variance-title">
        <h2 id="variance-title">Variance</h2>
        <p>Blind count: expected quantities and variance are not shown.</p>
      </section>
    );
  const s = variance.session;
  const missing = variance.missing;
  const left = variance.stillToRecount;
  const currency = variance.currency?.code ?? null;
  const top = variance.categories.slice(0, 12);
  const values = top.map((c) => c.varianceValue);
  const axis = valueAxis(Math.min(0, ...values), Math.max(0, ...values));
  return (
    <section className="card variance-panel" aria-labelledby="variance-title">
      <h2 id="variance-title">Variance</h2>
      <dl className="count-totals variance-totals">
        <div>
          <dt>Counted / expected</dt>
          <dd>
            <span data-figure="units-counted">{formatCount(s.counted)}</span>{' '}
            <span className="of">/ {formatCount(s.expected)}</span>
          </dd>
        </div>
        <div>
          <dt>Variance (units)</dt>
          <dd data-variance="units">{formatSigned(s.variance)}</dd>
        </div>
        <div>
          <dt>{VARIANCE_VALUE}</dt>
          <dd data-variance="value" data-figure="variance-value">
            {formatMoneySigned(s.varianceValue, currency)}
          </dd>
        </div>
        <div>
          <dt>{MISSING_VALUE}</dt>
          <dd data-figure="missing-value">{formatMoney(missing.value, currency)}</dd>
          <dd className="of">
            {countOf(missing.items, 'item')}, {countOf(missing.units, 'unit')}
          </dd>
        </div>
        {left && (
          <div>
            <dt>{STILL_TO_RECOUNT}</dt>
            <dd data-figure="still-to-recount">{countOf(left.items, 'item')}</dd>
            <dd className="of">
              earlier {countOf(left.units, 'unit')}, {formatMoney(left.value, currency)}
            </dd>
          </div>
        )}
      </dl>
      <p className="muted" data-variance-covers="">
        {VARIANCE_COVERS}
      </p>
      {!currency && (
        <p className="muted" data-currency-hint="">
          Values are shown without a currency: the service names no base currency. Set the store's currency in Settings
          → Language and currency.
        </p>
      )}
      {top.length > 0 && (
        <figure className="variance-chart" aria-label={`${VARIANCE_VALUE} per category, biggest first`}>
          <ResponsiveContainer width="100%" height={Math.max(160, top.length * 32)}>
            <BarChart data={top} layout="vertical" margin={{ left: 16, right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                domain={axis.domain}
                ticks={axis.ticks}
                tickFormatter={(v: number) => formatMoneyCompact(v, currency)}
              />
              <YAxis type="category" dataKey="category" width={150} />
              <Tooltip formatter={(v) => formatMoneySigned(Number(v), currency)} />
              <Bar dataKey="varianceValue" name={VARIANCE_VALUE} isAnimationActive={false}>
                {top.map((c) => (
                  <Cell key={c.category} fill={c.varianceValue < 0 ? '#a3191f' : '#126b2f'} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
      <table className="data-table">
        <caption className="visually-hidden">Variance per category</caption>
        <TableHead columns={['Category', ...VARIANCE_COLUMNS, num('Missing items'), num(MISSING_VALUE)]} />
        <tbody>
          {variance.categories.map((c) => (
            <tr key={c.category} data-category={c.category}>
              <th scope="row">{c.category}</th>
              <VarianceCells
                counted={c.counted}
                expected={c.expected}
                variance={c.variance}
                value={c.varianceValue}
                currency={currency}
              />
              <td className="num">{formatCount(c.missing.items)}</td>
              <td className="num">{formatMoney(c.missing.value, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
