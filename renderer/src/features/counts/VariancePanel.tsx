// Process: renderer. Variance of the session and per category, in units and retail value, biggest first, with a
// bar chart per category (recharts). A blind session has no variance: it says so and shows none.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useApp } from '../../store/context';
import { formatCompact, formatCount, formatMoney, formatSigned } from './format';

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
  const top = variance.categories.slice(0, 12);
  return (
    <section className="card variance-panel" aria-labelledby="variance-title">
      <h2 id="variance-title">Variance</h2>
      <dl className="count-totals variance-totals">
        <div>
          <dt>Counted / expected</dt>
          <dd>
            {formatCount(s.counted)} <span className="of">/ {formatCount(s.expected)}</span>
          </dd>
        </div>
        <div>
          <dt>Variance (units)</dt>
          <dd data-variance="units">{formatSigned(s.variance)}</dd>
        </div>
        <div>
          <dt>Variance (value)</dt>
          <dd data-variance="value">{formatSigned(s.varianceValue, formatMoney)}</dd>
        </div>
      </dl>
      {top.length > 0 && (
        <figure className="variance-chart" aria-label="Variance value per category, biggest first">
          <ResponsiveContainer width="100%" height={Math.max(160, top.length * 32)}>
            <BarChart data={top} layout="vertical" margin={{ left: 16, right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={(v: number) => formatCompact(v)} />
              <YAxis type="category" dataKey="category" width={150} />
              <Tooltip formatter={(v) => formatMoney(Number(v))} />
              <Bar dataKey="varianceValue" name="Variance value" isAnimationActive={false}>
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
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Expected
            </th>
            <th scope="col" className="num">
              Counted
            </th>
            <th scope="col" className="num">
              Variance
            </th>
            <th scope="col" className="num">
              Value
            </th>
            <th scope="col" className="num">
              Missing items
            </th>
          </tr>
        </thead>
        <tbody>
          {variance.categories.map((c) => (
            <tr key={c.category} data-category={c.category}>
              <th scope="row">{c.category}</th>
              <td className="num">{formatCount(c.expected)}</td>
              <td className="num">{formatCount(c.counted)}</td>
              <td className={`num variance ${c.variance < 0 ? 'short' : c.variance > 0 ? 'over' : ''}`}>
                {formatSigned(c.variance)}
              </td>
              <td className="num">{formatSigned(c.varianceValue, formatMoney)}</td>
              <td className="num">{formatCount(c.missingItems)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
