// Process: test (node). What the crash-tier workflows of finalize, recount, move unsent and zero-confirm share: the
// steps before the one a workflow kills, run through the CLI in this process (hosts/cli runCli against the fault
// proxy: quick, and never armed, as the crash environment reaches only the child a workflow kills); the tags of an
// item; the journal of a data folder, read for the invariants; and what the service holds of a session, per item.
import { type JournalDb, journalPath, openJournalFile } from '../../domain/journal/journal';
import { setLogSink } from '../../domain/shared/logger';
import { DEMO_CLIENT_ID } from '../../service/seed/demo-constants';
import { cliInProcess } from '../helpers/cli-in-process';
import type { CliWorldFile } from './cli-world';

/** What the service holds of one item of a session: its session items, their sum and how many are null. */
export interface HeldItem {
  items: number;
  total: number;
  nulls: number;
}

export function countingSteps(file: CliWorldFile) {
  const inProcess = (dataDir: string) =>
    cliInProcess(() => ({
      authUrl: `${file.proxy.url}${new URL(file.svc.authUrl).pathname}`,
      baseUrl: file.proxy.url,
      dataDir,
    }));
  /** A CLI command in this process (its log kept out of the test's output); its JSON lines, or a failure. */
  async function run(dataDir: string, args: string[], input = ''): Promise<Record<string, unknown>[]> {
    const restore = setLogSink(() => undefined);
    const r = await inProcess(dataDir)(args, input).finally(restore);
    if (r.code !== 0) throw new Error(`cli ${args[0]} exited ${r.code}: ${r.stderr.slice(-1500)}`);
    return r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
  }
  const steps = {
    run,
    /** Tags `serials` of the i-th item (file.items), as reads. */
    tags: (i: number, serials: readonly number[]) => serials.map((s) => file.epc(i, s)),
    /** `count` into a new session (`session` null) or an open one, in `area`; returns the session id. */
    async count(dataDir: string, session: string | null, area: string, reads: readonly string[]): Promise<string> {
      const which = session ? ['--session', session] : ['--new', 'Crash tier team count'];
      const out = await run(
        dataDir,
        ['count', '--store', file.storeCode, ...which, '--area', area, '--reads', '-'],
        `${reads.join('\n')}\n`,
      );
      return String(out[0]!.sessionId);
    },
    /** Runs `fn` on the data folder's journal (opened for the call, closed after). */
    journal<T>(dataDir: string, fn: (db: JournalDb) => T): T {
      const db = openJournalFile(journalPath(dataDir, file.proxy.url, DEMO_CLIENT_ID));
      try {
        return fn(db);
      } finally {
        db.close();
      }
    },
    /** The journal's lines of a session not taken by the service yet. */
    unsent: (dataDir: string, sessionId: string) =>
      steps.journal(
        dataDir,
        (db) =>
          (
            db
              .prepare('SELECT COUNT(*) AS n FROM count_lines WHERE session_id = ? AND version > sent_version')
              .get(sessionId) as { n: number }
          ).n,
      ),
    /** The journal's quantity of an item in a session (every line of this PC). */
    counted: (dataDir: string, sessionId: string, itemId: string) =>
      steps.journal(
        dataDir,
        (db) =>
          (
            db
              .prepare('SELECT COALESCE(SUM(qty), 0) AS n FROM count_lines WHERE session_id = ? AND item_id = ?')
              .get(sessionId, itemId) as { n: number }
          ).n,
      ),
    /** What the service holds of the session, per item. */
    held(sessionId: string): Map<string, HeldItem> {
      const rows = file.query<{ item_id: string; items: number; total: number | null; nulls: number }>(
        `SELECT item_id, COUNT(*) AS items, SUM(count) AS total, SUM(count IS NULL) AS nulls
         FROM session_items WHERE session_id = ? GROUP BY item_id`,
        sessionId.toLowerCase(),
      );
      return new Map(rows.map((r) => [r.item_id, { items: r.items, total: r.total ?? 0, nulls: r.nulls }]));
    },
    /** The session's MobileStatus at the service. */
    status: (sessionId: string) =>
      file.query<{ s: number }>('SELECT mobile_status AS s FROM sessions WHERE id = ?', sessionId.toLowerCase())[0]
        ?.s ?? null,
  };
  return steps;
}
export type CountingSteps = ReturnType<typeof countingSteps>;
