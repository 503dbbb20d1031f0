// Process: renderer. "Print labels" on the lookup card: N RFID labels for the item, previewed first, printed and
// encoded by the printer set here, with progress and the printer's error.
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectPrintLabels } from '../../store/selectors/encode';
import { LabelPreviewCard } from './LabelPreviewCard';
import { PrinterSetup } from './PrinterSetup';
import { PrintProgress } from './PrintProgress';
import './encode.css';

export function PrintLabelsPanel({ itemId }: { itemId: string }) {
  const { previews, printer, printing, load, printItem, clear } = useApp(useShallow(selectPrintLabels));
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('1');
  const id = useId();
  useEffect(() => {
    if (open) void load([itemId]);
  }, [open, itemId, load]);
  useEffect(() => clear, [clear]);
  const preview = previews[itemId];
  const n = Number(count);
  if (!open) {
    return (
      <button type="button" className="print-labels-open" onClick={() => setOpen(true)}>
        Print labels
      </button>
    );
  }
  return (
    <section className="encode-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Print RFID labels</h3>
      <PrinterSetup />
      {preview && <LabelPreviewCard preview={preview} />}
      <form
        className="print-row"
        onSubmit={(e) => {
          e.preventDefault();
          void printItem(itemId, n);
        }}
      >
        <label htmlFor={`${id}-count`}>Labels</label>
        <input
          id={`${id}-count`}
          className="narrow"
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" disabled={printing || !printer || !(n > 0) || Boolean(preview?.problem)}>
          Print {n > 0 ? n : ''} label{n === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={() => setOpen(false)} disabled={printing}>
          Close
        </button>
      </form>
      <PrintProgress />
    </section>
  );
}
