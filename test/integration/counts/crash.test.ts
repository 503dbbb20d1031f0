// Process: test (node). The CLI killed (SIGKILL) at random moments three times while it counts 10,000 reads of
// 3,000 tags, then run to the end: the service's counts equal the distinct tags per item, with no duplicate
// session items. What was committed before a kill stays; nothing is counted twice when the reads are fed again.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { spawnCli } from '../../helpers/cli-process';
import { prng } from '../../helpers/prng';
import { sleep, waitFor } from '../../helpers/waits';
import {
  closeEngineOnService,
  countsOnService,
  engineOnService,
  type ServiceOnDisk,
  type TestCountEngine,
} from './harness';

let svc: ServiceOnDisk;
let a: TestCountEngine;
const dir = mkdtempSync(join(tmpdir(), 'counts-crash-'));
beforeAll(async () => {
  ({ svc, a } = await engineOnService());
}, 60_000);
afterAll(async () => {
  await closeEngineOnService({ svc, a });
  rmSync(dir, { recursive: true, force: true });
});

/** Tags the journal holds, read beside the CLI writing it (WAL: a reader does not block the writer); 0 before it exists. */
function committedIn(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM count_tags').get() as { n: number }).n;
  } catch {
    return 0; // the schema is not there yet
  } finally {
    db.close();
  }
}

function cli(args: string[]): { done: Promise<number | null>; counting: Promise<void>; kill(): void } {
  const run = spawnCli(args, { log: 'error' });
  const done = run.done.then(({ code, stderr }) => {
    if (code !== 0 && code !== null) console.error(stderr);
    return code;
  });
  // The CLI says so on stderr once it starts feeding reads (after sign-in and the catalog).
  return { done, counting: run.said('count: session'), kill: () => run.child.kill('SIGKILL') };
}

it('survives three SIGKILLs while counting 10,000 reads of 3,000 tags', async () => {
  const random = prng(42);
  const sessionId = randomUUID();
  await a.api.createSession({ sessionID: sessionId, storeID: a.storeId, description: 'Crash test' });
  // 3,000 tags over 100 items (30 each), read 10,000 times in a shuffled order.
  const tags: { epc: string; item: number }[] = [];
  for (let item = 0; item < 100; item++)
    for (let serial = 1; serial <= 30; serial++) tags.push({ epc: a.epc(item, serial), item });
  const reads = [...tags.map((t) => t.epc)];
  while (reads.length < 10_000) reads.push(tags[Math.floor(random() * tags.length)]!.epc);
  for (let i = reads.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [reads[i], reads[j]] = [reads[j]!, reads[i]!];
  }
  const readsFile = join(dir, 'reads.txt');
  writeFileSync(readsFile, `${reads.join('\n')}\n`);
  const connection = ['--auth-url', svc.current.authUrl, '--base-url', svc.current.baseUrl];
  const common = [...connection, '--data-dir', join(dir, 'data'), '--max-per-second', '1000'];
  const count = ['count', '--store', a.storeId, '--session', sessionId, '--reads', readsFile, ...common];

  const journalFile = journalPath(join(dir, 'data'), svc.current.baseUrl, DEMO_CLIENT_ID);
  for (let k = 0; k < 3; k++) {
    const before = committedIn(journalFile);
    const run = cli(count);
    let exited = false;
    void run.done.then(() => {
      exited = true;
    });
    await Promise.race([run.counting, run.done]);
    // Each kill lands after this run has committed something, at a random moment after that: on a loaded machine the
    // first batch can take longer than the random wait, and a kill before it proves nothing.
    await waitFor(() => exited || committedIn(journalFile) > before, 60_000, 'a batch committed by this run');
    await sleep(random() * 400);
    run.kill();
    await run.done;
  }
  // The kills landed while counting: some but not all tags were committed by then.
  const journal = openJournalFile(journalFile);
  const committed = (journal.prepare('SELECT COUNT(*) AS n FROM count_tags').get() as { n: number }).n;
  journal.close();
  expect(committed).toBeGreaterThan(0);
  expect(await cli(count).done).toBe(0);
  expect(await cli(['sync-counts', ...common]).done).toBe(0);

  const remote = await countsOnService(a.api, sessionId);
  expect(remote.items).toBe(100);
  for (let item = 0; item < 100; item++) expect(remote.byItem.get(a.items[item]!.id)).toBe(30);
}, 180_000);
