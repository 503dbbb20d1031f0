// Process: renderer. The typed-code form of every scanning screen: Enter hands the trimmed code to onScan and clears
// the field for the next one. A scanner with the focus here types into it like a person; elsewhere the wedge
// detector takes its bursts and main receives them from the reader stream.
import { forwardRef, useState } from 'react';

/** Longer than any EPC, tag URI or GS1 Digital Link a reader sends; a pasted page is cut, not sent. */
const SCAN_MAX_CHARS = 500;

export const ScanCodeForm = forwardRef<HTMLInputElement, { id: string; onScan: (code: string) => void }>(
  function ScanCodeForm({ id, onScan }, ref) {
    const [text, setText] = useState('');
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
          autoComplete="off"
          spellCheck={false}
          maxLength={SCAN_MAX_CHARS}
          placeholder="EPC, barcode or SKU, then Enter"
        />
      </form>
    );
  },
);
