// Process: renderer. "Tag this receipt" on a submitted receipt: one RFID label per unit of the lines chosen
// (quantities editable, 0 leaves a line out), each line's label previewed, printed to the printer set here, with
// progress and the printer's error; a job cut off is resumed without reprinting. A line that cannot be tagged is
// marked and left out, with main's reason beside the button, which prints the others; a receipt tagged before asks
// first (ReceiptPrintRow). The item shown can instead be tagged one by one with the reader ("Write tag").
import { useEffect, useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ReceiptDetail } from '../../../../contract/receiving';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectPrintLabels } from '../../store/selectors/encode';
import { LabelPreviewCard } from './LabelPreviewCard';
import { PrinterSetup } from './PrinterSetup';
import { PrintProgress } from './PrintProgress';
import { ReceiptPrintRow } from './ReceiptPrintRow';
import { WriteTagPanel } from './WriteTagPanel';
import './encode.css';

/** The receipt's units per item, in line order (an item on two lines is tagged once per unit of both). */
function unitsPerItem(r: ReceiptDetail) {
  const out = new Map<string, { itemId: string; sku: string | null; description: string | null; units: number }>();
  for (const l of r.lines) {
    const row = out.get(l.itemId) ?? { itemId: l.itemId, sku: l.sku, description: l.description, units: 0 };
    row.units += Math.max(0, Math.round(l.quantity));
    out.set(l.itemId, row);
  }
  return [...out.values()];
}

export function TagReceiptPanel({ receipt }: { receipt: ReceiptDetail }) {
  const { previews, printer, printing, load, printReceipt, labelsMade, clear } = useApp(useShallow(selectPrintLabels));
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => unitsPerItem(receipt), [receipt]);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    setCounts(Object.fromEntries(rows.map((r) => [r.itemId, String(r.units)])));
    setShown(rows[0]?.itemId ?? null);
    void load(rows.map((r) => r.itemId));
  }, [open, rows, load]);
  useEffect(() => clear, [clear]);
  const problemOf = (itemId: string) => previews[itemId]?.problem ?? null;
  // Which lines can be tagged is known once every line's preview is in: nothing is printed before.
  const ready = rows.every((r) => previews[r.itemId] !== undefined);
  // Only lines that can be tagged are sent: one that cannot never blocks the others.
  const lines = rows
    .filter((r) => !problemOf(r.itemId))
    .map((r) => ({ itemId: r.itemId, count: Number(counts[r.itemId] ?? r.units) || 0 }));
  const total = lines.reduce((n, l) => n + l.count, 0);
  const leftOut = rows.flatMap((r) => {
    const problem = problemOf(r.itemId);
    return problem ? [{ sku: r.sku ?? r.itemId, problem }] : [];
  });
  if (!open) {
    return (
      <button type="button" className="tag-receipt-open" onClick={() => setOpen(true)}>
        Tag this receipt
      </button>
    );
  }
  const preview = shown ? previews[shown] : undefined;
  return (
    <section className="encode-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tag this receipt</h2>
      <PrinterSetup />
      <div className="encode-columns">
        <table className="data-table">
          <caption className="visually-hidden">Labels per item</caption>
          <TableHead columns={['SKU', 'Description', num('Received'), num('Labels'), 'Preview']} />
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.itemId}
                data-tag-line={r.sku ?? r.itemId}
                className={problemOf(r.itemId) ? 'tag-line-left-out' : undefined}
              >
                <td className="mono">{r.sku ?? '—'}</td>
                <td>{r.description ?? r.itemId}</td>
                <td className="num">{r.units}</td>
                <td className="num">
                  {problemOf(r.itemId) ? (
                    <span className="flag" data-line-left-out>
                      Cannot be tagged
                    </span>
                  ) : (
                    <input
                      className="narrow"
                      inputMode="numeric"
                      aria-label={`Labels for ${r.sku ?? r.itemId}`}
                      value={counts[r.itemId] ?? ''}
                      onChange={(e) => setCounts({ ...counts, [r.itemId]: e.target.value.replace(/\D/g, '') })}
                    />
                  )}
                </td>
                <td>
                  <button type="button" onClick={() => setShown(r.itemId)} aria-pressed={shown === r.itemId}>
                    Show
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {preview && <LabelPreviewCard preview={preview} />}
      </div>
      <ReceiptPrintRow
        docNumber={receipt.docNumber}
        total={total}
        ready={ready}
        leftOut={leftOut}
        printer={printer}
        printing={printing}
        labelsMade={() => labelsMade(receipt.id)}
        print={(again) => void printReceipt(receipt.id, lines, again)}
        close={() => setOpen(false)}
      />
      <PrintProgress />
      {shown && <WriteTagPanel key={shown} itemId={shown} sku={preview?.sku} />}
    </section>
  );
}
