// Process: test (node). Writing one tag from the CLI (`encode --item <sku> --reader <port>`) with a TSL reader: the
// reader simulator's tag field (`reader:sim --protocol tsl --field <epc>`) on one end of a socat PTY pair, the CLI on
// the other. After a kill anywhere, what a user does next: write again if no tag was confirmed written. Then: the
// journal holds exactly one serial used (marked once), and the one tag in the field carries it; every other serial
// issued for a write is in doubt or void (a tag written and not verified is in doubt) and never issued again, so
// no EPC reaches two tags.
import { expect } from 'vitest';
import { journalPath, openJournalFile } from '../../../domain/journal/journal';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { jsonLines } from '../../helpers/cli-process';
import { tempDir } from '../../helpers/temp-dir';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from '../../serial/pty';
import type { CliWorldFile } from '../cli-world';
import type { CrashWorkflow, CrashWorld } from '../harness';

const OLD_TAG = 'E28011606000020A1B2C3D4E';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'tag.write.selected',
  'tag.write.written',
  'tag.write.verified',
  'tag.write.marked',
] as const satisfies readonly CrashPointName[];

export interface TagWriteWorld extends CrashWorld {
  dataDir: string;
  pair: PtyPair;
  sim: SimProcess;
  /** What the last run that finished printed on stdout (the tag as JSON), if one did. */
  lastOut: string;
}

/** The serials issued for tag writes (no print job), oldest first. */
function tagSerials(file: CliWorldFile, dataDir: string): { epc: string; state: string }[] {
  const db = openJournalFile(journalPath(dataDir, file.proxy.url, DEMO_CLIENT_ID));
  try {
    return db.prepare('SELECT epc, state FROM encode_serials WHERE job_id IS NULL ORDER BY at, serial').all() as {
      epc: string;
      state: string;
    }[];
  } finally {
    db.close();
  }
}

export function tagWriteWorkflow(file: CliWorldFile): CrashWorkflow<TagWriteWorld> {
  const write = async (w: TagWriteWorld, env: Record<string, string>) => {
    const args = ['encode', '--store', file.storeCode, '--item', file.items[0]!.sku, '--reader', w.pair.b];
    const exit = await file.cli(w.dataDir, [...args, '--company-prefix-length', '7'], env);
    if (exit.code === 0) w.lastOut = exit.stdout;
    return exit;
  };
  return {
    name: 'tag write (CLI encode --reader): one tag, serial in doubt, written, verified, marked used',
    points: [...crashPoints],
    async setup() {
      const dataDir = file.newDataDir();
      const pair = await startPtyPair(tempDir('stocktake-pty-').path);
      const sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', '--field', OLD_TAG]);
      await sim.ready();
      return { proxy: file.proxy, dataDir, pair, sim, lastOut: '' };
    },
    act: write,
    async recover(w) {
      if (tagSerials(file, w.dataDir).some((s) => s.state === 'used')) return;
      const exit = await write(w, {});
      expect(exit.code, `writing again after a kill: ${exit.stderr}`).toBe(0);
    },
    async check(w) {
      const serials = tagSerials(file, w.dataDir);
      const used = serials.filter((s) => s.state === 'used').map((s) => s.epc);
      expect(used, 'one serial marked used').toHaveLength(1);
      expect(new Set(serials.map((s) => s.epc)).size, 'no serial issued twice').toBe(serials.length);
      for (const s of serials.filter((s) => s.state !== 'used')) {
        expect(s.state, `${s.epc}, issued and not confirmed, is in doubt or void`).toMatch(/^(sending|spoiled)$/);
      }
      await w.sim.kill();
      const summary = await w.sim.done;
      expect(summary?.field, 'the tag in the field carries the serial used').toEqual(used);
      if (w.lastOut) expect(jsonLines(w.lastOut)[0]).toMatchObject({ epc: used[0] });
    },
    async teardown(w) {
      await w.sim.kill();
      await w.pair.kill();
      file.removeDataDir(w.dataDir);
    },
  };
}
