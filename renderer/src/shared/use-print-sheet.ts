// Process: renderer. A print sheet that exists only while printing: a screen whose list is virtual draws a screenful
// of rows, so paper gets its own full table, and drawing thousands of rows all the time would cost what the virtual
// list saves. `printing` turns on before the print dialog reads the page, from the screen's Print (Alt+P) and from
// the browser's own (Ctrl+P, the menu: the beforeprint event), drawn at once (flushSync: print() lays out the page
// straight away); it turns off when printing ends (afterprint).
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrintSheet(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
