// Process: test (node). Each reader batch reaches the renderer once: reads a scan target takes carry the reader's
// feedback (counters, first/duplicate, known) on the target's own push and are not pushed again as 'reader.reads';
// reads no target takes (none active, or a receiver that pushes nothing for a refusal) still go as 'reader.reads'.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReaderReadsBatch } from '../../../contract/reader';
import { createReaderService, type ReaderService } from '../../../domain/reader/service';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../../domain/settings/settings-store';
import { demoPopulation } from '../../../hosts/app/reader/demo-tags';
import { createScanTarget, feedbackCarrier } from '../../../hosts/app/scan-target/scan-target';
import { sleep, waitFor } from '../../helpers/waits';

const EPC = '3034257BF7194E4000001A85';

let dir: string;
let service: ReaderService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reader-feedback-'));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function make(opts: { refuse?: boolean } = {}) {
  const target = createScanTarget();
  const pushes: { event: string; reader?: ReaderReadsBatch; scans?: number }[] = [];
  const carrier = feedbackCarrier();
  target.serve('counts', {
    ingest(_id, scans, feedback) {
      if (opts.refuse) throw new Error('session is locked');
      // As the count engine does: its one push per batch, made while it takes the batch.
      carrier.during(feedback, () =>
        pushes.push({ event: 'counts.events', ...carrier.attach({ scans: scans.length }) }),
      );
    },
    refused: () => {
      /* a notice only, as receiving does: the feedback stays with the reader */
    },
  });
  service = createReaderService({
    settings: await openSettingsStore(join(dir, SETTINGS_FILE_NAME)),
    onStatus: () => {},
    onReads: (b) => pushes.push({ event: 'reader.reads', reader: b }),
    onEvents: target.route,
    isDemo: () => true,
    simulatorTags: demoPopulation,
    batchIntervalMs: 40,
  });
  return { target, pushes, service };
}

describe('reader feedback, once per batch', () => {
  it('goes as reader.reads while nothing takes the reader', async () => {
    const { pushes, service: s } = await make();
    s.ingest({ text: EPC, kind: 'auto' });
    await waitFor(() => pushes.length > 0, 2000, 'push 1');
    expect(pushes[0]).toMatchObject({ event: 'reader.reads', reader: { epcs: [{ hex: EPC, first: true }] } });
  });

  it("rides on the target's push while a session takes the reader, and is not pushed again", async () => {
    const { target, pushes, service: s } = await make();
    target.take('counts', 's1');
    s.ingest({ text: EPC, kind: 'auto' });
    await waitFor(() => pushes.length > 0, 2000, 'push 1');
    s.ingest({ text: EPC, kind: 'auto' });
    await waitFor(() => pushes.length > 1, 2000, 'push 2');
    await sleep(200);
    const carried = pushes.filter((p) => p.event === 'counts.events');
    expect(carried.map((p) => p.reader?.epcs.map((e) => [e.hex, e.first]))).toEqual([[[EPC, true]], [[EPC, false]]]);
    expect(carried[1]?.reader?.counts).toMatchObject({ reads: 2, uniqueTags: 1 });
    // What follows as 'reader.reads' is only the counters running down (reads/s to 0), never the reads again.
    for (const p of pushes.filter((p) => p.event === 'reader.reads')) {
      expect(p.reader?.epcs).toEqual([]);
      expect(p.reader?.barcodes).toEqual([]);
    }
  });

  it('stays with the reader when the target refuses the batch without a push of its own', async () => {
    const { target, pushes, service: s } = await make({ refuse: true });
    target.take('counts', 's1');
    s.ingest({ text: EPC, kind: 'auto' });
    await waitFor(() => pushes.length > 0, 2000, 'push 1');
    expect(pushes[0]).toMatchObject({ event: 'reader.reads', reader: { epcs: [{ hex: EPC }] } });
  });
});
