// Process: test (node child). A browser-mode instance in a process of its own, for the one-writer test: starts
// browser mode on the data folder in argv, signs in to the service in argv, chooses the store, waits until
// counting works (the journal is open and locked), prints "ready", then runs until killed.
import { startBrowserMode } from '../../../hosts/web/browser-mode';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';

const [dataDir, rendererDir, authUrl, baseUrl, storeId] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];

async function call(app: Awaited<ReturnType<typeof startBrowserMode>>, name: string, args: unknown) {
  const r = (await app.services.dispatch(name as never, args)) as { ok: boolean; error?: { message: string } };
  return r;
}

async function main() {
  const app = await startBrowserMode({ dataDir, rendererDir, version: 'test', services: { maxRequestsPerSecond: 50 } });
  const signIn = {
    connection: { kind: 'real', authUrl, baseUrl, clientId: DEMO_CLIENT_ID },
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
  };
  for (const [name, args] of [
    ['auth.signIn', signIn],
    ['stores.choose', { storeId }],
  ] as const) {
    const r = await call(app, name, args);
    if (!r.ok) throw new Error(`${name}: ${r.error?.message}`);
  }
  for (let i = 0; i < 400; i++) {
    if ((await call(app, 'counts.sessions.list', { storeId })).ok) {
      process.stdout.write('ready\n');
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('counting never became available');
}

main().catch((err) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
