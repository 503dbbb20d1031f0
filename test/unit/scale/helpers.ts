// Process: node (tests). Shared by the scale unit tests: run a format's framer over chunks and keep what came out.
import type { Framer } from '../../../domain/reader/protocols/framer';
import type { ScaleFrame } from '../../../domain/scale/reading';

export const AT = 1_700_000_000_000;

export function frames(framer: Framer<ScaleFrame>, chunks: readonly (string | Buffer)[]): ScaleFrame[] {
  const out: ScaleFrame[] = [];
  for (const c of chunks) framer.push(typeof c === 'string' ? Buffer.from(c, 'latin1') : c, out, AT);
  return out;
}

/** Every byte a chunk of its own: a frame split anywhere must come out whole. */
export const bytewise = (text: string): Buffer[] => [...Buffer.from(text, 'latin1')].map((b) => Buffer.from([b]));

export const reading = (state: string, grams: number) => ({ kind: 'reading', reading: { state, grams, at: AT } });
