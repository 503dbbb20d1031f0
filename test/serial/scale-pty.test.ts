// Process: node (tests). Serial scales over a real PTY pair: `reader:sim --scale <format>` writes each format (with
// garbage lines) to one end, the app's serial scale source reads the other. An item put on the pan (a line on the
// simulator's stdin) reaches the app as one stable weight in grams; MT-SICS is streamed only after the source's
// SIR and answers tare and zero; A&D in ounces converts; CAS streams with no commands.
import { afterEach, describe, expect, it } from 'vitest';
import { connectScale, type ScaleConnection } from '../../domain/scale/connection';
import type { SerialScaleFormat } from '../../domain/scale/protocols';
import type { ScaleReading, ScaleReply } from '../../domain/scale/reading';
import { createSerialScaleSource } from '../../domain/scale/sources/serial-source';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

let pair: PtyPair | undefined;
let sim: SimProcess | undefined;
let scale: ScaleConnection | undefined;

afterEach(async () => {
  await scale?.close();
  await sim?.kill();
  await pair?.kill();
  scale = sim = pair = undefined;
});

async function start(format: SerialScaleFormat, unit = 'g') {
  pair = await startPtyPair(tempDir('stocktake-scale-pty-').path);
  sim = startSimulator(['--scale', format, '--port', pair.a, '--unit', unit, '--garbage', '0.3'], { input: true });
  await sim.ready();
  const readings: ScaleReading[] = [];
  const replies: ScaleReply[] = [];
  const source = createSerialScaleSource({ path: pair.b, format });
  scale = connectScale(() => source, { onReading: (r) => readings.push(r), onReply: (r) => replies.push(r) });
  const stableAt = (grams: number, tolerance = 0) =>
    waitFor(
      () => readings.some((r) => r.state === 'stable' && Math.abs(r.grams - grams) <= tolerance),
      15_000,
      `a stable ${grams} g`,
    );
  return { readings, replies, source, stableAt, sim };
}

describe('serial scales over a socat PTY pair', () => {
  it('MT-SICS: streams after SIR, the settled weight in grams, tare and zero answered', {
    timeout: 60_000,
  }, async () => {
    const s = await start('mt-sics');
    await waitFor(() => s.readings.some((r) => r.state === 'zero'), 15_000, 'the empty pan streamed');
    s.sim.send('742.5');
    await s.stableAt(742.5);
    const moving = s.readings.filter((r) => r.state === 'unstable');
    expect(moving.length).toBeGreaterThan(0); // it settled through unstable readings first
    expect(scale!.send('tare')).toBe(true);
    await waitFor(() => s.replies.some((r) => r.command === 'tare'), 10_000, 'the tare answer');
    expect(s.replies[0]).toMatchObject({ command: 'tare', outcome: 'done' });
    const afterTare = s.readings.length;
    await waitFor(() => s.readings.slice(afterTare).some((r) => r.state === 'zero'), 10_000, 'zero after tare');
    s.sim.send('1100');
    await s.stableAt(357.5); // net of the 742.5 g tare
    expect(scale!.send('zero')).toBe(true);
    await waitFor(() => s.replies.some((r) => r.command === 'zero'), 10_000, 'the zero answer');
    expect(s.replies.map((r) => r.outcome)).toEqual(['done', 'done']);
    expect(s.source.stats().badFrames).toBeGreaterThan(0); // the garbage lines arrived and were skipped
  });

  it('A&D in ounces: converted to grams at the display resolution', { timeout: 60_000 }, async () => {
    const s = await start('and', 'oz');
    s.sim.send('742.5');
    // 26.191 oz as printed (0.001 oz is 0.028 g): within the display step of the weight.
    await s.stableAt(742.5, 0.03);
    const stable = s.readings.filter((r) => r.state === 'stable');
    expect(new Set(stable.map((r) => r.grams))).toEqual(new Set([742.502]));
    expect(scale!.commands).toEqual(['weigh', 'tare', 'zero']);
  });

  it('CAS 22 bytes: streamed, no commands', { timeout: 60_000 }, async () => {
    const s = await start('cas');
    s.sim.send('1250');
    await s.stableAt(1250);
    expect(scale!.send('tare')).toBe(false);
    s.sim.send('off');
    const before = s.readings.length;
    await waitFor(() => s.readings.slice(before).some((r) => r.state === 'zero'), 10_000, 'the empty pan');
    expect(s.source.stats().badFrames).toBeGreaterThan(0);
  });
});
