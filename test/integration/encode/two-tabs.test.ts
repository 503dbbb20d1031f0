// Process: test (node). Two browser-mode tabs asking the same encode action at the same moment: the real browser-mode
// server (hosts/web/server.ts) and dispatcher over the app's encode handlers (hosts/app/encode), the encode service
// on a real journal file, the fake printer over loopback TCP, and for "Write tag" the reader's port lent by the
// real port lender to a simulated TSL tag field (domain/reader/sim/tsl-field.ts) in place of a serial port. Each
// action runs once: one set of labels reaches the printer, one tag is written, and both tabs get the same answer
// (and list that one write among the recent ones). A receipt's labels asked from both tabs at once are made once,
// for the tab that asked first (even when its receipt is read more slowly); the other is refused in words naming
// the labels the receipt has, until it says it means it again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../contract';
import type { PrintJobView, ReceiptLabelsView, TagWriteView, WrittenTagView } from '../../../contract/encode';
import { DEFAULT_READER_SETTINGS } from '../../../contract/reader-settings';
import type { ReceiptDetail } from '../../../contract/receiving';
import { createPortLender, type LendableReader } from '../../../domain/encode/port-lending';
import type { ByteLink } from '../../../domain/encode/reader-link';
import { recentTagWrites } from '../../../domain/encode/recent-writes';
import { createEncodeService } from '../../../domain/encode/service';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';
import { createTslField } from '../../../domain/reader/sim/tsl-field';
import type { AppEncode } from '../../../hosts/app/encode/app-encode';
import { encodeHandlers } from '../../../hosts/app/encode/handlers';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, startBrowserServer } from '../../../hosts/web/server';
import { type FakePrinter, startFakePrinter } from '../../helpers/fake-printer';
import { openTab, type Tab } from '../../helpers/ws-tabs';
import { ITEM } from '../../unit/encode/harness';

const OLD_TAG = 'E28011606000020A1B2C3D4E';
const RECEIPT = {
  id: '5d9c7a2e-1f3b-4c6d-8e9f-0a1b2c3d4e5f',
  docNumber: 'REC-TABS',
  lines: [{ itemId: ITEM.id, quantity: 3 }],
} as ReceiptDetail;
/** When each receipt read began; the first read takes longer than any later one (the first tab's is the slow one). */
const receiptReads: number[] = [];
const readReceipt = async () => {
  receiptReads.push(Date.now());
  await new Promise((r) => setTimeout(r, receiptReads.length === 1 ? 150 : 0));
  return RECEIPT;
};

let printer: FakePrinter;
let server: BrowserServer;
let rendererDir: string;
let tabs: [Tab, Tab];
let db: JournalDb;
/** Every `.ws` (write) command the tag field received. */
const writes: string[] = [];

/** The TSL tag field as the byte link a serial port would give, one field for every lending. */
function tagField(): () => Promise<ByteLink> {
  let listener: (chunk: Buffer) => void = () => {};
  const field = createTslField({ tags: [OLD_TAG] }, (buf) => setImmediate(() => listener(buf)));
  return async () => ({
    write: (buf) => {
      if (buf.toString('latin1').startsWith('.ws')) writes.push(buf.toString('latin1'));
      field.receive(buf);
    },
    onData: (fn) => {
      listener = fn;
    },
    close: async () => {
      listener = () => {};
    },
  });
}

/** A TSL reader on a serial port, as its settings say; not connected (nothing to give back after a write). */
const reader: LendableReader = {
  settings: () => ({ ...DEFAULT_READER_SETTINGS, source: 'serial', protocol: 'tsl', port: '/dev/ttyTSL' }),
  status: () => ({ readers: [] }) as unknown as ReturnType<LendableReader['status']>,
  connect: () => reader.status(),
  disconnect: async () => reader.status(),
};

beforeAll(async () => {
  printer = await startFakePrinter();
  rendererDir = await mkdtemp(join(tmpdir(), 'stocktake-encode-tabs-'));
  // Opened for the file (the encode harness's journals close after each test).
  db = openJournalFile(join(rendererDir, 'journal.db'));
  const service = createEncodeService({
    journal: db,
    catalog: { items: (ids) => (ids.includes(ITEM.id) ? [ITEM] : []), itemIdBySku: () => ITEM.id },
    storeId: () => 'store-1',
    defaultCompanyPrefixLength: 7,
  });
  service.setPrinter(printer.url);
  const encode: AppEncode = {
    service: () => service,
    receipt: readReceipt,
    writer: createPortLender(reader, tagField()),
    recentWrites: () => recentTagWrites(db, { since: 0, storeId: 'store-1', catalog: { items: () => [ITEM] } }),
  };
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>ok</title>');
  const handlers = encodeHandlers(encode, async () => ({ code: 'USD', source: 'service' })) as unknown as Handlers;
  server = await startBrowserServer({ dispatch: createDispatcher(handlers), events: createEventHub(), rendererDir });
  tabs = [await openTab(server), await openTab(server)];
});
afterAll(async () => {
  for (const t of tabs ?? []) t.close();
  await server?.close();
  await printer?.close();
  db?.close();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('two browser-mode tabs, one encode action', () => {
  it('running one print job from both at once prints its labels once; both tabs get the same answer', async () => {
    const [a, b] = tabs;
    const made = await a.ask<PrintJobView>('encode.print.item', { itemId: ITEM.id, count: 3 });
    if (!made.ok) throw new Error(made.error.message);
    const [fromA, fromB] = await Promise.all([
      a.ask<PrintJobView>('encode.jobs.run', { jobId: made.value.id }),
      b.ask<PrintJobView>('encode.jobs.run', { jobId: made.value.id }),
    ]);
    expect(fromA).toMatchObject({ ok: true, value: { printed: 3, pending: 0, spoiled: 0 } });
    expect(fromB).toEqual(fromA);
    const onPaper = printer.printed.map((l) => l.epc);
    expect(onPaper).toHaveLength(3);
    expect(new Set(onPaper).size).toBe(3);
  });

  it('writing a tag from both at once writes one tag; both tabs get its EPC', async () => {
    const [a, b] = tabs;
    const [fromA, fromB] = await Promise.all([
      a.ask<WrittenTagView>('encode.write.tag', { itemId: ITEM.id }),
      b.ask<WrittenTagView>('encode.write.tag', { itemId: ITEM.id }),
    ]);
    expect(fromA).toMatchObject({ ok: true, value: { itemId: ITEM.id, locked: false } });
    expect(fromB).toEqual(fromA);
    expect(writes).toHaveLength(1);
    const tagSerials = db.prepare('SELECT epc, state FROM encode_serials WHERE job_id IS NULL').all();
    expect(tagSerials).toEqual([{ epc: fromA.ok ? fromA.value.epc : '', state: 'used' }]);
    // Each tab lists that one write among the recent ones, with its EPC.
    for (const tab of tabs) {
      const recent = await tab.ask<TagWriteView[]>('encode.writes.recent', {});
      expect(recent.ok && recent.value.map((w) => [w.epc, w.sku, w.state])).toEqual([
        [fromA.ok ? fromA.value.epc : '', ITEM.sku, 'written'],
      ]);
    }
  });

  it('a receipt’s labels asked from both at once: made once, for the first; the other refused in words until meant again', async () => {
    const [a, b] = tabs;
    const ask = (tab: Tab, again?: boolean) =>
      tab.ask<PrintJobView>('encode.print.receipt', {
        receiptId: RECEIPT.id,
        lines: [{ itemId: ITEM.id, count: 3 }],
        ...(again === undefined ? {} : { again }),
      });
    const fromA = ask(a);
    // The second tab asks once the first's request is in main, reading its receipt (the slow read).
    await expect.poll(() => receiptReads.length).toBe(1);
    const fromB = ask(b);
    const [madeA, refusedB] = await Promise.all([fromA, fromB]);
    expect(madeA).toMatchObject({ ok: true, value: { from: 'receipt REC-TABS', pending: 3, printed: 0 } });
    expect(refusedB).toEqual({
      ok: false,
      error: {
        code: 'receipt_tagged_before',
        message:
          'REC-TABS was tagged before: 3 labels in a job on this PC not finished (printing now, or cut off). ' +
          'Printing again gives these goods a second tag, so nothing was printed: print again only to replace lost ' +
          'labels, and confirm that it is meant.',
      },
    });
    const before = printer.printed.length;
    if (!madeA.ok) throw new Error(madeA.error.message);
    expect(await a.ask<PrintJobView>('encode.jobs.run', { jobId: madeA.value.id })).toMatchObject({
      ok: true,
      value: { printed: 3, pending: 0 },
    });
    expect(printer.printed.length).toBe(before + 3);
    expect(await b.ask<ReceiptLabelsView>('encode.receipt.labels', { receiptId: RECEIPT.id })).toEqual({
      ok: true,
      value: { printed: 3, owed: 0 },
    });
    // Refused again unasked, now naming the printed labels; made once the tab says it is meant again.
    const unasked = await ask(b, false);
    expect(!unasked.ok && unasked.error.message).toMatch(/^REC-TABS was tagged before: 3 labels printed on this PC\. /);
    expect(await ask(b, true)).toMatchObject({ ok: true, value: { from: 'receipt REC-TABS', pending: 3 } });
  });
});
