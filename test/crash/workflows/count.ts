// Process: test (node). Counting from the CLI: a new session, 2,500 reads of 600 tags (20 items, 30 tags each) and of
// a second encoding (another filter value) of 20 of those tags, fed in batches of 1,000, each committed before the
// next, then sent. After a kill anywhere and `count` run again on the same session with the same reads: the service
// holds one session item per item with exactly its 30 tags, the journal holds each tag identity once, each second
// encoding once on the unknown list (written with its batch), and nothing waits to be sent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { decodeEpcHex, encodeSgtin96 } from '../../../domain/codes';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { prng } from '../../helpers/prng';
import type { CliWorldFile } from '../cli-world';
import type { CrashWorkflow, CrashWorld } from '../harness';

const ITEMS = 20;
const TAGS_PER_ITEM = 30;
const READS = 2_500;
/** Tags read in a second encoding too (filter 3 beside filter 1): one unit each, the other encoding listed. */
const CLONED = 20;

/** The same GTIN and serial as `epc`, with filter value 3. */
function secondEncoding(epc: string): string {
  const d = decodeEpcHex(epc);
  if (d.type !== 'epc') throw new Error(`not an SGTIN: ${epc}`);
  return encodeSgtin96({ gtin14: d.gtin14, serial: d.serial, filter: 3 });
}

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'count.ingest.committed',
  'outbox.session-created',
  'outbox.sending',
  'outbox.answered',
  'outbox.marked',
] as const satisfies readonly CrashPointName[];

export interface CountWorld extends CrashWorld {
  dataDir: string;
  readsFile: string;
}

/** The journal's one session, if the run got that far. */
export function journalSession(file: CliWorldFile, dataDir: string): string | null {
  const db = openJournalFile(journalPath(dataDir, file.proxy.url, DEMO_CLIENT_ID));
  try {
    const row = db.prepare('SELECT id FROM count_sessions ORDER BY rowid LIMIT 1').get() as { id: string } | undefined;
    return row?.id ?? null;
  } finally {
    db.close();
  }
}

export function countWorkflow(file: CliWorldFile): CrashWorkflow<CountWorld> {
  return {
    name: 'count (CLI): ingest, create the session, upload',
    points: ['count.ingest.committed', 'outbox.session-created', 'outbox.sending', 'outbox.answered', 'outbox.marked'],
    async setup() {
      const dataDir = file.newDataDir();
      const random = prng(7);
      const tags: string[] = [];
      for (let i = 0; i < ITEMS; i++) for (let s = 1; s <= TAGS_PER_ITEM; s++) tags.push(file.epc(i, s));
      const reads = [...tags, ...tags.slice(0, CLONED).map(secondEncoding)];
      while (reads.length < READS) reads.push(tags[Math.floor(random() * tags.length)]!);
      for (let i = reads.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [reads[i], reads[j]] = [reads[j]!, reads[i]!];
      }
      const readsFile = join(dataDir, 'reads.txt');
      writeFileSync(readsFile, `${reads.join('\n')}\n`);
      return { proxy: file.proxy, dataDir, readsFile };
    },
    act(world, env) {
      const session = journalSession(file, world.dataDir);
      const which = session ? ['--session', session] : ['--new', 'Crash tier count'];
      return file.cli(world.dataDir, ['count', '--store', file.storeCode, ...which, '--reads', world.readsFile], env);
    },
    async check(world) {
      const session = journalSession(file, world.dataDir);
      expect(session, 'the journal holds the session').not.toBeNull();
      const held = file.query<{ item_id: string; n: number; total: number }>(
        'SELECT item_id, COUNT(*) AS n, SUM(count) AS total FROM session_items WHERE session_id = ? GROUP BY item_id',
        session,
      );
      expect(held).toHaveLength(ITEMS);
      for (const row of held)
        expect(row, 'one session item per item, with its 30 tags').toMatchObject({ n: 1, total: TAGS_PER_ITEM });
      expect(file.query('SELECT id FROM sessions WHERE id = ?', session)).toHaveLength(1);
      const db = openJournalFile(journalPath(world.dataDir, file.proxy.url, DEMO_CLIENT_ID));
      try {
        const tags = db.prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?').get(session) as {
          n: number;
        };
        expect(tags.n).toBe(ITEMS * TAGS_PER_ITEM);
        const clones = db
          .prepare("SELECT COUNT(*) AS n FROM count_unknowns WHERE session_id = ? AND kind = 'clone'")
          .get(session) as { n: number };
        expect(clones.n, 'each second encoding listed once').toBe(CLONED);
        const due = db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE version > sent_version').get() as {
          n: number;
        };
        expect(due.n, 'nothing waits to be sent').toBe(0);
      } finally {
        db.close();
      }
    },
    async teardown(world) {
      file.removeDataDir(world.dataDir);
    },
  };
}
