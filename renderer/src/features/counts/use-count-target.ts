// Process: renderer. Which count takes the reader's reads and wedge scans: the open session while its counting
// screen shows, and a read-only (finalized, processed, locked) one whatever screen of it shows, so its reads are
// refused out loud (an error sound and "This count is finalized: scans are not counted"), never dropped unheard.
// Anywhere else nothing takes them, and the status bar says reads are not being counted.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';

export function useCountScanTarget(): void {
  const { sessionId, taking, setTarget } = useApp(
    useShallow((s) => ({
      sessionId: s.countSession?.id ?? null,
      taking: s.countsScreen === 'counting' || (s.countsScreen === 'review' && !!s.countSession?.readOnly),
      setTarget: s.setCountTarget,
    })),
  );
  useEffect(() => {
    if (!sessionId || !taking) return;
    void setTarget(true, sessionId);
    return () => void setTarget(false, sessionId);
  }, [sessionId, taking, setTarget]);
}
