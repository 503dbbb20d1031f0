// Process: renderer. Parts of the send screen: the boxes and the lines per box with their tag counts, and the
// send's answer (sent, the service's refusal words per line, or unconfirmed: send again).
import type { TransferDraftView, TransferSendResult } from '../../../../contract/transfers';
import { formatCount } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';

export function PackedLines({ draft }: { draft: TransferDraftView }) {
  if (draft.lines.length === 0) return <p className="muted">Nothing packed yet: scan what goes into box 1.</p>;
  return (
    <>
      <table className="data-table transfer-boxes">
        <caption>Boxes</caption>
        <TableHead columns={['Box', num('Units'), num('Tags')]} />
        <tbody>
          {draft.boxes.map((b) => (
            <tr key={b.number} data-box={b.number}>
              <td>Box {b.number}</td>
              <td className="num" data-units>
                {formatCount(b.units)}
              </td>
              <td className="num" data-tags>
                {formatCount(b.tags)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table transfer-lines">
        <caption>Lines per box</caption>
        <TableHead columns={['Box', 'SKU', 'Description', num('Units'), num('Tags')]} />
        <tbody>
          {draft.lines.map((l) => (
            <tr key={`${l.box}-${l.itemId}`}>
              <td>{l.box}</td>
              <td className="mono">{l.sku ?? l.itemId}</td>
              <td>{l.description ?? ''}</td>
              <td className="num">{formatCount(l.quantity)}</td>
              <td className="num">{formatCount(l.tags)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function SendOutcome({ result }: { result: TransferSendResult | null }) {
  if (!result) return null;
  if (result.status === 'sent')
    return (
      <p className="notice success" role="status" data-send-status="sent">
        Sent as {result.docNumber}
        {result.adopted ? ' (the service had it from the last try: nothing was sent twice)' : ''}.
      </p>
    );
  if (result.status === 'unknown')
    return (
      <p className="notice warning" role="alert" data-send-status="unknown">
        {result.message}
      </p>
    );
  return (
    <div className="notice warning" role="alert" data-send-status="refused">
      <p>{result.message}</p>
      <ul>
        {result.lines.map((l) => (
          <li key={`${l.itemId ?? ''}-${l.field}`}>
            {l.sku ?? l.itemId ?? l.field}: {l.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
