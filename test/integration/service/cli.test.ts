// Process: node (integration tests). `npm run service` as a real child process: the ready line, a database file
// that keeps its data across restarts, option errors, and a clean stop on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { childArgv } from '../../helpers/cli-bundle';

const dir = mkdtempSync(join(tmpdir(), 'stocktake-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function run(args: string[]): {
  child: ChildProcess;
  output: () => string;
  ready: Promise<string>;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, childArgv('service-cli', args), { cwd: process.cwd() });
  let out = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('auth_url='));
      if (line) resolve(line);
    });
    child.stderr!.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', () => reject(new Error(`exited before ready: ${out}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, ready, exit };
}

describe('service CLI', () => {
  it('prints the ready line, serves the demo data, keeps it in the file across restarts and stops on SIGTERM', async () => {
    const port = await freePort();
    const data = join(dir, 'demo.db');
    const first = run(['--port', String(port), '--data', data, '--seed', 'demo']);
    const line = await first.ready;
    expect(line).toContain(`auth_url=http://127.0.0.1:${port}/auth base_url=http://127.0.0.1:${port}`);
    const login = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
    };
    const token = await login();
    const vendor = await fetch(`http://127.0.0.1:${port}/api/v3/vendors`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'V777', name: 'Kept' }),
    });
    expect(vendor.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = run(['--port', String(port), '--data', data, '--seed', 'demo', '--rate-limit', '0']);
    await second.ready;
    const again = await fetch(`http://127.0.0.1:${port}/api/v3/vendors?filter=code=V777`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await again.json()) as unknown[]).length).toBe(1);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('refuses bad options with a clear message and exit code 2', async () => {
    for (const args of [['--seed', 'huge'], ['--port', 'abc'], ['--rate-limit', '-1'], ['--nonsense']]) {
      const r = run(['--data', ':memory:', ...args]);
      r.ready.catch(() => undefined);
      expect(await r.exit, args.join(' ')).toBe(2);
      expect(r.output()).toMatch(/service: /);
    }
  });
});
