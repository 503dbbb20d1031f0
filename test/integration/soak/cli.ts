// Process: test (node). The CLI as the soak's third actor: each command a spawned process (as a user runs it), on its
// own data folder, signed in to the service through the fault proxy.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface SoakCli {
  dataDir: string;
  run(args: string[]): Promise<CliRun>;
  /** Writes reads (one a line) to a file in the data folder and returns its path. */
  readsFile(lines: string[]): string;
}

export function soakCli(proxyUrl: string): SoakCli {
  const dataDir = mkdtempSync(join(tmpdir(), 'stocktake-soak-cli-'));
  const env = {
    ...process.env,
    STOCKTAKE_CLIENT_ID: DEMO_CLIENT_ID,
    STOCKTAKE_USER: DEMO_USER,
    STOCKTAKE_PASSWORD: DEMO_PASSWORD,
    STOCKTAKE_LOG: 'warn',
  };
  let files = 0;
  return {
    dataDir,
    run(args) {
      const urls = ['--auth-url', `${proxyUrl}/auth`, '--base-url', proxyUrl, '--data-dir', dataDir];
      const child = spawn('npx', ['tsx', 'hosts/cli/index.ts', ...args, ...urls], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += String(d);
      });
      child.stderr.on('data', (d) => {
        stderr += String(d);
      });
      return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
    },
    readsFile(lines) {
      const path = join(dataDir, `reads-${++files}.txt`);
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    },
  };
}

/** The last JSON line a command printed on stdout, or null. */
export function lastJson<T>(stdout: string): T | null {
  const lines = stdout.split('\n').filter((l) => l.trim().startsWith('{'));
  const last = lines.at(-1);
  return last ? (JSON.parse(last) as T) : null;
}
