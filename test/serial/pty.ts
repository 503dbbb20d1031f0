// Process: node (tests). Real serial plumbing for tests: a socat PTY pair with stable link names, and the reader
// simulator CLI as a child process writing to one end.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { childArgv } from '../helpers/cli-bundle';
import { waitFor } from '../helpers/waits';

export interface PtyPair {
  a: string;
  b: string;
  kill(): Promise<void>;
}

/** socat -d -d pty,raw,echo=0,link=<dir>/A pty,raw,echo=0,link=<dir>/B, resolved once both links exist. */
export async function startPtyPair(dir: string): Promise<PtyPair> {
  const a = join(dir, 'A');
  const b = join(dir, 'B');
  const proc = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.resume();
  await waitFor(() => existsSync(a) && existsSync(b), 5000, 'socat links');
  return { a, b, kill: () => stop(proc) };
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  await exited;
}

export interface SimProcess {
  /** The simulator's final summary (`{"summary": {...}}` on stderr), once it has exited. */
  done: Promise<Record<string, unknown> | undefined>;
  kill(): Promise<void>;
  /** Writes a line to its stdin (started with `{ input: true }`: locate mode's keys). */
  send(line: string): void;
  /** What it said on stderr so far. */
  said(): string;
  /** Resolves once it has its port open and answers (it says so on stderr); a loaded machine can take seconds. */
  ready(): Promise<void>;
}

/** Runs `hosts/app/reader/sim-cli.ts` as `npm run reader:sim` does (bundled: test/helpers/cli-bundle.ts). */
export function startSimulator(args: string[], opts: { input?: boolean } = {}): SimProcess {
  const proc = spawn(process.execPath, childArgv('reader-sim', args), {
    cwd: process.cwd(),
    stdio: [opts.input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    env: { ...process.env, STOCKTAKE_LOG: 'warn' },
  });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const done = new Promise<Record<string, unknown> | undefined>((resolve) =>
    proc.once('exit', () => {
      const line = err.split('\n').find((l) => l.startsWith('{"summary"'));
      resolve(line ? (JSON.parse(line).summary as Record<string, unknown>) : undefined);
    }),
  );
  return {
    done,
    kill: () => stop(proc),
    send: (line) => proc.stdin?.write(`${line}\n`),
    said: () => err,
    ready: () => waitFor(() => err.includes('reader:sim writing'), 30_000, 'the reader simulator up'),
  };
}

/** heapUsed after a full collection, when the runtime lets us trigger one. */
export async function settledHeap(): Promise<number> {
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
