// Process: test (node). The CLI as a user runs it: hosts/cli/index.ts in its own node process (bundled once per test
// run, or through tsx; not npx, so one process holds the journal and a kill reaches it), signed in as the demo user through the
// environment unless the test says otherwise. Tests read stdout and stderr whole, or wait for a line on stderr.
import { type ChildProcess, spawn } from 'node:child_process';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';
import { childArgv } from './cli-bundle';

/** The sign-in the CLI reads from its environment. */
export const DEMO_CLI_ENV = {
  STOCKTAKE_CLIENT_ID: DEMO_CLIENT_ID,
  STOCKTAKE_USER: DEMO_USER,
  STOCKTAKE_PASSWORD: DEMO_PASSWORD,
} as const;

// What the test's own environment may hold must not stand in for a variable the test leaves out.
const NO_SIGN_IN: Record<keyof typeof DEMO_CLI_ENV, undefined> = {
  STOCKTAKE_CLIENT_ID: undefined,
  STOCKTAKE_USER: undefined,
  STOCKTAKE_PASSWORD: undefined,
};

export interface CliOptions {
  /** Replaces DEMO_CLI_ENV (a test of missing variables passes only some); undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** STOCKTAKE_LOG; 'warn' unless a test wants only errors on stderr. */
  log?: string;
  /** Written to stdin, which is then closed (`--reads -`). */
  input?: string;
  /** Stdin a pipe left open, so `--reads -` waits on it until the test kills the process. */
  holdStdin?: boolean;
  /** Its own process group, so a test can kill the group. */
  detached?: boolean;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stderr (all of it so far) contains `text`; never, if it never does. */
  said(text: string | RegExp): Promise<void>;
  done: Promise<CliResult>;
}

/**
 * node's arguments that run the CLI with `args` (also for a test that runs it with spawnSync): the bundle the test
 * run's global setup built (test/helpers/cli-bundle.ts), else the source through tsx.
 */
export const cliArgv = (args: string[]): string[] => childArgv('cli', args);

export function spawnCli(args: string[], options: CliOptions = {}): CliProcess {
  const child = spawn(process.execPath, cliArgv(args), {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...NO_SIGN_IN,
      STOCKTAKE_LOG: options.log ?? 'warn',
      ...(options.env ?? DEMO_CLI_ENV),
    },
    stdio: [options.input !== undefined || options.holdStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let stdout = '';
  let stderr = '';
  const waiting: { text: string | RegExp; resolve(): void }[] = [];
  const heard = (text: string | RegExp) => (typeof text === 'string' ? stderr.includes(text) : text.test(stderr));
  child.stdout!.on('data', (d) => {
    stdout += String(d);
  });
  child.stderr!.on('data', (d) => {
    stderr += String(d);
    for (const w of waiting.filter((w) => heard(w.text))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  if (options.input !== undefined) child.stdin!.end(options.input);
  const done = new Promise<CliResult>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    said: (text) => (heard(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ text, resolve }))),
    done,
  };
}

/** Runs a command to its end. */
export const runCli = (args: string[], options: CliOptions = {}): Promise<CliResult> => spawnCli(args, options).done;

/** Each non-blank line of a command's stdout, parsed as JSON. */
export const jsonLines = (text: string): unknown[] =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
