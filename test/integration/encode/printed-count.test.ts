// Process: test (node). The printed EPCs count as the store's tags: labels printed for two items (fake printer over
// loopback TCP, the encode service on the counting engine's own journal and synced catalog cache), then a count
// against the real local service reads those EPCs with the tags that were there before; each printed EPC resolves
// to its item, the count finalizes on the service, and the tag reports against the previous count list exactly the
// printed EPCs as new (nothing gone, nothing suspect: the app's serials never collide with the store's). A receipt
// with a food-and-beverage item that has a UPC and no RFID GTIN is tagged with its UPC's GTIN (the one rule,
// domain/codes/tag-gtins.ts), and those EPCs resolve and look up to it by GTIN; a line with neither is left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptDetail } from '../../../contract/receiving';
import { decodeInput } from '../../../domain/codes';
import { encodeCatalog } from '../../../domain/encode/catalog-items';
import { createEncodeService, type EncodeService } from '../../../domain/encode/service';
import { compareCounts } from '../../../domain/tags/compare';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
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

/** The harness's service seeds 200 demo items: 160 apparel, then food and beverage. */
const SEEDED = 200;
const fnbItems = () =>
  Array.from({ length: SEEDED }, (_, i) => catalogItemAt(i, SEEDED)).filter((it) => it.kind === 'fnb' && it.active);

describe('a receipt with a food-and-beverage item that has a UPC and no RFID GTIN', () => {
  it('prints its labels with the UPC’s GTIN, which decode, count and look up to it; a line with no GTIN is left out', async () => {
    const e = a!;
    const upcOnly = fnbItems().find((it) => it.upc.length > 0 && it.epcGTIN.length === 0)!;
    const noGtin = fnbItems().find((it) => it.upc.length === 0)!;
    const line = (id: string, itemId: string, sku: string, quantity: number) => ({
      id,
      itemId,
      sku,
      description: null,
      quantity,
      backLinkLineID: null,
      poLine: null,
    });
    const receipt = {
      id: '5d9c7a2e-1f3b-4c6d-8e9f-0a1b2c3d4e5f',
      docNumber: 'REC-FNB-1',
      lines: [
        line('8a1b2c3d-0000-4000-8000-000000000001', upcOnly.id, upcOnly.sku, 3),
        line('8a1b2c3d-0000-4000-8000-000000000002', noGtin.id, noGtin.sku, 2),
      ],
    } as unknown as ReceiptDetail;

    // The preview names the GTIN each label carries and why the other line cannot be tagged.
    const [upcPreview, noGtinPreview] = encode.preview([upcOnly.id, noGtin.id], 'USD');
    const unitGtin = `00${upcOnly.upc[0]}`;
    expect(upcPreview).toMatchObject({ sku: upcOnly.sku, gtin14: unitGtin, gtinSource: 'barcode', problem: null });
    // The description with its pack (its one dimension), as printed.
    expect(upcPreview!.description).toBe(`${upcOnly.description}, ${upcOnly.dimensions[0]!.description}`);
    expect(noGtinPreview).toMatchObject({ gtin14: null, gtinSource: null });
    expect(noGtinPreview!.problem).toMatch(/has no GTIN for a tag: no RFID GTIN and no UPC or EAN barcode/);
    expect(encode.receiptLabels(receipt)).toEqual({ printed: 0, owed: 0 });

    // The screen sends the taggable lines only (the other left out): 3 labels.
    const before = printer!.printed.length;
    const job = encode.receiptJob(printer!.url, receipt, new Map([[upcOnly.id, 3]]), { currency: 'USD' });
    expect(await encode.runJob(job.id)).toMatchObject({ printed: 3, pending: 0 });
    const labels = printer!.printed.slice(before);
    expect(labels.map((l) => l.fields[0])).toEqual(Array(3).fill(upcPreview!.description));
    const epcs = encode.printed(job.id).map((l) => l.epc);
    expect(labels.map((l) => l.epc)).toEqual(epcs);
    for (const epc of epcs) {
      const d = decodeInput(epc);
      expect(d.type === 'epc' ? d.gtin14 : null).toBe(unitGtin);
      // Lookup finds it by GTIN, and says the GTIN is its barcode's.
      const found = e.catalog.lookup.lookup(epc);
      expect(found).toMatchObject({ status: 'item', matchedBy: 'gtin', item: { id: upcOnly.id } });
      expect(found.item!.tagGtins[0]).toEqual({ gtin14: unitGtin, source: 'barcode', upc: upcOnly.upc[0] });
    }
    // Tagged again later: the labels it already has are said first.
    expect(encode.receiptLabels(receipt)).toEqual({ printed: 3, owed: 0 });

    // A count reading them resolves each to the item.
    const session = await e.service.createSession({
      storeId: e.storeId,
      description: 'Food delivery tagged',
      areas: ['Back room'],
      blind: false,
    });
    e.service.ingest(session.id, epcEvents(epcs));
    expect(await e.service.flush()).toBe(true);
    const counted = e.journal
      .prepare('SELECT epc, item_id AS itemId FROM count_tags WHERE session_id = ?')
      .all(session.id) as { epc: string; itemId: string | null }[];
    expect(counted.map((t) => [t.epc, t.itemId]).sort()).toEqual(epcs.map((epc) => [epc, upcOnly.id]).sort());
  }, 120_000);
});
