// Process: renderer. The printable count sheet (shown only by the print stylesheet; the PDF is this page printed):
// the count's scope on top, then per item counted one row with its total (counted in all areas and PCs; expected,
// variance and value once, not blind) and below it one row per area with what was counted there and an empty
// recount column; the items expected but on no line are one row (the CSV and the Missing list name each), so the
// rows add up to the totals. The same structure as the CSV, from the same rows in main (counts.sheet). Blind:
// nothing expected, no variance, no value, only the items counted.
import { Fragment } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CountSheetView, SheetItemView } from '../../../../contract/counts';
import { countOf, formatCount, formatMoneySigned, formatSigned, formatWhen, scopeText } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectPrintSheet } from '../../store/selectors/counts';

function ItemRows({ item, blind, currency }: { item: SheetItemView; blind: boolean; currency: string | null }) {
  return (
    <>
      <tr className="sheet-item" data-sheet-item={item.itemId}>
        <th scope="row">
          {item.description} <span className="sku">{item.sku}</span>
          {!item.inScope && <span className="outside"> (outside the scope)</span>}
        </th>
        <td>{item.areas.length === 0 ? 'none' : 'all'}</td>
        <td className="num">{formatCount(item.counted)}</td>
        {!blind && (
          <>
            <td className="num">{formatCount(item.expected ?? 0)}</td>
            <td className="num">{formatSigned(item.variance ?? 0)}</td>
            <td className="num">
              {item.varianceValue == null ? '—' : formatMoneySigned(item.varianceValue, currency)}
            </td>
          </>
        )}
        <td className="recount" />
      </tr>
      {item.areas.map((a, n) => (
        // Lines of one item have no id of their own here; their order is fixed by main.
        // biome-ignore lint/suspicious/noArrayIndexKey: the areas of one item are listed in main's fixed order
        <tr key={n} className="sheet-area">
          <td className="area-indent">{item.sku}</td>
          <td>{a.area ?? 'another PC'}</td>
          <td className="num">{formatCount(a.counted)}</td>
          {!blind && <td colSpan={3} />}
          <td className="recount" />
        </tr>
      ))}
    </>
  );
}

function Totals({ sheet, currency }: { sheet: CountSheetView; currency: string | null }) {
  const t = sheet.totals;
  return (
    <tr className="sheet-total">
      <th scope="row">Total</th>
      <td>{countOf(t.areaRows, 'line')}</td>
      <td className="num" data-figure="units-counted">
        {formatCount(t.counted)}
      </td>
      {!sheet.blind && (
        <>
          <td className="num">{formatCount(t.expected ?? 0)}</td>
          <td className="num">{formatSigned(t.variance ?? 0)}</td>
          <td className="num">{formatMoneySigned(t.varianceValue ?? 0, currency)}</td>
        </>
      )}
      <td />
    </tr>
  );
}

export function PrintSheet() {
  const { sheet, session, store } = useApp(useShallow(selectPrintSheet));
  if (!sheet || !session || sheet.sessionId !== session.id) return null;
  const currency = sheet.currency.code;
  const figures = sheet.blind ? [] : [num('Expected'), num('Variance'), num('Value')];
  return (
    <div className="print-sheet" data-print-sheet="">
      <h1>
        Count sheet · {sheet.description}
        {sheet.blind ? ' · Blind count' : ''}
      </h1>
      <p data-sheet-scope="">
        Scope: {scopeText(session.scope)} · {store?.description ?? ''} · {session.status} · printed{' '}
        {formatWhen(Date.now())} · {countOf(sheet.items.length, 'item')} counted
        {!sheet.blind && currency ? ` · values in ${currency}` : ''}
      </p>
      <table>
        <TableHead columns={['Item', 'Area', num('Counted'), ...figures, 'Recount']} />
        <tbody>
          {sheet.items.map((i) => (
            <Fragment key={i.itemId}>
              <ItemRows item={i} blind={sheet.blind} currency={currency} />
            </Fragment>
          ))}
          {sheet.notCounted && sheet.notCounted.items > 0 && (
            <tr className="sheet-item" data-sheet-not-counted="">
              <th scope="row">Not counted: {countOf(sheet.notCounted.items, 'item')} (each in the CSV)</th>
              <td>none</td>
              <td className="num">0</td>
              <td className="num">{formatCount(sheet.notCounted.expected)}</td>
              <td className="num">{formatSigned(sheet.notCounted.variance)}</td>
              <td className="num">{formatMoneySigned(sheet.notCounted.varianceValue, currency)}</td>
              <td className="recount" />
            </tr>
          )}
        </tbody>
        <tfoot>
          <Totals sheet={sheet} currency={currency} />
        </tfoot>
      </table>
    </div>
  );
}
