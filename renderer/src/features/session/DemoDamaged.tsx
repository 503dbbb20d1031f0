// Process: renderer. On the sign-in screen after 'demo_damaged': says the demo service's data is damaged (main's
// sentence names the file) and offers to move it aside (kept, never deleted) and start fresh demo data.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectDemoDamaged } from '../../store/selectors/session';

export function DemoDamaged({ message }: { message: string }) {
  const { startFresh, busy } = useApp(useShallow(selectDemoDamaged));
  const [kept, setKept] = useState<string | null>(null);
  if (kept)
    return (
      <p className="notice warning" role="status">
        Fresh demo data is ready; the damaged file was kept as {kept}. Sign in again.
      </p>
    );
  return (
    <div className="notice error" role="alert">
      <p>{message}</p>
      <button type="button" disabled={busy} onClick={async () => setKept(await startFresh())}>
        Move it aside and start fresh demo data
      </button>
    </div>
  );
}
