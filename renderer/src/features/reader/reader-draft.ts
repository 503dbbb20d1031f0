// Process: renderer. The reader settings form's working copy: numbers kept as typed (a half-typed value is never
// rewritten under the cursor) and turned back into settings only on save, where main's schema judges them.
import type { ReaderSettings, ReaderSourceKind } from '../../../../contract/reader-settings';

/** Numbers are kept as typed until saved, so a half-typed value is never rewritten under the cursor. */
export interface Draft {
  source: ReaderSourceKind;
  port: string;
  baudRate: string;
  protocol: ReaderSettings['protocol'];
  power: string;
  m100Mode: ReaderSettings['m100Mode'];
  sounds: boolean;
  maxGapMs: string;
  minLength: string;
  suffixEnter: boolean;
  suffixTab: boolean;
  prefixKey: string;
  simTags: string;
  simRate: string;
}

export const toDraft = (s: ReaderSettings): Draft => ({
  source: s.source,
  port: s.port ?? '',
  baudRate: s.baudRate === null ? '' : String(s.baudRate),
  protocol: s.protocol,
  power: s.power === null ? '' : String(s.power),
  m100Mode: s.m100Mode,
  sounds: s.sounds,
  maxGapMs: String(s.wedge.maxGapMs),
  minLength: String(s.wedge.minLength),
  suffixEnter: s.wedge.suffixKeys.includes('Enter'),
  suffixTab: s.wedge.suffixKeys.includes('Tab'),
  prefixKey: s.wedge.prefixKey ?? '',
  simTags: String(s.simulator.tags),
  simRate: String(s.simulator.rate),
});

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

// Tunings are not on this form (ReaderTuningSection saves them): the patch leaves them as they are.
export const fromDraft = (d: Draft): Omit<ReaderSettings, 'tunings'> => ({
  source: d.source,
  port: d.port.trim() || null,
  baudRate: d.baudRate ? Number(d.baudRate) : null,
  protocol: d.protocol,
  power: d.power.trim() === '' ? null : Number(d.power),
  m100Mode: d.m100Mode,
  sounds: d.sounds,
  wedge: {
    maxGapMs: num(d.maxGapMs),
    minLength: num(d.minLength),
    suffixKeys: [...(d.suffixEnter ? (['Enter'] as const) : []), ...(d.suffixTab ? (['Tab'] as const) : [])],
    prefixKey: d.prefixKey.trim() || null,
  },
  simulator: { tags: num(d.simTags), rate: num(d.simRate) },
});
