// Process: node (CLI). The scale simulator's command line: `npm run reader:sim -- --scale mt-sics|and|cas
// --port <path> [--rate 10] [--unit g|kg|oz|lb] [--weight <g>] [--garbage <fraction>] [--duration <s>] [--seed n]`
// writes a simulated serial scale to a port (one end of a socat PTY pair). Its stdin puts items on the pan: a line
// with grams (`742.5`) replaces what is there, `off` empties it. On exit it prints `{"summary": {...}}` on stderr.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { SerialPort } from 'serialport';
import { SERIAL_SCALE_FORMATS, type SerialScaleFormat } from '../protocols/index';
import { SCALE_UNITS, type ScaleUnit } from '../units';
import { createScaleSimulator } from './simulator';

const USAGE =
  'Usage: npm run reader:sim -- --scale mt-sics|and|cas --port <path> [--rate 10] [--unit g|kg|oz|lb]\n' +
  '       [--weight <grams on the pan>] [--garbage 0] [--duration <s>] [--seed <n>]\n' +
  '       stdin: a line of grams puts that item on the pan (it settles in about 0.6 s), "off" empties it;\n' +
  "       the scale answers its format's commands (MT-SICS SIR, SI, S, T, Z, @; A&D Q, SIR, C, T, R).";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function num(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number >= ${min}, got "${value}"`);
  return n;
}

export function runScaleSimCli(argv: string[] = process.argv.slice(2)): void {
  main(argv).catch((err: Error) => {
    process.stderr.write(`reader:sim: ${err.message}\n`);
    process.exit(1);
  });
}

async function main(argv: string[]): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        port: { type: 'string' },
        rate: { type: 'string' },
        unit: { type: 'string' },
        weight: { type: 'string' },
        garbage: { type: 'string' },
        duration: { type: 'string' },
        seed: { type: 'string' },
        baud: { type: 'string' },
      },
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  const format = values.scale as SerialScaleFormat;
  if (!SERIAL_SCALE_FORMATS.includes(format)) fail(`--scale must be one of ${SERIAL_SCALE_FORMATS.join(', ')}`);
  const path = values.port as string | undefined;
  if (!path) fail('--port is required');
  const unit = (values.unit ?? 'g') as ScaleUnit;
  if (!SCALE_UNITS.includes(unit)) fail(`--unit must be one of ${SCALE_UNITS.join(', ')}`);
  const duration = num(values.duration as string | undefined, 'duration', 0);

  const port = new SerialPort({
    path,
    baudRate: num(values.baud as string | undefined, 'baud', 9600, 1),
    autoOpen: false,
  });
  await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  const sim = createScaleSimulator(
    {
      format,
      unit,
      rate: num(values.rate as string | undefined, 'rate', 10, 0.1),
      garbage: num(values.garbage as string | undefined, 'garbage', 0),
      seed: num(values.seed as string | undefined, 'seed', 5),
    },
    { write: (buf) => void port.write(buf) },
  );
  const weight = num(values.weight as string | undefined, 'weight', 0);
  if (weight > 0) sim.put(weight);
  port.on('data', (chunk: Buffer) => sim.receive(chunk));
  createInterface({ input: process.stdin }).on('line', (line) => {
    const text = line.trim();
    const grams = text === 'off' ? 0 : Number(text);
    if (text && Number.isFinite(grams) && grams >= 0) sim.put(grams);
    else if (text) process.stderr.write(`reader:sim: "${text}" is not grams or "off"\n`);
  });
  sim.start();
  process.stderr.write(`reader:sim writing scale ${format} to ${path}\n`);

  let finishing = false;
  const finish = (code: number) => {
    if (finishing) return;
    finishing = true;
    sim.stop();
    process.stderr.write(`${JSON.stringify({ summary: { scale: format, unit, ...sim.sent } })}\n`);
    port.drain(() => port.close(() => process.exit(code)));
    setTimeout(() => process.exit(code), 1000).unref();
  };
  port.on('close', () => {
    if (finishing) return;
    process.stderr.write('reader:sim port closed\n');
    sim.stop();
    process.exit(1);
  });
  process.on('SIGINT', () => finish(0));
  process.on('SIGTERM', () => finish(0));
  if (duration > 0) setTimeout(() => finish(0), duration * 1000);
}
