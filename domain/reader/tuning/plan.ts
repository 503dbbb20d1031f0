// Process: main (domain, Electron-free). What tuning sends for one reader: which settings the protocol has a
// command for (in a fixed order), which it cannot take (reported 'unsupported', never sent), and each setting as the
// screen says it.
import {
  type ReaderTuning,
  TUNING_CAPABILITIES,
  TUNING_FIELDS,
  type TuningField,
  type TuningOutcome,
} from '../../../contract/reader-tuning';
import type { ProtocolName } from '../protocols/framer';
import { EPC_BANK_EPC_START } from './select';

export interface TuningChoice {
  tuning: ReaderTuning;
  source: 'reader' | 'port' | 'count' | 'locate' | 'none';
}

export interface TuningRun {
  readerId: string | null;
  source: TuningChoice['source'];
  outcomes: TuningOutcome[];
}

/** The tuning for the reader that answered (its id, or null when it gave none). */
export type ChooseTuning = (readerId: string | null) => TuningChoice;

/** A setting as the screen says it. */
export function askedText(field: TuningField, t: ReaderTuning): string | null {
  switch (field) {
    case 'power':
      return t.power === null ? null : `${t.power} dBm`;
    case 'session':
      return t.session;
    case 'target':
      return t.target === 'AB' ? 'A/B' : t.target;
    case 'q':
      return t.q === null ? null : `Q ${t.q}`;
    case 'filter':
      return t.filter
        ? `${t.filter.bitLength} bits ${t.filter.maskHex} at bit ${EPC_BANK_EPC_START + t.filter.offsetBits}`
        : 'none';
  }
}

export function supports(protocol: ProtocolName, field: TuningField, t: ReaderTuning): boolean {
  const c = TUNING_CAPABILITIES[protocol];
  if (field === 'power')
    return c.power !== null && t.power !== null && t.power >= c.power.min && t.power <= c.power.max;
  if (field === 'target') return t.target !== null && c.targets.includes(t.target);
  return c[field];
}

/**
 * A reader that did not answer the first question (who it is): nothing more is sent, so a device that never talks
 * back (or the wrong protocol chosen) does not hold up reading by a timeout per setting. Each setting is 'silent'.
 */
export function silentRun(protocol: ProtocolName, choose: ChooseTuning): TuningRun {
  const { tuning, source } = choose(null);
  const { send, unsupported } = plan(protocol, tuning);
  const silent = send.map(
    (field): TuningOutcome => ({ field, asked: askedText(field, tuning)!, result: 'silent', readBack: null }),
  );
  return { readerId: null, source, outcomes: [...silent, ...unsupported] };
}

/** The settings to send (in this order) and the outcomes of the ones that cannot be sent. */
export function plan(protocol: ProtocolName, t: ReaderTuning): { send: TuningField[]; unsupported: TuningOutcome[] } {
  const send: TuningField[] = [];
  const unsupported: TuningOutcome[] = [];
  for (const field of TUNING_FIELDS) {
    const asked = askedText(field, t);
    const given = field === 'filter' ? t.filter !== null : asked !== null;
    if (supports(protocol, field, t)) {
      // "No filter" is sent too, so a select left by a locate does not outlive it.
      if (given || field === 'filter') send.push(field);
    } else if (given) {
      unsupported.push({ field, asked: asked!, result: 'unsupported' });
    }
  }
  return { send, unsupported };
}
