// Process: renderer. The printed pick list: every line the filter keeps (the screen's table draws only the rows in
// view, so paper gets a plain table of its own, mounted only while printing: shared/use-print-sheet.ts). On top
// the store, the lines and units to bring and what is picked, summed from the printed lines; then per back-room
// area and category (a heading row each, with its units) the lines: item, figures (LineFigures), the back room's
// tags. Shown only by the shared print-sheet rules (counts.css: everything else of the page hidden when printing).
import type { ReplenishLine } from '../../../../contract/replenish';
import { countOf, formatCount, formatWhen } from '../../lib/format';
import { LineFigures } from './LineFigures';
import { type AreaGroup, figuresOfGroups } from './list-groups';
import { areaName, categoryName, TAGS_SHOWN } from './list-rows';

const COLUMNS = 8;

/** A line's tags by EPC; a tag's area only where it is not the group's (paper is narrow). */
function PrintTags({ line, groupArea }: { line: ReplenishLine; groupArea: string | null }) {
  if (line.tags.length === 0) return <>{line.backEstimated ? 'no RFID count' : '—'}</>;
  const more = line.tags.length - TAGS_SHOWN;
  return (
    <>
      {line.tags.slice(0, TAGS_SHOWN).map((t) => (
        <div key={t.epc} className="replenish-print-tag">
          {t.epc}
          {t.area !== groupArea && ` · ${t.area}`}
        </div>
      ))}
      {more > 0 && <div>and {formatCount(more)} more</div>}
    </>
  );
}

export function PickListPrint({
  storeName,
  groups,
  filter,
}: {
  storeName: string;
  groups: readonly AreaGroup[];
  filter: string;
}) {
  const printed = figuresOfGroups(groups);
  return (
    <div className="print-sheet replenish-print" data-pick-list-print="">
      <h1>Pick list · {storeName}</h1>
      <p data-print-totals="">
        <strong data-print-total="lines">{countOf(printed.lines, 'line')}</strong> ·{' '}
        <strong data-print-total="units">{countOf(printed.units, 'unit')}</strong> to bring ·{' '}
        {formatCount(printed.picked)} picked · printed {formatWhen(Date.now())}
        {filter.trim() && ` · only the lines matching “${filter.trim()}”`}
      </p>
      {groups.length === 0 ? (
        <p>Nothing to bring.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Floor
              </th>
              <th scope="col" className="num">
                Minimum
              </th>
              <th scope="col" className="num">
                Back room
              </th>
              <th scope="col" className="num">
                Bring
              </th>
              <th scope="col" className="num">
                Picked
              </th>
              <th scope="col">Tags</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={areaName(g)} data-print-area={areaName(g)}>
              <tr className="sheet-item">
                <th scope="rowgroup" colSpan={COLUMNS}>
                  From {areaName(g)} · {countOf(g.lines, 'line')} · {countOf(g.units, 'unit')}
                </th>
              </tr>
              {g.categories.flatMap((c) => [
                <tr key={`category ${c.category}`} className="sheet-category">
                  <th scope="rowgroup" colSpan={COLUMNS}>
                    {categoryName(c)} · {countOf(c.units, 'unit')}
                  </th>
                </tr>,
                ...c.items.map((l) => (
                  <tr key={l.itemId} data-print-line={l.sku}>
                    <td className="replenish-print-item">
                      <strong>{l.sku}</strong> {l.description}
                    </td>
                    <LineFigures line={l} />
                    <td className="replenish-print-tags">
                      <PrintTags line={l} groupArea={g.backArea} />
                    </td>
                    <td className="replenish-print-done" />
                  </tr>
                )),
              ])}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}
