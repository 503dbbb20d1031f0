// Process: node (tests). `npm test`'s pretest step: the programs the test layers need beyond npm packages, a
// Chromium and pdftoppm from poppler-utils (test/e2e: the printed count sheet is turned into an image) and socat
// (test/serial). On Debian or Ubuntu as root it installs the missing ones with apt (what a fresh CI machine
// needs); anywhere else it stops at once with the exact command to run, instead of letting the e2e and serial
// layers fail one by one minutes later.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium, onPath } from './find-chromium';

interface Missing {
  what: string;
  /** The test layer that needs it. */
  layer: string;
  apt: string;
  brew: string;
  dnf: string;
  /** Arch's package, when its name differs from Debian's. */
  pacman?: string;
}

function missing(): Missing[] {
  const out: Missing[] = [];
  if (!findChromium())
    out.push({
      what: 'Chromium or Chrome',
      layer: 'end-to-end',
      apt: 'chromium',
      brew: '--cask chromium',
      dnf: 'chromium',
    });
  if (!onPath('pdftoppm'))
    out.push({
      what: 'pdftoppm (poppler-utils)',
      layer: 'end-to-end',
      apt: 'poppler-utils',
      brew: 'poppler',
      dnf: 'poppler-utils',
      pacman: 'poppler',
    });
  if (!onPath('socat')) out.push({ what: 'socat', layer: 'serial', apt: 'socat', brew: 'socat', dnf: 'socat' });
  return out;
}

function isDebianLike(): boolean {
  if (existsSync('/etc/debian_version')) return true;
  const release = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(release);
}

function run(cmd: string, args: string[]): void {
  console.error(`test-prereqs: ${cmd} ${args.join(' ')}`);
  // apt's progress is noise here; its errors (stderr) still show.
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

/** The command this machine's user should run to install `need`. */
function instructions(need: Missing[]): string {
  if (process.platform === 'darwin') return need.map((m) => `brew install ${m.brew}`).join(' && ');
  if (process.platform === 'win32') {
    return 'install Google Chrome (or set CHROMIUM_PATH to a Chrome or Chromium executable) and poppler (pdftoppm on the PATH); the serial tests need socat, which Windows lacks: run them under WSL (Debian)';
  }
  if (isDebianLike()) return `sudo apt-get update && sudo apt-get install -y ${need.map((m) => m.apt).join(' ')}`;
  if (existsSync('/etc/fedora-release') || existsSync('/etc/redhat-release')) {
    return `sudo dnf install -y ${need.map((m) => m.dnf).join(' ')}`;
  }
  if (existsSync('/etc/arch-release')) return `sudo pacman -S --needed ${need.map((m) => m.pacman ?? m.apt).join(' ')}`;
  return `install ${need.map((m) => m.what).join(' and ')} with your package manager (or set CHROMIUM_PATH)`;
}

/** How long to wait for another apt (a second test run on this machine, an unattended upgrade) to let go. */
const APT_PATIENCE_MS = 10 * 60_000;
/** apt waits up to this long for dpkg's lock; a lock it still finds held (`update`'s lists lock too) fails the run, and we retry. */
const APT_LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=120'];

/** Installs `need` with apt, again while another apt holds its locks (it may be installing the same packages);
 * returns what is still missing. */
function installWithApt(need: Missing[]): Missing[] {
  const until = Date.now() + APT_PATIENCE_MS;
  for (;;) {
    try {
      run('apt-get', [...APT_LOCK_WAIT, 'update', '-qq']);
      run('apt-get', [...APT_LOCK_WAIT, 'install', '-y', '-qq', ...need.map((m) => m.apt)]);
      return missing();
    } catch (err) {
      const left = missing();
      if (left.length === 0) return left; // the other apt installed them
      if (Date.now() > until) throw err;
      console.error(`test-prereqs: ${err instanceof Error ? err.message : String(err)}; trying again in 10 s`);
      spawnSync('sleep', ['10']);
      need = left;
    }
  }
}

function main(): number {
  let need = missing();
  if (need.length === 0) return 0;
  const names = need.map((m) => m.what).join(' and ');
  if (process.platform === 'linux' && isDebianLike() && process.getuid?.() === 0) {
    console.error(`test-prereqs: ${names} missing; installing with apt`);
    need = installWithApt(need);
    if (need.length === 0) return 0;
  }
  console.error(
    `npm test needs ${need.map((m) => `${m.what} (${m.layer} tests)`).join(' and ')}. Run:\n\n    ${instructions(need)}\n\nthen npm test again.`,
  );
  return 1;
}

try {
  process.exitCode = main();
} catch (err) {
  console.error(`test-prereqs: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
