// Process: test (renderer logic under node). The encode slice's "Write tag" part against the fake contract: whether
// the reader can write (main's reason when it cannot, or the refusal's words), one write at a time with its state
// while main writes, the outcome (written, refused, spoiled) kept until dismissed, this session's writes read from
// main after each write; and while a write panel holds the reader's scans, a tag read does not reach the screen (nor
// touch the outcome): it is kept aside for the panel to show.
import { describe, expect, it } from 'vitest';
import type { ReaderReadsBatch } from '../../../contract';
import type { TagWriteView, WrittenTagView } from '../../../contract/encode';
import type { AppError } from '../../../contract/result';
import { createAppStore } from '../../../renderer/src/store';
import { HELD_CODES_KEPT } from '../../../renderer/src/store/reader-slice';
import { createFakeApi } from './fake-api';

const ITEM = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const WRITTEN: WrittenTagView = { epc: '3034257BF400054A5C800004', serial: '44501565444', itemId: ITEM, locked: true };
const RECENT: TagWriteView = {
  epc: WRITTEN.epc,
  serial: WRITTEN.serial,
  itemId: ITEM,
  sku: 'SKU-1',
  state: 'written',
  note: null,
  at: 1_700_000_000_000,
};
const OLD_TAG = 'E28011606000020A1B2C3D4E';
const OTHER_TAG = '3034257BF400054A5C800009';

const reads = (epcs: { hex: string; count?: number; first?: boolean }[]): ReaderReadsBatch => ({
  seq: 1,
  epcs: epcs.map((e) => ({ hex: e.hex, count: e.count ?? 1, first: e.first ?? true })),
  epcsOmitted: 0,
  barcodes: [],
  errors: [],
  counts: { reads: 0, uniqueTags: 0, barcodes: 0, readsPerSecond: 0, badFrames: 0 },
});

describe('encode slice: Write tag', () => {
  it("reads whether the reader can write, with main's reason when it cannot", async () => {
    const api = createFakeApi();
    const store = createAppStore(api);
    api.respond('encode.writer', () => ({
      ok: true,
      value: { canWrite: false, reason: 'The demo simulator cannot.' },
    }));
    await store.getState().loadTagWriter();
    expect(store.getState().tagWriter).toEqual({ canWrite: false, reason: 'The demo simulator cannot.' });
    api.respond('encode.writer', () => ({ ok: false, error: { code: 'unavailable', message: 'Sign in first.' } }));
    await store.getState().loadTagWriter();
    expect(store.getState().tagWriter).toEqual({ canWrite: false, reason: 'Sign in first.' });
  });

  it('writes once at a time; each outcome (written, refused, spoiled) stays until dismissed or the next write', async () => {
    const api = createFakeApi();
    const store = createAppStore(api);
    let recent: TagWriteView[] = [];
    api.respond('encode.writes.recent', () => ({ ok: true, value: recent }));
    let finish: (() => void) | undefined;
    api.respond(
      'encode.write.tag',
      () =>
        new Promise((resolve) => {
          finish = () => {
            recent = [RECENT];
            resolve({ ok: true, value: WRITTEN });
          };
        }),
    );
    const first = store.getState().writeTag(ITEM, { lockWith: '1A2B3C4D' });
    expect(store.getState().writingTag).toBe(true);
    await store.getState().writeTag(ITEM, {}); // a double click: not sent
    expect(api.calls.filter((c) => c.name === 'encode.write.tag')).toEqual([
      { name: 'encode.write.tag', args: { itemId: ITEM, lockWith: '1A2B3C4D' } },
    ]);
    finish!();
    await first;
    expect(store.getState()).toMatchObject({
      writingTag: false,
      tagWriteOutcome: { kind: 'written', itemId: ITEM, tag: WRITTEN },
      // Read from main after the write: the list has the tag just written.
      recentTagWrites: [RECENT],
    });

    const refusal: AppError = {
      code: 'bad_input',
      message: '2 tags are near the reader: keep only the one to write close to it and try again.',
    };
    api.respond('encode.write.tag', () => ({ ok: false, error: refusal }));
    await store.getState().writeTag(ITEM, {});
    expect(store.getState().tagWriteOutcome).toEqual({ kind: 'refused', itemId: ITEM, error: refusal });

    const spoil: AppError = { code: 'tag_spoiled', message: 'The tag reads back nothing. The serial was voided.' };
    api.respond('encode.write.tag', () => ({ ok: false, error: spoil }));
    await store.getState().writeTag(ITEM, {});
    expect(store.getState().tagWriteOutcome).toEqual({ kind: 'spoiled', itemId: ITEM, error: spoil });

    store.getState().dismissTagWriteOutcome();
    expect(store.getState().tagWriteOutcome).toBeNull();
    // The list is kept when main cannot give it this time.
    api.respond('encode.writes.recent', () => ({ ok: false, error: { code: 'unavailable', message: 'Sign in.' } }));
    await store.getState().loadRecentTagWrites();
    expect(store.getState().recentTagWrites).toEqual([RECENT]);
  });

  it('a tag read while a write panel is open does not replace its result: it is held for the panel, then dropped', async () => {
    const api = createFakeApi();
    const store = createAppStore(api);
    api.respond('encode.writes.recent', () => ({ ok: true, value: [] }));
    api.respond('encode.write.tag', () => ({ ok: true, value: WRITTEN }));
    // The panel opens (and holds the scans), then writes.
    const release = store.getState().holdReaderScans();
    await store.getState().writeTag(ITEM, {});

    // The reader has its port back and reads the field: two tags, first reads both (Lookup would show one).
    store.getState().applyReaderReads(reads([{ hex: OLD_TAG, count: 3 }, { hex: OTHER_TAG }]));
    expect(store.getState().readerScan).toBeNull();
    expect(store.getState().tagWriteOutcome).toEqual({ kind: 'written', itemId: ITEM, tag: WRITTEN });
    expect(store.getState().readerHeldScans).toEqual({ codes: [OTHER_TAG, OLD_TAG], reads: 4 });
    // Read again (no longer first): the reads add up, each tag listed once, the newest first.
    store.getState().applyReaderReads(reads([{ hex: OLD_TAG, first: false }]));
    expect(store.getState().readerHeldScans).toEqual({ codes: [OLD_TAG, OTHER_TAG], reads: 5 });
    // Only the newest few codes are kept.
    const many = Array.from({ length: HELD_CODES_KEPT + 2 }, (_, i) => ({
      hex: `3034257BF40005${String(i).padStart(10, '0')}`,
    }));
    store.getState().applyReaderReads(reads(many));
    expect(store.getState().readerHeldScans?.codes).toHaveLength(HELD_CODES_KEPT);
    expect(store.getState().readerScan).toBeNull();

    // A second panel holds too (a receipt's line and a card): one release is not the end of the hold.
    const second = store.getState().holdReaderScans();
    second();
    second(); // released twice: counted once
    store.getState().applyReaderReads(reads([{ hex: OLD_TAG }]));
    expect(store.getState().readerScan).toBeNull();

    // The panel closed: what was held is dropped (not replayed), and the next new tag reaches the screen again.
    release();
    expect(store.getState()).toMatchObject({ readerScanHolds: 0, readerHeldScans: null, readerScan: null });
    store.getState().applyReaderReads(reads([{ hex: OTHER_TAG }]));
    expect(store.getState().readerScan).toMatchObject({ kind: 'epc', text: OTHER_TAG });
    expect(store.getState().readerHeldScans).toBeNull();
    // The outcome was never touched by the reads: it stays until dismissed.
    expect(store.getState().tagWriteOutcome?.kind).toBe('written');
  });
});
