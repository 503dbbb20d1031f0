// Process: test (node). The CLI as the soak's third actor: each command a spawned process (as a user runs it), on its
// own data folder, signed in to the service through the fault proxy.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliResult, runCli } from '../../helpers/cli-process';

export interface SoakCli {
  dataDir: string;
  run(args: string[]): Promise<CliResult>;
  /** Writes reads (one a line) to a file in the data folder and returns its path. */
  readsFile(lines: string[]): string;
}

export function soakCli(proxyUrl: string): SoakCli {
  const dataDir = mkdtempSync(join(tmpdir(), 'stocktake-soak-cli-'));
  let files = 0;
  return {
    dataDir,
    run(args) {
      return runCli([...args, '--auth-url', `${proxyUrl}/auth`, '--base-url', proxyUrl, '--data-dir', dataDir]);
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
