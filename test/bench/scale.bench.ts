// Process: node (benchmarks). `npm run bench -- scale [--weighings 15] [--virtual 2000]`: a simulated scale at 10
// readings a second. (1) Weighings handled per second of CPU: each serial format's simulator on a virtual clock
// (bottles of 300-1,200 g put on the pan one after another), its bytes through the real framer and the stability
// rule until the stable weight is read; by the flag and by 3 equal readings. (2) The latency that matters: from the
// first settled frame the simulator writes to the stable reading the app gets, over a socat PTY pair in real time
// (MT-SICS, the serial source and connection); p50 and p95, target p95 <= 300 ms by the flag.
import { parseArgs } from 'node:util';
import { SerialPort } from 'serialport';
import { connectScale } from '../../domain/scale/connection';
import { getScaleProtocol, SERIAL_SCALE_FORMATS, type SerialScaleFormat } from '../../domain/scale/protocols';
import type { ScaleFrame, ScaleReading } from '../../domain/scale/reading';
import { createScaleSimulator } from '../../domain/scale/sim/simulator';
import { createSerialScaleSource } from '../../domain/scale/sources/serial-source';
import { createStabilityRule, STABLE_BY_FLAG, type StableBy } from '../../domain/scale/stability';
import { prng } from '../helpers/prng';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { startPtyPair } from '../serial/pty';

const READING_MS = 100; // 10 readings a second
const TARGET_P95_MS = 300;
const EQUAL_3: StableBy = { by: 'equal', readings: 3, toleranceGrams: 0.05 };

const bottle = (random: () => number) => Math.round(3000 + random() * 9000) / 10;

/** Virtual time: no waiting, so the figure is the decoding path's own cost per weighing. */
function throughput(format: SerialScaleFormat, weighings: number, rule: StableBy) {
  let now = 0;
  const random = prng(9);
  const sim = createScaleSimulator({ format, now: () => now, seed: 9 }, { write: () => {} });
  if (format === 'mt-sics') sim.receive(Buffer.from('SIR\r\n'));
  const framer = getScaleProtocol(format).createFramer();
  const stability = createStabilityRule(rule);
  const out: ScaleFrame[] = [];
  let frames = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < weighings; i++) {
    const grams = bottle(random);
    sim.put(grams);
    for (;;) {
      now += READING_MS;
      frames++;
      out.length = 0;
      framer.push(sim.frameAt(now), out, now);
      const done = out.some(
        (f) => f.kind === 'reading' && stability(f.reading).state === 'stable' && f.reading.grams === grams,
      );
      if (done) break;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSec: Math.round(weighings / seconds), framesPerWeighing: frames / weighings };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Real time over a PTY: first settled frame written -> stable reading received. */
async function latency(weighings: number, rule: StableBy) {
  const pair = await startPtyPair(tempDir('stocktake-scale-bench-').path);
  const port = new SerialPort({ path: pair.a, baudRate: 9600, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  const sim = createScaleSimulator(
    { format: 'mt-sics', rate: 1000 / READING_MS },
    { write: (b) => void port.write(b) },
  );
  port.on('data', (chunk: Buffer) => sim.receive(chunk));
  let target = -1;
  let settledAt = 0;
  let readAt = 0;
  sim.onFrame = (f) => {
    if (f.settled && f.grams === target && settledAt === 0) settledAt = performance.now();
  };
  const scale = connectScale(() => createSerialScaleSource({ path: pair.b, format: 'mt-sics' }), {
    stableBy: rule,
    onReading(r: ScaleReading) {
      if (r.state === 'stable' && r.grams === target && readAt === 0) readAt = performance.now();
    },
  });
  sim.start();
  const random = prng(11);
  const ms: number[] = [];
  try {
    for (let i = 0; i < weighings; i++) {
      settledAt = 0;
      readAt = 0;
      target = bottle(random);
      sim.put(target);
      await waitFor(() => readAt > 0, 10_000, `the stable ${target} g`);
      ms.push(readAt - settledAt);
    }
  } finally {
    sim.stop();
    await scale.close();
    await new Promise<void>((resolve) => port.close(() => resolve()));
    await pair.kill();
  }
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) };
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { weighings: { type: 'string' }, virtual: { type: 'string' } } });
  const weighings = Number(values.weighings ?? 15);
  const virtual = Number(values.virtual ?? 2000);
  const figures: Record<string, unknown> = { readingsPerSec: 1000 / READING_MS, virtualWeighings: virtual };
  for (const format of SERIAL_SCALE_FORMATS) {
    throughput(format, 100, STABLE_BY_FLAG); // warm the JIT
    const flag = throughput(format, virtual, STABLE_BY_FLAG);
    const equal = throughput(format, virtual, EQUAL_3);
    console.log(
      `${format.padEnd(7)} ${flag.perSec.toLocaleString('en')} weighings/s by flag (${flag.framesPerWeighing.toFixed(1)} ` +
        `readings each), ${equal.perSec.toLocaleString('en')}/s by 3 equal (${equal.framesPerWeighing.toFixed(1)} each)`,
    );
    figures[`${format}WeighingsPerSec`] = flag.perSec;
    figures[`${format}WeighingsPerSecEqual3`] = equal.perSec;
  }
  const byFlag = await latency(weighings, STABLE_BY_FLAG);
  const byEqual = await latency(weighings, EQUAL_3);
  console.log(
    `stable weight to reading over a PTY, ${weighings} weighings at 10 readings/s: by flag p50 ${byFlag.p50} ms, ` +
      `p95 ${byFlag.p95} ms; by 3 equal readings p50 ${byEqual.p50} ms, p95 ${byEqual.p95} ms (target p95 <= ${TARGET_P95_MS} ms)`,
  );
  figures.latencyP50Ms = byFlag.p50;
  figures.latencyP95Ms = byFlag.p95;
  figures.latencyEqual3P50Ms = byEqual.p50;
  figures.latencyEqual3P95Ms = byEqual.p95;
  figures.meetsTarget = byFlag.p95 <= TARGET_P95_MS;
  return figures;
}
