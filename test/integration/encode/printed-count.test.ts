// Process: test (node). The printed EPCs count as the store's tags: labels printed for two items (fake printer over
// loopback TCP, the encode service on the counting engine's own journal and synced catalog cache), then a count
// against the real local service reads those EPCs with the tags that were there before; each printed EPC resolves
// to its item, the count finalizes on the service, and the tag reports against the previous count list exactly the
// printed EPCs as new (nothing gone, nothing suspect: the app's serials never collide with the store's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCatalog } from '../../../domain/encode/catalog-items';
import { createEncodeService, type EncodeService } from '../../../domain/encode/service';
import { compareCounts } from '../../../domain/tags/compare';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';
import { type FakePrinter, startFakePrinter } from '../../helpers/fake-printer';
import {
  closeEngineOnService,
  engineOnService,
  epcEvents,
  type ServiceOnDisk,
  type TestCountEngine,
} from '../counts/harness';

let svc: ServiceOnDisk | undefined;
let a: TestCountEngine | undefined;
let printer: FakePrinter | undefined;
let encode: EncodeService;

beforeAll(async () => {
  ({ svc, a } = await engineOnService());
  printer = await startFakePrinter();
  const engine = a;
  encode = createEncodeService({
    journal: engine.journal,
    catalog: encodeCatalog(engine.catalog.db),
    storeId: () => engine.storeId,
    defaultCompanyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH,
  });
}, 120_000);

afterAll(async () => {
  await printer?.close();
  await closeEngineOnService({ svc, a });
});

describe('printed labels in a later count', () => {
  it('resolve to their items, finalize, and are the new tags against the previous count', async () => {
    const e = a!;
    const [first, second] = [e.items[0]!, e.items[1]!];
    const oldTags = [e.epc(0, 1), e.epc(0, 2), e.epc(1, 1)];

    // The previous count: the store's tags before the delivery.
    const before = await e.service.createSession({
      storeId: e.storeId,
      description: 'Before the delivery',
      areas: ['Front'],
      blind: false,
    });
    e.service.ingest(before.id, epcEvents(oldTags));
    expect(await e.service.flush()).toBe(true);
    expect(await e.service.finalize(before.id, true)).toMatchObject({ ok: true, status: 'Finalized' });
    recordFinalizedTags(e.journal, before.id);

    // The delivery's untagged goods tagged: 3 labels for one item, 2 for another.
    const jobs = [encode.itemJob(printer!.url, first.id, 3), encode.itemJob(printer!.url, second.id, 2)];
    for (const job of jobs)
      expect(await encode.runJob(job.id)).toMatchObject({ pending: 0, printed: jobs.indexOf(job) === 0 ? 3 : 2 });
    const printedBy = new Map<string, string>();
    for (const job of jobs) for (const l of encode.printed(job.id)) printedBy.set(l.epc, l.itemId);
    expect(printer!.printed.map((l) => l.epc).sort()).toEqual([...printedBy.keys()].sort());

    // The next count reads the old tags and the printed ones.
    const after = await e.service.createSession({
      storeId: e.storeId,
      description: 'After the delivery',
      areas: ['Front'],
      blind: false,
    });
    e.service.ingest(after.id, epcEvents([...oldTags, ...printedBy.keys()]));
    const counted = new Map(
      (
        e.journal.prepare('SELECT epc, item_id AS itemId FROM count_tags WHERE session_id = ?').all(after.id) as {
          epc: string;
          itemId: string | null;
        }[]
      ).map((t) => [t.epc, t.itemId]),
    );
    for (const [epc, itemId] of printedBy) expect(counted.get(epc)).toBe(itemId);
    expect(await e.service.flush()).toBe(true);
    expect(await e.service.finalize(after.id, true)).toMatchObject({ ok: true, status: 'Finalized' });
    recordFinalizedTags(e.journal, after.id);

    const r = compareCounts(e.journal, before.id, after.id);
    expect(r.new.rows.map((t) => [t.epc, t.itemId]).sort()).toEqual([...printedBy].sort());
    expect(r.gone.rows).toEqual([]);
    expect(r.suspect.rows).toEqual([]);
    // The reports decode them as the printed items' GTINs with the app's serials (block x 2^20 + counter).
    for (const t of r.new.rows) expect(Number(t.serial)).toBeGreaterThanOrEqual(2 ** 20);
  }, 120_000);
});
