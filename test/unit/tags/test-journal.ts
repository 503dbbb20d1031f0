// Process: test (node). A temp journal per test, closed and removed after it (vitest's afterEach): apart from
// journal-fixture.ts, which the tags bench imports outside vitest.
import { afterEach } from 'vitest';
import type { JournalDb } from '../../../domain/journal/journal';
import { tempJournal } from './journal-fixture';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** A temp journal, closed and removed after the test. */
export function testJournal(): { db: JournalDb; path: string } {
  const j = tempJournal();
  cleanups.push(j.done);
  return j;
}
/** Runs `done` after the test (removes a folder the test made, say). */
export const afterThisTest = (done: () => void) => cleanups.push(done);
