// Process: test (node). A count plan's count from the CLI, and what follows it: `count --plan <name>` starts the
// overdue weekly plan's session (its link kept first) and counts 60 tags of 3 items into it, then `finalize`, whose
// reconciler of finished counts records the tag history and compacts it, stores the accuracy and moves the plan.
// After a kill anywhere, the user runs again what died (`count --plan`, or `finalize` once the count was done), or,
// when the journal already holds the count finalized, lists the plans (the counting engine's start reconciles). The invariants: one session for the plan (journal and
// service), its link done, the plan's due date moved exactly one step, the tag history recorded once with every tag
// (in slices of 25 in a killed run: a kill between two slices, resumed by the next run) and the count's count_tags
// rows compacted, the accuracy stored once, the service holding what was scanned.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type JournalDb, openJournal } from '../../../domain/journal/journal';
import { addDays, todayLocal } from '../../../domain/plans/days';
import { createPlanStore } from '../../../domain/plans/plan-store';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import type { CliWorldFile } from '../cli-world';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

const ITEMS = 3;
const TAGS_PER_ITEM = 20;
const TAGS = ITEMS * TAGS_PER_ITEM;
/** Tags per slice of the tag history in a killed run (domain/tags/slices.ts STOCKTAKE_TAG_SLICE). */
const TAG_SLICE = 25;

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'plans.start.linked',
  'plans.start.created',
  'tags.history.sliced',
  'tags.history.recorded',
  'tags.history.pruned',
  'tags.history.compacted',
  'accuracy.recorded',
  'plans.due.moved',
] as const satisfies readonly CrashPointName[];

export interface PlanCountWorld extends CrashWorld {
  dataDir: string;
  readsFile: string;
  plan: { id: string; name: string };
  today: string;
  /** The command a failed or killed run stopped in: what the user runs again. */
  stoppedIn: 'count' | 'finalize' | null;
}

let runs = 0;

export function planCountWorkflow(file: CliWorldFile): CrashWorkflow<PlanCountWorld> {
  const journalOf = (w: PlanCountWorld): JournalDb => openJournal(w.dataDir, file.proxy.url, DEMO_CLIENT_ID);
  const inJournal = <T>(w: PlanCountWorld, read: (db: JournalDb) => T): T => {
    const db = journalOf(w);
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  const planSessions = (w: PlanCountWorld) =>
    inJournal(
      w,
      (db) =>
        db
          .prepare('SELECT session_id AS id, done_on AS doneOn FROM count_plan_sessions WHERE plan_id = ?')
          .all(w.plan.id) as { id: string; doneOn: string | null }[],
    );
  // A killed run (a child) records the tag history in slices of 25 tags: 60 tags cross slice boundaries, so a kill
  // falls between two slices of the copy or of the pruning. The recovery (in this process) finishes with the default.
  const sliced = (env: Record<string, string>) =>
    Object.keys(env).length ? { ...env, STOCKTAKE_TAG_SLICE: String(TAG_SLICE) } : env;
  const count = (w: PlanCountWorld, env: Record<string, string>) =>
    file.cli(
      w.dataDir,
      ['count', '--store', file.storeCode, '--plan', w.plan.name, '--reads', w.readsFile],
      sliced(env),
    );
  const finalize = (w: PlanCountWorld, env: Record<string, string>) =>
    file.cli(w.dataDir, ['finalize', '--session', planSessions(w)[0]!.id, '--anyway'], sliced(env));
  const finalizedHere = (w: PlanCountWorld) =>
    inJournal(w, (db) => (db.prepare('SELECT status FROM count_sessions').get() as { status: number }).status === 2);
  const succeeded = (label: string, exit: ChildExit) =>
    expect(exit.code, `${label}: code ${exit.code}, signal ${exit.signal}\n${exit.stderr.slice(-2000)}`).toBe(0);

  const act = async (w: PlanCountWorld, env: Record<string, string>): Promise<ChildExit> => {
    w.stoppedIn = 'count';
    const counted = await count(w, env);
    if (counted.code !== 0) return counted;
    w.stoppedIn = 'finalize';
    const finalized = await finalize(w, env);
    if (finalized.code === 0) w.stoppedIn = null;
    return finalized;
  };

  return {
    name: 'plan count (CLI): start a plan, count, finalize; tag history, accuracy, due date',
    points: crashPoints,
    async setup() {
      const dataDir = file.newDataDir();
      const today = todayLocal();
      const name = `Crash plan ${++runs}`;
      const journal = openJournal(dataDir, file.proxy.url, DEMO_CLIENT_ID);
      // Made in the app: weekly, due two days ago (overdue).
      const plan = createPlanStore(journal).add({
        storeId: file.storeId,
        name,
        what: { kind: 'scope', scope: { kind: 'store' } },
        every: { kind: 'interval', n: 1, unit: 'weeks' },
        firstDue: addDays(today, -2),
      });
      journal.close();
      const tags: string[] = [];
      for (let i = 0; i < ITEMS; i++) for (let s = 1; s <= TAGS_PER_ITEM; s++) tags.push(file.epc(i, s));
      const readsFile = join(dataDir, 'reads.txt');
      writeFileSync(readsFile, `${[...tags, ...tags.slice(0, 10)].join('\n')}\n`);
      return { proxy: file.proxy, dataDir, readsFile, plan: { id: plan.id, name }, today, stoppedIn: null };
    },
    act,
    async recover(w) {
      if (w.stoppedIn === 'count') return succeeded('count --plan then finalize, again', await act(w, {}));
      if (w.stoppedIn === 'finalize' && !finalizedHere(w)) return succeeded('finalize again', await finalize(w, {}));
      // Finished (the kill came after the journal took Finalized): the user looks at the plans, and the counting
      // engine's start reconciles what the kill left undone.
      const listed = await file.cli(w.dataDir, ['plans', '--store', file.storeCode, '--json'], {});
      succeeded('plans', listed);
      const names = listed.stdout.split('\n').filter(Boolean);
      expect(names.map((l) => (JSON.parse(l) as { name: string }).name)).toEqual([w.plan.name]);
    },
    async check(w) {
      const links = planSessions(w);
      expect(links, 'one session linked to the plan, its finish moved the plan').toEqual([
        { id: links[0]?.id, doneOn: w.today },
      ]);
      const session = links[0]!.id;
      const onService = file.query<{ id: string; status: number }>(
        'SELECT id, mobile_status AS status FROM sessions WHERE description LIKE ?',
        `${w.plan.name} (count plan%`,
      );
      expect(onService, 'one session of the plan at the service, finalized').toEqual([{ id: session, status: 2 }]);
      const held = file.query<{ n: number; total: number }>(
        'SELECT COUNT(DISTINCT item_id) AS n, SUM(count) AS total FROM session_items WHERE session_id = ?',
        session,
      );
      expect(held, 'the service holds what was scanned').toEqual([{ n: ITEMS, total: TAGS }]);
      inJournal(w, (db) => {
        // toMatchObject: libsql adds a `_metadata` field to a row read with get().
        const one = (sql: string, ...args: unknown[]) => db.prepare(sql).get(...args);
        expect(one('SELECT COUNT(*) AS n FROM count_sessions')).toMatchObject({ n: 1 });
        expect(
          one(
            'SELECT next_due AS nextDue, last_done AS lastDone, last_session_id AS s FROM count_plans WHERE id = ?',
            w.plan.id,
          ),
          'the plan moved exactly one step',
        ).toMatchObject({ nextDue: addDays(w.today, 5), lastDone: w.today, s: session });
        expect(
          one('SELECT tags, pruned_at IS NOT NULL AS pruned FROM tag_counts WHERE session_id = ?', session),
          'the tag history recorded, and compacted',
        ).toMatchObject({ tags: TAGS, pruned: 1 });
        expect(
          one(
            `SELECT COUNT(*) AS n FROM tag_history WHERE count_no = (SELECT count_no FROM tag_count_nos WHERE session_id = ?)`,
            session,
          ),
        ).toMatchObject({ n: TAGS });
        expect(one('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?', session)).toMatchObject({ n: 0 });
        expect(one('SELECT COUNT(*) AS n FROM tag_recordings'), 'no recording left under way').toMatchObject({ n: 0 });
        expect(
          one(
            `SELECT COUNT(*) AS n FROM tag_history h JOIN tag_count_nos c ON c.count_no = h.count_no
             WHERE c.session_id = ? AND h.first_at IS NOT NULL`,
            session,
          ),
          'every tag with its first read time (filled slice by slice)',
        ).toMatchObject({ n: TAGS });
        expect(
          one('SELECT items, units FROM accuracy_counts WHERE session_id = ?', session),
          'the accuracy stored',
        ).toMatchObject({ items: ITEMS, units: TAGS });
        expect(one('SELECT COUNT(*) AS n FROM accuracy_items WHERE session_id = ?', session)).toMatchObject({
          n: ITEMS,
        });
      });
    },
    async teardown(w) {
      file.removeDataDir(w.dataDir);
    },
  };
}
