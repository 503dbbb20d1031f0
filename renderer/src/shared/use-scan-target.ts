// Process: renderer. While a screen shows an open document (a receipt draft, a transfer being packed or received),
// main sends the reader's reads and wedge scans into it; the screen lets go when it closes or the document does.
import { useEffect } from 'react';

export function useScanTargetWhileOpen(
  id: string | null | undefined,
  state: string | null | undefined,
  setTarget: (on: boolean) => Promise<unknown>,
): void {
  useEffect(() => {
    if (!id || state !== 'open') return;
    void setTarget(true);
    return () => void setTarget(false);
  }, [id, state, setTarget]);
}
