// Process: renderer. A transfer's differences as they stand (or as kept when finished): per line expected, received
// and difference; per tag sent and received, sent and missing (with its box), received and not sent; per box whole,
// partial or missing. Without the transfer's EPCs (tagsKnown false) only the lines are compared, and it says so.
import type { TransferReport, TransferTagStatus } from '../../../../contract/transfers';
import { formatCount, formatSigned, varianceTone } from '../../lib/format';

const TAG_WORDS: Record<TransferTagStatus, string> = {
  sentReceived: 'Sent and received',
  sentMissing: 'Sent, missing',
  receivedNotSent: 'Received, not sent',
};
const BOX_WORDS = { whole: 'Received whole', partial: 'Partly received', missing: 'Missing', noTags: 'No tags' };
/** The tags that need a look first: the missing, then the foreign, then the rest. */
const TAG_ORDER: TransferTagStatus[] = ['sentMissing', 'receivedNotSent', 'sentReceived'];

export function TransferDifferences({ report }: { report: TransferReport }) {
  const tags = [...report.tags].sort((a, b) => TAG_ORDER.indexOf(a.status) - TAG_ORDER.indexOf(b.status));
  const t = report.totals;
  return (
    <>
      <table className="data-table transfer-differences">
        <caption>Per line</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Expected
            </th>
            <th scope="col" className="num">
              Received
            </th>
            <th scope="col" className="num">
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((l) => (
            <tr key={l.itemId} data-item={l.sku ?? l.itemId}>
              <td className="mono">{l.sku ?? l.itemId}</td>
              <td>{l.description ?? ''}</td>
              <td className="num">{formatCount(l.expected)}</td>
              <td className="num">{formatCount(l.received)}</td>
              <td className={`num ${varianceTone(l.difference)}`} data-difference>
                {formatSigned(l.difference)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!report.tagsKnown ? (
        <p className="muted">This transfer came without its tags: only the lines are compared.</p>
      ) : (
        <>
          <p data-tag-totals>
            Tags: {formatCount(t.sentReceived)} sent and received, {formatCount(t.sentMissing)} sent and missing,{' '}
            {formatCount(t.receivedNotSent)} received and not sent
          </p>
          <table className="data-table transfer-boxes">
            <caption>Boxes</caption>
            <thead>
              <tr>
                <th scope="col">Box</th>
                <th scope="col" className="num">
                  Tags sent
                </th>
                <th scope="col" className="num">
                  Received
                </th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {report.boxes.map((b) => (
                <tr key={b.number} data-box={b.number} data-box-state={b.state}>
                  <td>Box {b.number}</td>
                  <td className="num">{formatCount(b.tags)}</td>
                  <td className="num">{formatCount(b.received)}</td>
                  <td>{BOX_WORDS[b.state]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="data-table transfer-tags">
            <caption>Per tag</caption>
            <thead>
              <tr>
                <th scope="col">EPC</th>
                <th scope="col">SKU</th>
                <th scope="col">Box</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {tags.map((g) => (
                <tr key={g.epc} data-tag-status={g.status}>
                  <td className="mono">{g.epc}</td>
                  <td className="mono">{g.sku ?? g.itemId ?? ''}</td>
                  <td>{g.box ?? ''}</td>
                  <td>{TAG_WORDS[g.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
