// Process: renderer. The reader settings form's working copy: numbers kept as typed (a half-typed value is never
// rewritten under the cursor) and turned back into settings only on save, where main's schema judges them.
import type { ExtraReader, ReaderSettings, ReaderSourceKind } from '../../../../contract/reader-settings';

/** A reader beside the main one, as the form holds it (numbers as typed). */
export interface ExtraDraft {
  source: ExtraReader['source'];
  port: string;
  baudRate: string;
  protocol: ReaderSettings['protocol'];
  m100Mode: ReaderSettings['m100Mode'];
  simTags: string;
  simRate: string;
}

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
  extras: ExtraDraft[];
}

const toExtraDraft = (r: ExtraReader): ExtraDraft => ({
  source: r.source,
  port: r.port ?? '',
  baudRate: r.baudRate === null ? '' : String(r.baudRate),
  protocol: r.protocol,
  m100Mode: r.m100Mode,
  simTags: String(r.simulator.tags),
  simRate: String(r.simulator.rate),
});

/** What "Add a reader" starts from: a serial reader on a port still to choose (the demo: another simulator). */
export const newExtraDraft = (demo: boolean): ExtraDraft => ({
  source: demo ? 'simulator' : 'serial',
  port: '',
  baudRate: '',
  protocol: 'tsl',
  m100Mode: 'continuous',
  simTags: '50',
  simRate: '200',
});

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
  extras: s.extraReaders.map(toExtraDraft),
});

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

const fromExtraDraft = (x: ExtraDraft): ExtraReader => ({
  source: x.source,
  port: x.source === 'simulator' ? null : x.port.trim() || null,
  baudRate: x.baudRate ? Number(x.baudRate) : null,
  protocol: x.protocol,
  m100Mode: x.m100Mode,
  simulator: { tags: num(x.simTags), rate: num(x.simRate) },
});

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
  extraReaders: d.extras.map(fromExtraDraft),
});
