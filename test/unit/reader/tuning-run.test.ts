// Process: node (tests). Tuning on connect against the simulator's documented answers, byte for byte through an
// in-memory link: each protocol sends what it can, reads it back, and reports the reader's own words for a refusal;
// a silent reader and a protocol without a command are reported as such, never as done.
import { describe, expect, it } from 'vitest';
import { EMPTY_TUNING, type ReaderTuning } from '../../../contract/reader-tuning';
import type { ProtocolName } from '../../../domain/reader/protocols/framer';
import { createTuningAnswers, type SimTuningOptions } from '../../../domain/reader/sim/tuning-answers';
import { runTuning } from '../../../domain/reader/tuning/apply';
import type { TuningLink } from '../../../domain/reader/tuning/link';

/** A link to the simulated reader: what the host writes reaches it in odd-sized chunks, its answers come back. */
function simLink(protocol: ProtocolName, opts: SimTuningOptions = {}) {
  const listeners = new Set<(b: Buffer) => void>();
  const sim = createTuningAnswers(protocol, opts, (b) => {
    for (let i = 0; i < b.length; i += 3) for (const l of listeners) l(b.subarray(i, i + 3));
  });
  const link: TuningLink = {
    write: (b) => setImmediate(() => sim.receive(b)),
    onData: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { link, sim };
}

const COUNT: ReaderTuning = { power: 20, session: 'S2', target: 'A', q: 5, filter: null };
const FILTER = { maskHex: '3034257BF4', bitLength: 38, offsetBits: 0 };
const tuned = (t: ReaderTuning) => () => ({ tuning: t, source: 'port' as const });

describe('tuning on connect', () => {
  it('TSL: each setting accepted, read back from the -p listing, serial number as the id', async () => {
    const { link, sim } = simLink('tsl', { readerId: 'TSL-1128-0042' });
    const run = await runTuning('tsl', link, tuned({ ...COUNT, filter: FILTER }));
    expect(run.readerId).toBe('TSL-1128-0042');
    expect(run.outcomes.map((o) => [o.field, o.result, o.readBack])).toEqual([
      ['power', 'ok', '20 dBm'],
      ['session', 'ok', 'S2'],
      ['target', 'ok', 'A'],
      ['q', 'ok', 'Q 5'],
      ['filter', 'ok', '38 bits 3034257BF4 at bit 32'],
    ]);
    expect(sim.state()).toMatchObject({ power: 20, session: 2, target: 'A', q: 5 });
    expect(sim.matches('3034257BF7194E4000001A85')).toBe(true);
    expect(sim.matches('3014257BF7194E4000001A85')).toBe(false); // another company's tag stays quiet
  });

  it('TSL: a power above what the reader takes is refused with its ER code, the rest still applied', async () => {
    const { link, sim } = simLink('tsl', { maxPower: 20 });
    const run = await runTuning('tsl', link, tuned({ ...COUNT, power: 29 }));
    const power = run.outcomes.find((o) => o.field === 'power')!;
    expect(power).toMatchObject({ result: 'refused', answer: 'ER: 002 Parameter not supported', readBack: '20 dBm' });
    expect(run.outcomes.find((o) => o.field === 'session')!.result).toBe('ok');
    expect(sim.state().power).toBe(20);
  });

  it('Chafon: power set and read back from the reader information; session and Q are not in its command set', async () => {
    const { link, sim } = simLink('chafon');
    const run = await runTuning('chafon', link, tuned(COUNT));
    expect(run.readerId).toBe('CF type 0x09 fw 3.1');
    expect(run.outcomes.map((o) => [o.field, o.result])).toEqual([
      ['power', 'ok'],
      ['session', 'unsupported'],
      ['target', 'unsupported'],
      ['q', 'unsupported'],
    ]);
    expect(run.outcomes[0]!.readBack).toBe('20 dBm');
    expect(sim.state().power).toBe(20);
  });

  it('Chafon: a refused power carries the status byte the reader sent', async () => {
    const { link } = simLink('chafon', { maxPower: 18 });
    const run = await runTuning('chafon', link, tuned({ ...EMPTY_TUNING, power: 25 }));
    expect(run.outcomes).toEqual([
      { field: 'power', asked: '25 dBm', result: 'refused', answer: 'status 0xFF parameter error', readBack: '18 dBm' },
    ]);
  });

  it('M100: power, the Query word and the Select applied, read back; a refused power keeps the error code', async () => {
    const { link, sim } = simLink('m100', { maxPower: 22 });
    const run = await runTuning('m100', link, tuned({ power: 26, session: 'S3', target: 'B', q: 3, filter: FILTER }));
    expect(run.readerId).toBe('M100 SIM V1.0');
    expect(run.outcomes.map((o) => [o.field, o.result, o.answer ?? null, o.readBack ?? null])).toEqual([
      ['power', 'refused', 'error 0x0E invalid parameter', '22 dBm'],
      ['session', 'ok', null, 'S3'],
      ['target', 'ok', null, 'B'],
      ['q', 'ok', null, 'Q 3'],
      ['filter', 'ok', null, null],
    ]);
    expect(sim.state()).toMatchObject({ session: 3, target: 'B', q: 3 });
    expect(sim.matches('3014257BF7194E4000001A85')).toBe(false);
    // Back to no filter: select mode "never" and Sel = all.
    await runTuning('m100', link, tuned(EMPTY_TUNING));
    expect(sim.matches('3014257BF7194E4000001A85')).toBe(true);
  });

  it('a silent reader: asked who it is, then nothing more; every setting reported silent, no id', async () => {
    const written: string[] = [];
    const link: TuningLink = { write: (b) => written.push(b.toString('latin1')), onData: () => () => {} };
    const run = await runTuning('tsl', link, tuned({ ...EMPTY_TUNING, power: 20 }), { timeoutMs: 30 });
    expect(run.readerId).toBeNull();
    expect(run.outcomes.map((o) => [o.field, o.result, o.readBack])).toEqual([
      ['power', 'silent', null],
      ['filter', 'silent', null],
    ]);
    // One question (asked twice), not one per setting: a device that never answers does not hold up reading.
    expect(written).toEqual(['.vr\r\n', '.vr\r\n']);
    for (const protocol of ['chafon', 'm100'] as const) {
      const sent: Buffer[] = [];
      const quiet: TuningLink = { write: (b) => sent.push(b), onData: () => () => {} };
      const r = await runTuning(protocol, quiet, tuned({ ...EMPTY_TUNING, power: 20 }), { timeoutMs: 30 });
      expect(r.outcomes[0]).toMatchObject({ field: 'power', result: 'silent' });
      expect(sent).toHaveLength(2);
    }
  });

  it('a reader that misses the first question (busy, or the port just opened) is asked again and known by its id', async () => {
    for (const protocol of ['tsl', 'chafon', 'm100'] as const) {
      const { link } = simLink(protocol, { readerId: 'R-7' });
      let dropped = 0;
      const deaf: TuningLink = { ...link, write: (b) => (dropped++ === 0 ? undefined : link.write(b)) };
      const run = await runTuning(protocol, deaf, tuned({ ...EMPTY_TUNING, power: 20 }), { timeoutMs: 30 });
      expect(run.readerId, protocol).not.toBeNull();
      expect(run.outcomes[0], protocol).toMatchObject({ field: 'power', result: 'ok' });
    }
  });

  it('A/B target is not a command any of these protocols has: reported, never sent', async () => {
    const { link } = simLink('tsl');
    const run = await runTuning('tsl', link, tuned({ ...EMPTY_TUNING, target: 'AB' }));
    expect(run.outcomes.find((o) => o.field === 'target')).toEqual({
      field: 'target',
      asked: 'A/B',
      result: 'unsupported',
    });
  });

  it('the tuning is chosen by the id the reader reports', async () => {
    const { link } = simLink('m100');
    const seen: (string | null)[] = [];
    await runTuning('m100', link, (id) => {
      seen.push(id);
      return { tuning: EMPTY_TUNING, source: 'none' };
    });
    expect(seen).toEqual(['M100 SIM V1.0']);
  });
});
