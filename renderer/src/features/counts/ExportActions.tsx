// Process: renderer. Export and print: the CSV download (counts.export), the printable count sheet (the print
// stylesheet shows only the sheet), and Save as PDF (printToPDF in the desktop app; the browser's print dialog in
// browser mode, where "Save as PDF" is a destination).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { base64ToBytes, downloadFile } from './download';

export function ExportActions() {
  const { exportCount, loadSheet, savePdf, session } = useApp(
    useShallow((s) => ({
      exportCount: s.exportCount,
      loadSheet: s.loadCountSheet,
      savePdf: s.saveCountPdf,
      session: s.countSession,
    })),
  );
  const [busy, setBusy] = useState(false);
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
      <button
        type="button"
        onClick={() => void exportCount().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'))}
      >
        Export CSV
      </button>
      <button type="button" disabled={busy} onClick={() => void printSheet(false)}>
        Print count sheet
      </button>
      <button type="button" disabled={busy} onClick={() => void printSheet(true)}>
        Save as PDF
      </button>
    </span>
  );
}
