// Process: renderer. The counts on top of a tag report: tags (suspect: cases) per category and the items with the
// most (the biggest shrink or misplacement first, as main sorted them). Its headings are h2: the screen's h1 is the
// next level up (axe heading-order).
import type { TagReport } from '../../../../contract/tags';
import { formatCount } from '../../lib/format';

const TOP_ITEMS = 8;

/** `unit`: what the report counts, as its tab does ("Tags", "Cases"). */
export function TagTallies({ report, unit }: { report: TagReport<unknown>; unit: string }) {
  if (report.rows.length === 0) return null;
  return (
    <div className="tag-tallies">
      <section aria-labelledby="tag-cats">
        <h2 id="tag-cats">By category</h2>
        <ul className="tag-chips">
          {report.byCategory.map((c) => (
            <li key={c.category}>
              {c.category} <strong>{formatCount(c.tags)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tag-items">
        <h2 id="tag-items">
          By item{' '}
          {report.byItem.length > TOP_ITEMS && (
            <span className="muted">
              (top {TOP_ITEMS} of {report.byItem.length})
            </span>
          )}
        </h2>
        <table className="tag-items">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Item</th>
              <th scope="col">Category</th>
              <th scope="col" className="num">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byItem.slice(0, TOP_ITEMS).map((i) => (
              <tr key={i.itemId ?? 'none'}>
                <td className="sku">{i.sku ?? '—'}</td>
                <td>{i.description ?? 'Unknown item'}</td>
                <td>{i.category}</td>
                <td className="num">{formatCount(i.tags)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
