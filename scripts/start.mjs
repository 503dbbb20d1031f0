// Process: node (launcher for `npm start`, after the build). Runs the Electron app when its binary is installed;
// otherwise (no Electron download possible, as on some build machines) says so and starts browser mode instead.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const forwarded = process.argv.slice(2);

/** The Electron binary if it is really there; never triggers electron's on-demand download. */
function electronBinary() {
  const pkgDir = join(root, 'node_modules', 'electron');
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkgDir, 'dist');
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(distDir, readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

const binary = electronBinary();
if (binary) {
  run(binary, [root, ...forwarded]);
} else {
  console.log(
    'Stocktake: the Electron binary is not installed (node_modules/electron has no dist/), so the desktop window ' +
      'cannot open here. Starting browser mode instead: the same app, served to your browser on 127.0.0.1.',
  );
  run(process.execPath, [require.resolve('tsx/cli'), join(root, 'hosts', 'web', 'cli.ts'), ...forwarded]);
}
