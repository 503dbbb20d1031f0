// Process: node (benchmark). `npm run bench -- service-security [--rounds N]`: body bounds and sign-in on the local
// service, run as its own process as `npm run service` runs it (5,000 items, rate limit off). (1) Latency of small GETs alone, then while four 5 MB bodies
// of nested brackets are sent in parallel, round after round: the depth check refuses each before JSON.parse, so
// the other requests should wait no more than a few hundred ms. (2) Memory before, at the peak and after.
// (3) Sign-in time for an unknown user name against a wrong password (the dummy hash should make them equal).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setLogLevel } from '../../domain/shared/logger';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed';
import { sleep } from '../helpers/waits';
import { procFigures, startChild } from './service.bench';

const NESTED_HALF = 2_500_000;
const PARALLEL = 4;

function stats(ms: number[]): { median: number; p95: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0) * 10) / 10;
  return { median: at(0.5), p95: at(0.95), max: at(1) };
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { rounds: { type: 'string' } }, strict: false });
  const rounds = Number(values.rounds ?? 5);
  setLogLevel('warn');
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-'));
  const { child, baseUrl } = await startChild(join(dir, 'service.db'), 5000);
  const pid = child.pid as number;
  const service = { baseUrl, authUrl: `${baseUrl}/auth` };
  const login = await fetch(`${service.authUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
  const get = async () => {
    const t = performance.now();
    const res = await fetch(`${service.baseUrl}/api/v3/stores`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  try {
    const quiet: number[] = [];
    for (let k = 0; k < 100; k++) quiet.push(await get());

    const nested = Buffer.from(`${'['.repeat(NESTED_HALF)}${']'.repeat(NESTED_HALF)}`);
    const rssBefore = rssMb(pid);
    const busy: number[] = [];
    const refusals: number[] = [];
    const statuses = new Set<number>();
    let attacking = true;
    const probe = (async () => {
      while (attacking) {
        busy.push(await get());
      }
    })();
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const t = performance.now();
          const res = await fetch(`${service.baseUrl}/api/v3/items`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: nested,
          });
          await res.arrayBuffer();
          statuses.add(res.status);
          refusals.push(performance.now() - t);
        }),
      );
    }
    const attackSeconds = (performance.now() - started) / 1000;
    attacking = false;
    await probe;
    const rssAfterAttack = rssMb(pid);
    await sleep(2000);
    const rssSettled = rssMb(pid);
    const peak = procFigures(pid).peakRssMb;

    const signIn = async (userName: string, password = 'wrong-password') => {
      const t = performance.now();
      const res = await fetch(`${service.authUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName, password }),
      });
      await res.arrayBuffer();
      return performance.now() - t;
    };
    const unknownUser: number[] = [];
    const wrongPassword: number[] = [];
    for (let k = 0; k < 100; k++) {
      unknownUser.push(await signIn(`nobody-${k}`));
      wrongPassword.push(await signIn(DEMO_USER));
      // A success every few failures keeps the per-name throttle (5 failures) from answering early with 429.
      if (k % 3 === 2) await signIn(DEMO_USER, DEMO_PASSWORD);
    }

    const figures = {
      getAloneMs: stats(quiet),
      getDuringNestedBodiesMs: stats(busy),
      getsDuringNestedBodies: busy.length,
      nestedBodies: rounds * PARALLEL,
      nestedBodyStatuses: [...statuses],
      nestedBodyRoundTripMs: stats(refusals),
      attackSeconds: Math.round(attackSeconds * 100) / 100,
      serviceRssMb: { before: rssBefore, peak, afterAttack: rssAfterAttack, twoSecondsLater: rssSettled },
      signInUnknownUserMs: stats(unknownUser),
      signInWrongPasswordMs: stats(wrongPassword),
    };
    console.log(`GET alone: ${JSON.stringify(figures.getAloneMs)} ms`);
    console.log(
      `GET during ${figures.nestedBodies} nested 5 MB bodies (${PARALLEL} in parallel): ${JSON.stringify(figures.getDuringNestedBodiesMs)} ms over ${busy.length} requests`,
    );
    console.log(
      `nested body answered with ${figures.nestedBodyStatuses} in ${JSON.stringify(figures.nestedBodyRoundTripMs)} ms`,
    );
    console.log(`service RSS MB ${JSON.stringify(figures.serviceRssMb)}`);
    console.log(
      `sign-in unknown user ${JSON.stringify(figures.signInUnknownUserMs)} ms, wrong password ${JSON.stringify(figures.signInWrongPasswordMs)} ms`,
    );
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
