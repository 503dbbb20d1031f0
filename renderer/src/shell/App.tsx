// Process: renderer. Picks the screen from the store: starting, sign-in, or the signed-in shell.

import { Shell } from './screens/Shell';
import { SignIn } from './screens/SignIn';
import { StatusBar } from './screens/StatusBar';
import { useApp } from './store/context';

export function App() {
  const state = useApp((s) => s.auth?.state ?? null);
  const startError = useApp((s) => s.startError);
  if (state === null) {
    return (
      <main className="centered">
        <p aria-live="polite">{startError ? startError.message : 'Starting…'}</p>
      </main>
    );
  }
  if (state !== 'signedIn') return <SignIn />;
  return (
    <div className="app">
      <Shell />
      <StatusBar />
    </div>
  );
}
