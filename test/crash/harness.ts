// Process: test (node). The crash tier: a workflow runs in a child process (the CLI, or browser mode driven over its
// WebSocket) that kills itself with SIGKILL at the nth hit of one named crash point (domain/shared/crash-points.ts);
// then what a user does next (run again, resume) finishes it, and the workflow's invariants are checked: nothing
// lost, nothing doubled, every side effect once. A clean run first proves each point the workflow names is hit
// (and how often); the fault pass then drops each answer of the service in turn (through the fault proxy).
//
// Default: per point one hit chosen by a seeded PRNG (CRASH_SEED, default 1) and up to FAULT_SAMPLES dropped answers;
// CRASH_FULL=1 crashes at every hit (up to FULL_HITS a point) and drops every answer.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashPointName } from '../../domain/shared/crash-points';
import type { FaultProxy } from '../helpers/fault-proxy';
import { prng } from '../helpers/prng';
import type { CrashFigures } from './figures';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** What the child wrote on stderr (for a failure's message). */
  stderr: string;
}

export interface CrashWorld {
  /** The fault proxy in front of the service, for the fault pass; a workflow without network has none. */
  proxy?: FaultProxy;
}

export interface CrashWorkflow<W extends CrashWorld = CrashWorld> {
  name: string;
  /** The crash points the workflow passes through. The tier crashes at each; a clean run must hit each. */
  points: readonly CrashPointName[];
  /** A fresh world for one run: data folder, session, print job, printer, service state as the workflow needs. */
  setup(): Promise<W>;
  /** The workflow, once, in a child process with `env` added (an armed point, the hit log); resolves at its exit. */
  act(world: W, env: Record<string, string>): Promise<ChildExit>;
  /** What a user does after a crash or a failed run: run again, resume. Default: `act` again, which must exit 0. */
  recover?(world: W): Promise<void>;
  /** The invariants (expect). After the clean run, and after every crash or fault and its recovery. */
  check(world: W): Promise<void>;
  teardown(world: W): Promise<void>;
  /** Per test, for a slow workflow. */
  timeoutMs?: number;
  /** False for a workflow that sends nothing to the service (no fault pass). Default true. */
  network?: boolean;
}

const FULL = process.env.CRASH_FULL === '1';
const SEED = Number(process.env.CRASH_SEED ?? 1);
const FULL_HITS = 20;
const FAULT_SAMPLES = 3;

/** Every figure a workflow file adds, one JSON line each, in the folder the tier's global setup made. */
function report(f: CrashFigures): void {
  const dir = process.env.STOCKTAKE_CRASH_FIGURES;
  if (dir) appendFileSync(join(dir, 'figures.jsonl'), `${JSON.stringify(f)}\n`);
}

/** Which hits of a point to crash at: all (up to FULL_HITS) with CRASH_FULL, else one drawn from the seed. */
export function hitsToCrashAt(hits: number, random: () => number): number[] {
  if (hits <= 0) return [];
  if (FULL) return Array.from({ length: Math.min(hits, FULL_HITS) }, (_, i) => i + 1);
  return [1 + Math.floor(random() * hits)];
}

/** Which answers to drop (1-based request numbers of a clean run). */
export function answersToDrop(requests: number, random: () => number): number[] {
  const all = Array.from({ length: requests }, (_, i) => i + 1);
  if (FULL || requests <= FAULT_SAMPLES) return all;
  const picked = new Set<number>();
  while (picked.size < FAULT_SAMPLES) picked.add(all[Math.floor(random() * requests)]!);
  return [...picked].sort((a, b) => a - b);
}

const describeExit = (e: ChildExit) => `code ${e.code}, signal ${e.signal}\n${e.stderr.slice(-2000)}`;

export function crashTier<W extends CrashWorld>(workflow: CrashWorkflow<W>): void {
  const random = prng(SEED);
  const timeout = workflow.timeoutMs ?? 120_000;
  /** Per point, the hits to crash at: drawn once the clean run has counted them, in the workflow's order. */
  const crashAt = new Map<CrashPointName, number[]>();
  let requests = 0;
  const figures: CrashFigures = {
    workflow: workflow.name,
    points: 0,
    crashRuns: 0,
    faultRuns: 0,
    checks: 0,
    seconds: 0,
  };
  let started = 0;

  const recover = async (world: W) => {
    if (workflow.recover) return workflow.recover(world);
    const exit = await workflow.act(world, {});
    expect(exit.code, `the workflow run again after a crash: ${describeExit(exit)}`).toBe(0);
  };
  const check = async (world: W) => {
    await workflow.check(world);
    figures.checks++;
  };
  const inWorld = async (body: (world: W) => Promise<void>) => {
    const world = await workflow.setup();
    try {
      await body(world);
    } finally {
      await workflow.teardown(world);
    }
  };

  describe(`crash tier: ${workflow.name}`, () => {
    // Per workflow: a file may run several, one after the other.
    beforeAll(() => {
      started = Date.now();
    });
    it('a clean run hits every point it names, and its invariants hold', { timeout }, async () => {
      expect(workflow.points.length, 'a workflow names at least one crash point').toBeGreaterThan(0);
      const dir = mkdtempSync(join(tmpdir(), 'crash-hits-'));
      try {
        await inWorld(async (world) => {
          const log = join(dir, 'hits.log');
          const before = world.proxy?.seen().length ?? 0;
          const exit = await workflow.act(world, { STOCKTAKE_CRASH_LOG: log });
          expect(exit.code, `the clean run: ${describeExit(exit)}`).toBe(0);
          requests = (world.proxy?.seen().length ?? 0) - before;
          const hit = readFileSync(log, 'utf8').split('\n').filter(Boolean);
          for (const point of workflow.points) {
            const n = hit.filter((h) => h === point).length;
            expect(n, `crash point ${point} is hit by a clean run of ${workflow.name}`).toBeGreaterThan(0);
            crashAt.set(point, hitsToCrashAt(n, random));
          }
          await check(world);
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    // One run at a time: a workflow may read the proxy's log of what its run sent (one finalize PUT answered).
    for (const point of workflow.points) {
      it(`killed at ${point}, then finished: the invariants hold`, { timeout: timeout * 4 }, async () => {
        const at = crashAt.get(point) ?? [];
        expect(at.length, `the clean run hit ${point}`).toBeGreaterThan(0);
        figures.points++;
        for (const n of at) {
          await inWorld(async (world) => {
            const exit = await workflow.act(world, { STOCKTAKE_CRASH_AT: `${point}:${n}` });
            expect(exit.signal, `killed at hit ${n} of ${point}: ${describeExit(exit)}`).toBe('SIGKILL');
            figures.crashRuns++;
            await recover(world);
            await check(world);
          });
        }
      });
    }

    if (workflow.network !== false)
      it('each answer of the service dropped in turn, then finished: the invariants hold', {
        timeout: timeout * 4,
      }, async () => {
        expect(requests, 'the clean run sent requests through the fault proxy').toBeGreaterThan(0);
        for (const k of answersToDrop(requests, random)) {
          await inWorld(async (world) => {
            const proxy = world.proxy!;
            proxy.rule({ skip: k - 1, times: 1, fault: { kind: 'dropAnswer' } });
            await workflow.act(world, {});
            proxy.clear();
            figures.faultRuns++;
            await recover(world);
            await check(world);
          });
        }
      });

    afterAll(() => {
      figures.seconds = Math.round((Date.now() - started) / 100) / 10;
      report(figures);
    });
  });
}
