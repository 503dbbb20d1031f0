// Process: renderer. The tuning form's text fields and back: empty means "the reader's own" (null), and numbers
// stay as typed so main's validation names a wrong one (a NaN is refused there with the field's message).
import type { ReaderTuning } from '../../../../contract/reader-tuning';

export interface TuningDraft {
  power: string;
  session: string;
  target: string;
  q: string;
  maskHex: string;
  bitLength: string;
  offsetBits: string;
}

export const toTuningDraft = (t: ReaderTuning): TuningDraft => ({
  power: t.power === null ? '' : String(t.power),
  session: t.session ?? '',
  target: t.target ?? '',
  q: t.q === null ? '' : String(t.q),
  maskHex: t.filter?.maskHex ?? '',
  bitLength: t.filter ? String(t.filter.bitLength) : '',
  offsetBits: t.filter ? String(t.filter.offsetBits) : '0',
});

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** What is sent to main; its schema decides what is valid. */
export function toTuning(d: TuningDraft): Record<keyof ReaderTuning, unknown> {
  const mask = d.maskHex.trim();
  return {
    power: num(d.power),
    session: d.session || null,
    target: d.target || null,
    q: num(d.q),
    filter: mask
      ? { maskHex: mask, bitLength: num(d.bitLength) ?? mask.length * 4, offsetBits: num(d.offsetBits) ?? 0 }
      : null,
  };
}
