// Process: main (domain, Electron-free). A serial scale simulator over any byte transport: the pan (pan.ts) read
// `rate` times a second in the chosen format, some garbage lines mixed in, and the format's commands answered as
// its manual says (MT-SICS streams only after SIR and answers T and Z; A&D streams by its setting and takes Q, SIR,
// C, T and R silently; a CAS indicator streams and takes nothing).
import { seededRandom } from '../../reader/sim/population';
import { encodeAnd, encodeAndOutOfRange } from '../protocols/and';
import { encodeCas, encodeCasOverload } from '../protocols/cas';
import type { SerialScaleFormat } from '../protocols/index';
import { encodeMtSics, encodeMtSicsStatus } from '../protocols/mt-sics';
import { fromGrams, type ScaleUnit } from '../units';
import { createPan, type Pan, type PanReading } from './pan';

export interface ScaleSimOptions {
  format: SerialScaleFormat;
  /** Readings a second while streaming. */
  rate?: number;
  /** The unit the scale prints. */
  unit?: ScaleUnit;
  /** Garbage lines per reading (0..1). */
  garbage?: number;
  seed?: number;
  settleMs?: number;
  now?: () => number;
}

/** What one written frame showed: the bench times stable readings from here. */
export interface SimFrame {
  at: number;
  grams: number;
  settled: boolean;
}

export interface ScaleSimulator {
  /** Bytes the host wrote (commands). */
  receive(chunk: Buffer): void;
  /** Puts an item of `grams` on the pan (0 empties it). */
  put(grams: number): void;
  start(): void;
  stop(): void;
  /** The frame the scale would print at `at` (and counts it as sent). */
  frameAt(at: number): Buffer;
  onFrame?: (frame: SimFrame) => void;
  readonly pan: Pan;
  readonly sent: { readings: number; bytes: number; garbage: number; tares: number; zeros: number };
}

const DECIMALS: Record<ScaleUnit, number> = { mg: 0, g: 1, kg: 4, oz: 3, lb: 4 };

export function createScaleSimulator(opts: ScaleSimOptions, io: { write(buf: Buffer): void }): ScaleSimulator {
  const unit = opts.unit ?? 'g';
  const now = opts.now ?? Date.now;
  const random = seededRandom(opts.seed ?? 5);
  const pan = createPan({
    resolution: 0.1,
    random,
    ...(opts.settleMs === undefined ? {} : { settleMs: opts.settleMs }),
  });
  const sent = { readings: 0, bytes: 0, garbage: 0, tares: 0, zeros: 0 };
  let streaming = opts.format !== 'mt-sics';
  let timer: NodeJS.Timeout | undefined;
  let pending = '';

  const send = (buf: Buffer | string) => {
    const bytes = typeof buf === 'string' ? Buffer.from(buf, 'latin1') : buf;
    sent.bytes += bytes.length;
    io.write(bytes);
  };
  const encode = (r: PanReading): Buffer => {
    const value = Number(fromGrams(r.grams, unit).toFixed(DECIMALS[unit]));
    if (opts.format === 'mt-sics') {
      return Buffer.from(
        r.overload ? encodeMtSicsStatus('S', '+') : encodeMtSics(value, DECIMALS[unit], unit, r.settled),
      );
    }
    if (opts.format === 'and') {
      return Buffer.from(r.overload ? encodeAndOutOfRange(false) : encodeAnd(value, DECIMALS[unit], unit, r.settled));
    }
    return r.overload ? encodeCasOverload() : encodeCas(value, DECIMALS[unit], unit, r.settled);
  };
  const sim: ScaleSimulator = {
    pan,
    sent,
    frameAt(at) {
      const reading = pan.read(at);
      sent.readings++;
      sim.onFrame?.({ at, grams: reading.grams, settled: reading.settled });
      return encode(reading);
    },
    put: (grams) => pan.put(grams, now()),
    receive(chunk) {
      pending += chunk.toString('latin1');
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) answer(line.trim());
    },
    start() {
      timer ??= setInterval(tick, 1000 / (opts.rate ?? 10));
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };

  function tick() {
    if (!streaming) return;
    if (opts.garbage && random() < opts.garbage) {
      sent.garbage++;
      send('\x15?#garbage~\r\n');
    }
    send(sim.frameAt(now()));
  }

  function answer(command: string) {
    const at = now();
    if (opts.format === 'cas') return; // the CAS stream takes no commands
    if (command === 'SIR') streaming = true;
    else if (command === 'C' || command === '@') streaming = false;
    else if (command === 'S' || command === 'SI' || command === 'Q') {
      if (opts.format === 'mt-sics') streaming = false;
      send(sim.frameAt(at));
    } else if (command === 'T') {
      const done = pan.tare(at);
      if (done) sent.tares++;
      if (opts.format === 'mt-sics') {
        const tare = `${fromGrams(pan.tareGrams, unit).toFixed(DECIMALS[unit]).padStart(10)} ${unit}`;
        send(done ? encodeMtSicsStatus('T', 'S', tare) : encodeMtSicsStatus('T', 'I'));
      }
    } else if (command === 'Z' || command === 'R') {
      const done = pan.zero(at);
      if (done) sent.zeros++;
      if (opts.format === 'mt-sics') send(encodeMtSicsStatus('Z', done ? 'A' : 'I'));
    } else if (opts.format === 'mt-sics') send('ES\r\n');
  }

  return sim;
}
