// Process: test (node child). Browser mode in a process of its own: for a crash-tier workflow that has no CLI
// command (move unsent, zero-confirm), and for the one-writer test (a second instance on one data folder). Starts
// browser mode on the data folder in argv (its own journal and catalog), signs in to the
// service in argv, chooses the store, waits until counting works, prints "ready" with what a WebSocket client needs
// (port, origin, secret), and closes cleanly (exit 0) when its stdin ends. An armed crash point
// (STOCKTAKE_CRASH_AT, in its environment) kills it with SIGKILL instead.
import { startBrowserMode } from '../../hosts/web/browser-mode';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';
import { sleep } from './waits';

const [dataDir, rendererDir, authUrl, baseUrl, storeId] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];

async function main() {
  const app = await startBrowserMode({
    dataDir,
    rendererDir,
    version: 'test',
    services: { maxRequestsPerSecond: 100 },
  });
  const call = async (name: string, args: unknown) =>
    (await app.services.dispatch(name as never, args)) as { ok: boolean; error?: { message: string } };
  const signIn = {
    connection: { kind: 'real', authUrl, baseUrl, clientId: DEMO_CLIENT_ID },
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
  };
  for (const [name, args] of [
    ['auth.signIn', signIn],
    ['stores.choose', { storeId }],
  ] as const) {
    const r = await call(name, args);
    if (!r.ok) throw new Error(`${name}: ${r.error?.message}`);
  }
  let ready = false;
  for (let i = 0; i < 400 && !ready; i++) {
    ready = (await call('counts.sessions.list', { storeId })).ok;
    if (!ready) await sleep(50);
  }
  if (!ready) throw new Error('counting never became available');
  const { port, origin, secret } = app.server;
  process.stdout.write(`ready ${JSON.stringify({ port, origin, secret })}\n`);
  process.stdin.on('end', () => {
    void app.close().then(() => process.exit(0));
  });
  process.stdin.resume();
}

main().catch((err) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
