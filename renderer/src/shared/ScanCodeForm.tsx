// Process: renderer. The typed-code form of every scanning screen: Enter hands the trimmed code to onScan and clears
// the field for the next one. A scanner with the focus here types into it like a person; elsewhere the wedge
// detector takes its bursts and main receives them from the reader stream. A pasted list (several lines, or more
// than one code can be) and a text file of codes (Alt+T) go to onScanList whole, one code a line.
import { type ClipboardEvent, forwardRef, useRef, useState } from 'react';
import { SCAN_TEXT_MAX } from '../../../contract/request';
import { ErrorAlert } from './ErrorAlert';
import { KeyHint } from './KeyHint';
import { ariaKeys } from './keys';
import { useKeys } from './use-keys';

/** A list of codes bigger than this is not a list of codes: refused before it is read. */
const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

interface ScanCodeFormProps {
  id: string;
  onScan: (code: string) => void;
  /** `from` names the list for the user: "the paste", or the file's name. */
  onScanList: (text: string, from: string) => void;
}

export const ScanCodeForm = forwardRef<HTMLInputElement, ScanCodeFormProps>(function ScanCodeForm(
  { id, onScan, onScanList },
  ref,
) {
  const [text, setText] = useState('');
  /** Why the last file was not read (too big, unreadable); what it scanned is told by the screen. */
  const [problem, setProblem] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  useKeys([{ keys: 'Alt+T', run: () => file.current?.click() }]);
  // An <input> would flatten a pasted list into one line, and cut one longer than a code without a word.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted.trim()) && pasted.length <= SCAN_TEXT_MAX) return;
    e.preventDefault();
    onScanList(pasted, 'the paste');
  };
  const importFile = async (f: File | undefined) => {
    if (!f) return;
    setProblem(null);
    if (f.size > IMPORT_MAX_BYTES) {
      setProblem(`${f.name} is too big to be a list of codes (at most 50 MB). Choose a text file, one code a line.`);
      return;
    }
    try {
      onScanList(await f.text(), f.name);
    } catch {
      setProblem(`${f.name} could not be read. Check that it is a text file, one code a line, and try again.`);
    }
  };
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        const code = text.trim();
        setText('');
        if (code) onScan(code);
      }}
    >
      <label htmlFor={id}>Scan or type a code</label>
      <input
        id={id}
        ref={ref}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPaste={paste}
        autoComplete="off"
        spellCheck={false}
        maxLength={SCAN_TEXT_MAX}
        placeholder="EPC, barcode or SKU"
      />
      <span className="scan-import">
        <button type="button" onClick={() => file.current?.click()} aria-keyshortcuts={ariaKeys('Alt+T')}>
          Import codes from a file… <KeyHint keys="Alt+T" />
        </button>
        <span className="muted">or paste a list: one code a line</span>
        <input
          ref={file}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="File of codes to import"
          onChange={(e) => {
            const input = e.currentTarget;
            void importFile(input.files?.[0]).finally(() => {
              input.value = '';
            });
          }}
        />
      </span>
      <ErrorAlert error={problem === null ? null : { message: problem }} />
    </form>
  );
});
