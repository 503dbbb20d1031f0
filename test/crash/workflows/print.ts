// Process: test (node). Printing RFID labels from the CLI (`encode --item <sku> --count 3`) to the fake printer (loopback
// TCP, ^HV read-back), the job committed first and each label marked in doubt before its bytes leave. After a kill
// anywhere, what a user does next: `encode --resume <job>` (or the command again, when the kill came before the job was
// committed). Then: no EPC ever reached the printer twice (its log), every label of the job is printed once or void
// (a label in doubt when the process died is voided and replaced, never sent again), the job's figures agree with
// the printer's log and the journal, and every serial is unique. A second workflow starts from a job a kill left
// with a label in doubt and crashes the resume itself, voiding included.
import { expect } from 'vitest';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { jsonLines } from '../../helpers/cli-process';
import { type FakePrinter, startFakePrinter } from '../../helpers/fake-printer';
import type { CliWorldFile } from '../cli-world';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

const LABELS = 3;

/** The points these workflows cross (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'print.job.committed',
  'print.label.sending',
  'print.label.sent',
  'print.label.read-back',
  'print.label.used',
  'print.label.voided',
] as const satisfies readonly CrashPointName[];

export interface PrintWorld extends CrashWorld {
  dataDir: string;
  printer: FakePrinter;
  /** What the last run that finished printed on stdout (the job as JSON). */
  lastOut: string;
}

interface JobOut {
  printed: number;
  pending: number;
  spoiled: number;
  inDoubt: number;
  epcs: string[];
}

function inJournal<T>(file: CliWorldFile, dataDir: string, read: (db: ReturnType<typeof openJournalFile>) => T): T {
  const db = openJournalFile(journalPath(dataDir, file.proxy.url, DEMO_CLIENT_ID));
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const jobIn = (file: CliWorldFile, dataDir: string) =>
  inJournal(file, dataDir, (db) => (db.prepare('SELECT id FROM encode_jobs').get() as { id: string } | undefined)?.id);

function printing(file: CliWorldFile) {
  const tag = (world: PrintWorld, args: string[], env: Record<string, string> = {}) =>
    file
      .cli(world.dataDir, ['encode', '--store', file.storeCode, ...args, '--printer', world.printer.url], env)
      .then((exit) => {
        if (exit.code === 0) world.lastOut = exit.stdout;
        return exit;
      });
  const start = (world: PrintWorld, env: Record<string, string> = {}) =>
    tag(world, ['--item', file.items[0]!.sku, '--count', String(LABELS), '--company-prefix-length', '7'], env);
  /** What a user does after a kill or a failure: resume the job, or run the command again if none was made. */
  const resume = async (world: PrintWorld, env: Record<string, string> = {}): Promise<ChildExit> => {
    const job = jobIn(file, world.dataDir);
    return job ? tag(world, ['--resume', job], env) : start(world, env);
  };
  const expectDone = (exit: ChildExit) => expect(exit.code, `the run after a kill: ${exit.stderr}`).toBe(0);

  async function check(world: PrintWorld): Promise<void> {
    const onPaper = world.printer.printed.map((l) => l.epc);
    expect(new Set(onPaper).size, `no EPC reached the printer twice: ${onPaper.join(' ')}`).toBe(onPaper.length);
    const { jobs, labels, serials } = inJournal(file, world.dataDir, (db) => ({
      jobs: (db.prepare('SELECT COUNT(*) AS n FROM encode_jobs').get() as { n: number }).n,
      labels: db.prepare('SELECT epc, state FROM encode_serials WHERE job_id IS NOT NULL ORDER BY seq').all() as {
        epc: string;
        state: string;
      }[],
      serials: db
        .prepare('SELECT COUNT(DISTINCT gtin14 || serial) AS n, COUNT(*) AS all_ FROM encode_serials')
        .get() as {
        n: number;
        all_: number;
      },
    }));
    expect(jobs, 'one print job').toBe(1);
    expect(serials.n, 'every serial unique').toBe(serials.all_);
    const used = labels.filter((l) => l.state === 'used').map((l) => l.epc);
    const spoiled = labels.filter((l) => l.state === 'spoiled').map((l) => l.epc);
    expect(used, 'every label printed once').toHaveLength(LABELS);
    expect(used.length + spoiled.length, 'every label of the job printed or void').toBe(labels.length);
    for (const epc of used) expect(onPaper, `printed label ${epc} is on paper`).toContain(epc);
    for (const epc of onPaper)
      expect([...used, ...spoiled], `${epc} at the printer is a label of the job`).toContain(epc);
    const [out] = jsonLines(world.lastOut) as JobOut[];
    expect(out, "the job's figures").toMatchObject({
      printed: LABELS,
      pending: 0,
      inDoubt: 0,
      spoiled: spoiled.length,
    });
    expect(out!.epcs, "the job's EPCs are the journal's printed labels").toEqual(used);
  }

  return { start, resume, expectDone, check };
}

const world = async (file: CliWorldFile): Promise<PrintWorld> => ({
  proxy: file.proxy,
  dataDir: file.newDataDir(),
  printer: await startFakePrinter(),
  lastOut: '',
});
const teardown = (file: CliWorldFile) => async (w: PrintWorld) => {
  await w.printer.close();
  file.removeDataDir(w.dataDir);
};

/** A job of 3 labels printed from the start; after a kill, resumed. */
export function printWorkflow(file: CliWorldFile): CrashWorkflow<PrintWorld> {
  const p = printing(file);
  return {
    name: 'print (CLI tag): commit the job, each label in doubt, sent, read back, used',
    points: [
      'print.job.committed',
      'print.label.sending',
      'print.label.sent',
      'print.label.read-back',
      'print.label.used',
    ],
    setup: () => world(file),
    act: (w, env) => p.start(w, env),
    recover: async (w) => p.expectDone(await p.resume(w)),
    check: p.check,
    teardown: teardown(file),
  };
}

/**
 * A job a kill left with its second label in doubt (its bytes at the printer, unconfirmed); the resume voids and
 * replaces it, then prints. Killed during the resume, resumed again.
 */
export function resumeWorkflow(file: CliWorldFile): CrashWorkflow<PrintWorld> {
  const p = printing(file);
  return {
    name: 'print resumed after a kill (CLI encode --resume): the label in doubt voided and replaced',
    points: ['print.label.voided', 'print.label.sent'],
    async setup() {
      const w = await world(file);
      const killed = await p.start(w, { STOCKTAKE_CRASH_AT: 'print.label.sent:2' });
      expect(killed.signal, `the run that leaves a label in doubt: ${killed.stderr}`).toBe('SIGKILL');
      return w;
    },
    act: (w, env) => p.resume(w, env),
    recover: async (w) => p.expectDone(await p.resume(w)),
    check: p.check,
    teardown: teardown(file),
  };
}
