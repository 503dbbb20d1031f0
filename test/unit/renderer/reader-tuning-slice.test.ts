// Process: test (renderer logic under node). The reader tuning slice and form draft against an in-memory fake of
// the contract: the view loaded, a save sends exactly what the form says (empty fields are the reader's own, a
// mask without a length counts all its bits), main's refusal kept with its fields, the Count preset asked by name.
import { describe, expect, it } from 'vitest';
import { EMPTY_TUNING, TUNING_CAPABILITIES, type TuningView } from '../../../contract/reader-tuning';
import { toTuning, toTuningDraft } from '../../../renderer/src/features/reader/tuning-draft';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const VIEW: TuningView = {
  protocol: 'tsl',
  capabilities: TUNING_CAPABILITIES.tsl,
  port: '/dev/ttyUSB0',
  readerId: 'TSL-1',
  saved: EMPTY_TUNING,
  preset: null,
  lastReport: null,
};

describe('reader tuning slice', () => {
  it('loads the view, saves the draft as a tuning, keeps a refusal with its fields', async () => {
    const api = createFakeApi();
    api.respond('reader.tuning.get', () => ({ ok: true, value: VIEW }));
    api.respond('reader.tuning.set', ({ tuning }) =>
      tuning.power === 40
        ? {
            ok: false,
            error: {
              code: 'invalid_argument',
              message: 'Check the power',
              fields: [{ field: 'tuning.power', message: 'at most 33' }],
            },
          }
        : { ok: true, value: { ...VIEW, saved: tuning } },
    );
    api.respond('reader.tuning.savePreset', () => ({
      ok: true,
      value: { ...VIEW, saved: { ...EMPTY_TUNING, power: 29 } },
    }));
    const store = createAppStore(api);
    await store.getState().loadTuning();
    expect(store.getState().tuning).toEqual(VIEW);

    const draft = {
      ...toTuningDraft(EMPTY_TUNING),
      power: '27',
      session: 'S3',
      target: 'A',
      maskHex: '3034257BF4',
      bitLength: '',
    };
    const tuning = toTuning(draft);
    expect(tuning).toEqual({
      power: 27,
      session: 'S3',
      target: 'A',
      q: null,
      filter: { maskHex: '3034257BF4', bitLength: 40, offsetBits: 0 },
    });
    expect(await store.getState().saveTuning(tuning as never)).toBe(true);
    expect(api.calls.at(-1)).toEqual({ name: 'reader.tuning.set', args: { tuning } });
    expect(store.getState().tuning?.saved.session).toBe('S3');

    expect(await store.getState().saveTuning({ ...EMPTY_TUNING, power: 40 })).toBe(false);
    expect(store.getState().tuningError?.fields?.[0]?.field).toBe('tuning.power');
    expect(store.getState().tuningBusy).toBe(false);

    expect(await store.getState().saveTuningPreset('count')).toBe(true);
    expect(api.calls.at(-1)).toEqual({ name: 'reader.tuning.savePreset', args: { preset: 'count' } });
    expect(store.getState().tuning?.saved.power).toBe(29);
    expect(store.getState().tuningError).toBeNull();
  });

  it('the draft of a saved tuning gives the same tuning back', () => {
    const saved = {
      power: 20,
      session: 'S2' as const,
      target: 'B' as const,
      q: 3,
      filter: { maskHex: '30', bitLength: 8, offsetBits: 0 },
    };
    expect(toTuning(toTuningDraft(saved))).toEqual(saved);
    expect(toTuning(toTuningDraft(EMPTY_TUNING))).toEqual(EMPTY_TUNING);
  });
});
