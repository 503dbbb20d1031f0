// Process: renderer. The current time, refreshed every few seconds, so "synced 2 min ago" stays true.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
