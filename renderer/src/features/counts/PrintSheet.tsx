// Process: renderer. The printable count sheet (shown only by the print stylesheet; the PDF is this page printed):
// the count's scope on top, then per item counted one row with its total (counted in all areas and PCs; expected,
// variance and value once, not blind) and below it one row per area with what was counted there and an empty
// recount column; the items on no line are one row (the CSV and the Missing list name each) with no expected,
// variance or value, since finalizing posts no line of them; their on-hand and missing value are said under the
// table. The total row is the count's variance (its counted lines, the review's figure): the rows add up to it. The same structure as the CSV, from the same rows in main (counts.sheet). Blind:
// nothing expected, no variance, no value, only the items counted.
import { Fragment } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CountSheetView, SheetItemView } from '../../../../contract/counts';
import { MISSING_VALUE, VARIANCE_VALUE } from '../../lib/figure-names';
import {
  countOf,
  formatCount,
  formatMoney,
  formatMoneySigned,
  formatSigned,
  formatWhen,
  NO_FIGURE,
  scopeText,
} from '../../lib/format';
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
            {/* No variance for an item not counted yet (waiting for its recount): a dash, not a false zero. */}
            <td className="num">{item.variance === undefined ? NO_FIGURE : formatSigned(item.variance)}</td>
            <td className="num">
              {item.varianceValue == null ? NO_FIGURE : formatMoneySigned(item.varianceValue, currency)}
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
          <td className="num" data-figure="variance-value">
            {formatMoneySigned(t.varianceValue ?? 0, currency)}
          </td>
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
  const figures = sheet.blind ? [] : [num('Expected'), num('Variance'), num(VARIANCE_VALUE)];
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
              {/* Their on-hand and value are said under the table: no line of them is posted, no variance. */}
              <td className="num">{NO_FIGURE}</td>
              <td className="num">{NO_FIGURE}</td>
              <td className="num">{NO_FIGURE}</td>
              <td className="recount" />
            </tr>
          )}
        </tbody>
        <tfoot>
          <Totals sheet={sheet} currency={currency} />
        </tfoot>
      </table>
      {sheet.notCounted && sheet.notCounted.missing.items > 0 && (
        <p data-sheet-missing="">
          Not counted, left as they are (finalizing posts no line of them, so no variance):{' '}
          {countOf(sheet.notCounted.missing.items, 'missing item')}, {countOf(sheet.notCounted.missing.units, 'unit')}{' '}
          on hand; {MISSING_VALUE}:{' '}
          <span data-figure="missing-value">{formatMoney(sheet.notCounted.missing.value, currency)}</span>.
        </p>
      )}
    </div>
  );
}
