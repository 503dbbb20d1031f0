// Process: renderer. The printable count sheet (shown only by the print stylesheet): item, SKU, area, counted and
// an empty column for a recount. No expected figure ever, blind or not: a count sheet is for counting.
import { useShallow } from 'zustand/react/shallow';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectPrintSheet } from '../../store/selectors/counts';
import { formatCount, formatWhen } from './format';

export function PrintSheet() {
  const { sheet, session, store } = useApp(useShallow(selectPrintSheet));
  if (!sheet || !session) return null;
  return (
    <div className="print-sheet" data-print-sheet="">
      <h1>
        Count sheet · {session.description}
        {session.blind ? ' · Blind count' : ''}
      </h1>
      <p>
        {store?.description ?? ''} · {session.status} · printed {formatWhen(Date.now())} · {formatCount(sheet.length)}{' '}
        lines
      </p>
      <table>
        <TableHead columns={['Item', 'SKU', 'Area', num('Counted'), 'Recount']} />
        <tbody>
          {sheet.map((l) => (
            <tr key={l.lineId}>
              <td>{l.description}</td>
              <td>{l.sku}</td>
              <td>{l.area ?? 'another PC'}</td>
              <td className="num">{formatCount(l.counted)}</td>
              <td className="recount" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
