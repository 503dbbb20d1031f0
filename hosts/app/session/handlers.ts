// Process: main (composition, Electron-free). The session requests of contract/session.ts (sign-in, resume,
// sign-out, connection, the built-in demo's fresh start), typed by the contract's request map.
import type { HandlersOf } from '../../../contract';
import type { sessionRequests } from '../../../contract/session';
import type { DemoService } from '../../../domain/session/demo-service';
import type { SessionService, StoresClient } from '../../../domain/session/types';

export function sessionHandlers(
  session: SessionService<StoresClient>,
  demo: DemoService,
): HandlersOf<typeof sessionRequests> {
  return {
    'auth.status': () => session.status(),
    'auth.resume': () => session.resume(),
    'auth.signIn': (args) => session.signIn(args),
    'auth.signOut': () => session.signOut(),
    'connection.status': () => session.connection(),
    'demo.startFresh': async () => ({ savedAs: (await demo.startFresh()).savedAs }),
  };
}
