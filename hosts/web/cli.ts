// Process: node (browser mode entry, `npm run start:web`). Starts the app's services and the loopback server,
// prints the URL to open, and stays up until Ctrl+C.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../../domain/shared/data-dir';
import { createLogger } from '../../domain/shared/logger';
import { startBrowserMode } from './browser-mode';

const log = createLogger('web.cli');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'open-browser': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run start:web -- [--port <n>] [--data-dir <folder>] [--open-browser]');
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0..65535, got "${values.port}"`);
  const rendererDir = join(root, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${rendererDir}. Run \`npm run build\` first (npm run start:web does).`);
  }
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  const app = await startBrowserMode({ dataDir, rendererDir, version, port });
  console.log(`Stocktake (browser mode): ${app.server.url}`);
  console.log(`Data folder: ${dataDir}. Press Ctrl+C to stop.`);
  if (values['open-browser']) openInBrowser(app.server.url);

  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => log.warn('could not open a browser; open the URL above by hand'));
  child.unref();
}

main().catch((err) => {
  console.error(`Stocktake (browser mode) failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
