// Process: test (renderer logic under node). The encode slice's "Write tag" part against the fake contract: whether
// the reader can write (main's reason when it cannot, or the refusal's words), one write at a time with its state
// while main writes, the verified tag, main's message for a refusal, and clearing.
import { describe, expect, it } from 'vitest';
import type { WrittenTagView } from '../../../contract/encode';
import type { AppError } from '../../../contract/result';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const ITEM = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const WRITTEN: WrittenTagView = { epc: '3034257BF400054A5C800004', serial: '44501565444', itemId: ITEM, locked: true };

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

  it('writes once at a time, shows the verified tag, then a refusal in main’s words, and clears', async () => {
    const api = createFakeApi();
    const store = createAppStore(api);
    let finish: (() => void) | undefined;
    api.respond(
      'encode.write.tag',
      () => new Promise((resolve) => (finish = () => resolve({ ok: true, value: WRITTEN }))),
    );
    const first = store.getState().writeTag(ITEM, { lockWith: '1A2B3C4D' });
    expect(store.getState().writingTag).toBe(true);
    await store.getState().writeTag(ITEM, {}); // a double click: not sent
    expect(api.calls.filter((c) => c.name === 'encode.write.tag')).toEqual([
      { name: 'encode.write.tag', args: { itemId: ITEM, lockWith: '1A2B3C4D' } },
    ]);
    finish!();
    await first;
    expect(store.getState()).toMatchObject({ writingTag: false, writtenTag: WRITTEN, writeTagError: null });

    const refusal: AppError = {
      code: 'bad_input',
      message: '2 tags are near the reader: keep only the one to write close to it and try again.',
    };
    api.respond('encode.write.tag', () => ({ ok: false, error: refusal }));
    await store.getState().writeTag(ITEM, {});
    expect(store.getState()).toMatchObject({ writingTag: false, writtenTag: null, writeTagError: refusal });
    store.getState().clearWrittenTag();
    expect(store.getState()).toMatchObject({ writtenTag: null, writeTagError: null });
  });
});
