// Process: test (node). Browser mode driven over its WebSocket for a crash-tier workflow (test/helpers/browser-mode-child.ts in a
// child process, its environment carrying the armed crash point): start it on a data folder against the fault
// proxy, ask requests as a tab does (test/helpers/ws-tabs.ts), wait until its outbox has sent a session, then end
// it. Every wait also ends when the child dies (killed at the armed point): the workflow then returns its exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutboxState } from '../../contract/counts';
import type { Result } from '../../contract/result';
import { childArgv } from '../helpers/cli-bundle';
import { DEMO_CLI_ENV } from '../helpers/cli-process';
import { sleep } from '../helpers/waits';
import { openTab, type Tab } from '../helpers/ws-tabs';
import type { CliWorldFile } from './cli-world';
import type { ChildExit } from './harness';

export interface BrowserChild {
  /** The child's answer, or null when it died first. */
  ask<T>(method: string, args: unknown): Promise<Result<T> | null>;
  /** Resolves once the outbox holds nothing unsent of the session (or the child died). */
  sent(sessionId: string): Promise<void>;
  /** Ends its stdin (a clean close) and resolves at its exit. */
  finish(): Promise<ChildExit>;
}

/** Where browser mode finds its renderer (a page of its own: nothing here loads it). */
export function rendererFolder(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'crash-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>crash tier</title>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The most the outbox of a child is waited for (it backs off after a dropped answer). */
const SENT_WAIT_MS = 30_000;
const POLL_MS = 100;

/** Starts browser mode on `dataDir`; its exit instead when it died before it was ready. */
export async function startBrowserChild(
  file: CliWorldFile,
  dataDir: string,
  rendererDir: string,
  env: Record<string, string>,
): Promise<BrowserChild | ChildExit> {
  const authUrl = `${file.proxy.url}${new URL(file.svc.authUrl).pathname}`;
  const child: ChildProcess = spawn(
    process.execPath,
    childArgv('browser-mode-child', [dataDir, rendererDir, authUrl, file.proxy.url, file.storeId]),
    {
      cwd: process.cwd(),
      env: { ...process.env, ...DEMO_CLI_ENV, STOCKTAKE_LOG: 'error', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<ChildExit>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  const ready = await Promise.race([
    new Promise<{ port: number; origin: string; secret: string }>((resolve) =>
      child.stdout!.on('data', (d) => {
        stdout += d;
        const m = /ready (\{.*\})\n/.exec(stdout);
        if (m) resolve(JSON.parse(m[1]!));
      }),
    ),
    exited,
  ]);
  if ('code' in ready) return ready;
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const tab: Tab = await openTab(ready);
  const ask = <T>(method: string, args: unknown) =>
    Promise.race([tab.ask<T>(method, args), exited.then(() => null)]) as Promise<Result<T> | null>;
  return {
    ask,
    async sent(sessionId) {
      for (const until = Date.now() + SENT_WAIT_MS; !dead && Date.now() < until; ) {
        const r = await ask<OutboxState>('counts.outbox', { sessionId });
        if (r?.ok && r.value.pending === 0 && r.value.inFlight === 0) return;
        await sleep(POLL_MS);
      }
    },
    async finish() {
      tab.close();
      child.stdin!.end();
      return exited;
    },
  };
}
