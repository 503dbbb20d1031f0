// Process: renderer. The typed-code input: Enter counts the code in the active area (counts.scan) and clears the
// field for the next one. A scanner with the focus here types into it like a person; elsewhere the wedge
// detector takes its bursts and main counts them from the reader stream.
import { forwardRef, useState } from 'react';
import { useApp } from '../../store/context';

export const ScanInput = forwardRef<HTMLInputElement>(function ScanInput(_props, ref) {
  const scan = useApp((s) => s.countScan);
  const [text, setText] = useState('');
  return (
    <form
      className="scan-form"
      onSubmit={(e) => {
        e.preventDefault();
        const code = text.trim();
        setText('');
        if (code) void scan(code);
      }}
    >
      <label htmlFor="count-scan">Scan or type a code</label>
      <input
        id="count-scan"
        ref={ref}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        placeholder="EPC, barcode or SKU, then Enter"
      />
    </form>
  );
});
