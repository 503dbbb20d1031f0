// Process: renderer. Picks the screen from the store: starting, sign-in, or the signed-in shell.

import { SignIn } from '../features/session/SignIn';
import { useApp } from '../store/context';
import { selectAuthState } from '../store/selectors/session';
import { Shell } from './Shell';
import { StatusBar } from './StatusBar';

export function App() {
  const state = useApp(selectAuthState);
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
