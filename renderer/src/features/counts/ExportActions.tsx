// Process: renderer. Export and print: the CSV download (counts.export), the printable count sheet (the print
// stylesheet shows only the sheet), and Save as PDF (printToPDF in the desktop app; the browser's print dialog in
// browser mode, where "Save as PDF" is a destination).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { base64ToBytes, downloadFile } from '../../lib/download';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectExportActions } from '../../store/selectors/counts';

export function ExportActions() {
  const { exportCount, loadSheet, savePdf, session } = useApp(useShallow(selectExportActions));
  const [busy, setBusy] = useState(false);
  const csv = () => void exportCount().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'));
  useKeys([
    { keys: 'Alt+X', run: csv, when: !!session },
    { keys: 'Alt+P', run: () => void printSheet(false), when: !!session && !busy },
    { keys: 'Alt+S', run: () => void printSheet(true), when: !!session && !busy },
  ]);
  if (!session) return null;
  const printSheet = async (pdf: boolean) => {
    setBusy(true);
    try {
      if (!(await loadSheet())) return;
      // Let React render the sheet before printing it.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      if (!pdf) {
        window.print();
        return;
      }
      const r = await savePdf();
      if (r) downloadFile(r.fileName, base64ToBytes(r.base64), 'application/pdf');
      else window.print();
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="export-actions">
      <button type="button" onClick={csv} aria-keyshortcuts={ariaKeys('Alt+X')}>
        Export CSV <KeyHint keys="Alt+X" />
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => void printSheet(false)}
        aria-keyshortcuts={ariaKeys('Alt+P')}
      >
        Print count sheet <KeyHint keys="Alt+P" />
      </button>
      <button type="button" disabled={busy} onClick={() => void printSheet(true)} aria-keyshortcuts={ariaKeys('Alt+S')}>
        Save as PDF <KeyHint keys="Alt+S" />
      </button>
    </span>
  );
}
