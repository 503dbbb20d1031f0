// Process: test (node). Print jobs against the fake printer over real loopback TCP and a real journal file: a job is
// committed before printing, a cut connection stops it, a resumed run finishes it, and no EPC is ever printed twice
// (a label that may have printed is spoiled and replaced with a fresh serial); a printer's error carries its answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrintJobs } from '../../../domain/encode/print-jobs';
import { openPrinter, PrinterError, type PrinterTimeouts } from '../../../domain/encode/printer-link';
import { createSerialAllocator } from '../../../domain/encode/serials';
import { type FakePrinter, parseLabel, startFakePrinter } from '../../helpers/fake-printer';
import { dataFolder, gtinOf, ITEM, journalIn } from '../../unit/encode/harness';

const SECOND = { ...ITEM, id: '00000000-0000-4000-8000-000000000002', sku: 'SKU-2', gtins: [gtinOf('0061414100002')] };
const LINES = [
  { item: ITEM, count: 3 },
  { item: SECOND, count: 4 },
];

let printer: FakePrinter | null = null;
afterEach(async () => {
  await printer?.close();
  printer = null;
});

function setUp() {
  const db = journalIn(dataFolder());
  const allocator = createSerialAllocator(db);
  return { db, allocator, jobs: createPrintJobs(db, allocator, { companyPrefixLength: 7 }) };
}

const noDuplicates = (epcs: string[]) => expect(new Set(epcs).size).toBe(epcs.length);
/** A label file here is the test's own choice, as --printer-file or the printer settings make it. */
const CHOSEN = { fileChosen: true };
const open = (target: string, timeouts?: Partial<PrinterTimeouts>) => () => openPrinter(target, CHOSEN, timeouts);

describe('print jobs', () => {
  it('a receipt job prints one label per unit, each EPC once, fields as the item says', async () => {
    printer = await startFakePrinter();
    const { jobs } = setUp();
    const job = jobs.create(printer.url, 'receipt REC00200', LINES);
    expect(job).toMatchObject({ pending: 7, printed: 0 });
    const done = await jobs.run(job.id, open(printer.url));
    expect(done).toMatchObject({ pending: 0, printed: 7, spoiled: 0, inDoubt: 0, lastError: null });
    expect(printer.printed.map((l) => l.epc)).toEqual(jobs.printed(job.id).map((l) => l.epc));
    expect(printer.printed[0]!.fields.slice(0, 3)).toEqual([ITEM.description, '39.50', 'SKU SKU-1']);
    expect(printer.printed[0]!.barcode).toEqual({ kind: 'upc-a', data: '06141410000' });
  });

  it('a printer at an IPv6 address (tcp://[::1]:port) gets its labels', async () => {
    printer = await startFakePrinter({}, '::1');
    expect(printer.url).toMatch(/^tcp:\/\/\[::1\]:\d+$/);
    const { jobs } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 2 }]);
    expect(await jobs.run(job.id, open(printer.url))).toMatchObject({ printed: 2, pending: 0 });
    expect(printer.printed.map((l) => l.epc)).toEqual(jobs.printed(job.id).map((l) => l.epc));
  });

  it.each([
    ['after the printer printed a label, before its read-back', { cutAfterLabel: 3 }],
    ['while a label was on its way', { cutBeforeLabel: 3 }],
  ])('a connection cut %s: resumed, every label printed and no EPC twice', async (_, faults) => {
    const printedBeforeCut = 'cutAfterLabel' in faults;
    printer = await startFakePrinter({ ...faults });
    const { jobs, allocator } = setUp();
    const job = jobs.create(printer.url, 'receipt REC00201', LINES);
    const err = await jobs.run(job.id, open(printer.url)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrinterError);
    expect((err as PrinterError).mayHavePrinted).toBe(true);
    expect(jobs.view(job.id)).toMatchObject({ printed: 2, spoiled: 1, pending: 5 });
    expect(jobs.view(job.id).lastError).toMatch(/connection was cut/);

    delete printer.faults.cutAfterLabel;
    delete printer.faults.cutBeforeLabel;
    const done = await jobs.run(job.id, open(printer.url));
    expect(done).toMatchObject({ printed: 7, pending: 0, spoiled: 1 });

    const onPaper = printer.printed.map((l) => l.epc);
    noDuplicates(onPaper);
    const good = jobs.printed(job.id).map((l) => l.epc);
    expect(good).toHaveLength(7);
    expect(good.every((epc) => onPaper.includes(epc))).toBe(true);
    // The label in doubt is void either way; its serial is never handed out again.
    const spoiled = onPaper.length - good.length;
    expect(spoiled).toBe(printedBeforeCut ? 1 : 0);
    const perItem = (id: string) => jobs.printed(job.id).filter((l) => l.itemId === id).length;
    expect([perItem(ITEM.id), perItem(SECOND.id)]).toEqual([3, 4]);
    expect(
      allocator.allocate(ITEM, { gtin14: ITEM.gtins[0]!, companyPrefixLength: 7, filter: 1 }, 1)[0]!.epc,
    ).not.toBeOneOf(onPaper);
  });

  it('a label a dead run left in doubt is never sent again: void, replaced, the figures say so', async () => {
    printer = await startFakePrinter();
    const { jobs, allocator, db } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 3 }]);
    const first = db.prepare('SELECT epc FROM encode_serials WHERE job_id = ? ORDER BY seq').get(job.id) as {
      epc: string;
    };
    // What a run killed after marking the label, before or after its bytes left, leaves in the journal.
    allocator.markSending(first.epc);
    expect(jobs.view(job.id)).toMatchObject({ printed: 0, pending: 3, inDoubt: 1, spoiled: 0 });
    const done = await jobs.run(job.id, open(printer.url));
    expect(done).toMatchObject({ printed: 3, pending: 0, inDoubt: 0, spoiled: 1 });
    expect(allocator.stateOf(first.epc)).toBe('spoiled');
    expect(printer.printed.map((l) => l.epc)).not.toContain(first.epc);
    expect(printer.printed.map((l) => l.epc)).toEqual(jobs.printed(job.id).map((l) => l.epc));
  });

  it('a paused printer: the job stops with the printer answer, and resumes when it is fixed', async () => {
    printer = await startFakePrinter({ paused: true });
    const { jobs } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 2 }]);
    const link = open(printer.url, { labelMs: 300, statusMs: 1000 });
    const err = (await jobs.run(job.id, link).catch((e: unknown) => e)) as PrinterError;
    expect(err.message).toMatch(/The printer reports: paused/);
    expect(err.answer).toMatch(/<STX>030,0,1,0203/);
    expect(jobs.view(job.id).lastError).toMatch(/printer: <STX>/);
    printer.faults.paused = false;
    const done = await jobs.run(job.id, link);
    expect(done).toMatchObject({ printed: 2, pending: 0, spoiled: 1 });
  });

  it('a paper-out printer does not answer at all: said so', async () => {
    printer = await startFakePrinter({ paperOut: true });
    const { jobs } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 1 }]);
    const link = open(printer.url, { labelMs: 200, statusMs: 200 });
    await expect(jobs.run(job.id, link)).rejects.toThrow(/does not answer: check for paper or ribbon out/);
  });

  it('a tag that reads back wrong voids its label; a bad line commits no job', async () => {
    printer = await startFakePrinter({ readBackAs: '300000000000000000000001' });
    const { jobs, db } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 1 }]);
    await expect(jobs.run(job.id, open(printer.url))).rejects.toThrow(/read back 300000000000000000000001 instead of/);
    expect(jobs.view(job.id)).toMatchObject({ printed: 0, spoiled: 1, pending: 1 });
    expect(() =>
      jobs.create(printer!.url, 'x', [
        { item: ITEM, count: 1 },
        { item: { ...ITEM, gtins: [] }, count: 1 },
      ]),
    ).toThrow(/has no GTIN/);
    expect((db.prepare('SELECT COUNT(*) AS n FROM encode_jobs').get() as { n: number }).n).toBe(1);
  });

  it('a job run twice at once (a double click, a second window) prints once; both get its outcome', async () => {
    printer = await startFakePrinter();
    const { jobs } = setUp();
    const job = jobs.create(printer.url, 'item SKU-1', [{ item: ITEM, count: 3 }]);
    let opened = 0;
    const counted = () => {
      opened++;
      return openPrinter(printer!.url, CHOSEN);
    };
    const [a, b] = await Promise.all([jobs.run(job.id, counted), jobs.run(job.id, counted)]);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ printed: 3, pending: 0 });
    expect(opened).toBe(1);
    expect(printer.printed.map((l) => l.epc)).toEqual(jobs.printed(job.id).map((l) => l.epc));
    expect(printer.printed).toHaveLength(3);
  });

  it('a file printer (USB device path or a file) gets the labels as ZPL', async () => {
    const { jobs } = setUp();
    const path = join(dataFolder(), 'labels.zpl');
    const job = jobs.create(`file:${path}`, 'item SKU-1', [{ item: ITEM, count: 2 }]);
    await jobs.run(job.id, open(`file:${path}`));
    const labels = readFileSync(path, 'utf8')
      .split('^XZ')
      .filter((s) => s.includes('^XA'))
      .map((z) => parseLabel(z));
    expect(labels.map((l) => l.epc)).toEqual(jobs.printed(job.id).map((l) => l.epc));
  });
});
