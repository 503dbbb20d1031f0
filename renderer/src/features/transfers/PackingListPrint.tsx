// Process: renderer. The printed packing list of a transfer (sent, or a draft being packed): the document number as
// a Code 128 barcode the receiving store scans, from, to, need-by, then per box its lines (SKU, description, units,
// tags) with the box's totals, and the overall totals. Shown only by the print stylesheet (the shared print-sheet
// rules: everything else on the page is hidden when printing); every total is summed from the printed lines.
import type { TransferDraftView } from '../../../../contract/transfers';
import { countOf, formatCount, formatDay, formatWhen } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { storeName } from './feed';
import { packingTotals } from './packing-totals';
import { TransferBarcode } from './TransferBarcode';

const STATE_WORDS = { open: 'being packed', sending: 'send unconfirmed', sent: 'sent' } as const;

export function PackingListPrint({
  draft,
  stores,
}: {
  draft: TransferDraftView;
  stores: Parameters<typeof storeName>[0];
}) {
  const totals = packingTotals(draft.lines);
  return (
    <div className="print-sheet packing-list-print" data-packing-list-print="">
      <h1>Packing list · Transfer {draft.docNumber}</h1>
      <TransferBarcode value={draft.docNumber} />
      <p data-packing-route="">
        From {storeName(stores, draft.fromStoreId)} · to {storeName(stores, draft.toStoreId)} · need by{' '}
        {formatDay(draft.needBy.slice(0, 10))} · {STATE_WORDS[draft.state]}
        {draft.sentAt ? ` ${formatWhen(Date.parse(draft.sentAt))}` : ''} · printed {formatWhen(Date.now())}
      </p>
      {draft.notes && <p>Notes: {draft.notes}</p>}
      <table>
        <TableHead columns={['Box', 'SKU', 'Description', num('Units'), num('Tags')]} />
        {totals.boxes.map((box) => (
          <tbody key={box.number} data-print-box={box.number}>
            {box.lines.map((l) => (
              <tr key={l.itemId}>
                <td>{box.number}</td>
                <td>{l.sku ?? l.itemId}</td>
                <td>{l.description ?? ''}</td>
                <td className="num">{formatCount(l.quantity)}</td>
                <td className="num">{formatCount(l.tags)}</td>
              </tr>
            ))}
            <tr className="sheet-item">
              <th scope="row" colSpan={3}>
                Box {box.number} total: {countOf(box.lines.length, 'line')}
              </th>
              <td className="num">{formatCount(box.units)}</td>
              <td className="num">{formatCount(box.tags)}</td>
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr className="sheet-total">
            <th scope="row" colSpan={3}>
              Total: {countOf(totals.boxes.length, 'box', 'boxes')}, {countOf(totals.lines, 'line')}
            </th>
            <td className="num" data-figure="units-packed">
              {formatCount(totals.units)}
            </td>
            <td className="num" data-figure="tags-packed">
              {formatCount(totals.tags)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
