// Process: main (domain, Electron-free). A reader simulator over any byte transport: writes the chosen protocol at
// a set rate (TSL trigger reads, plain lines, M100 notices after a multi-poll), answers polls (Chafon, M100 single),
// mixes in garbage, or replays a capture file's bytes.
import { createLogger } from '../../shared/logger';
import { CHAFON_INVENTORY } from '../protocols/chafon';
import type { ProtocolName, SimRead } from '../protocols/framer';
import { getProtocol } from '../protocols/index';
import { M100_MULTI, M100_NO_TAG, M100_SINGLE, M100_STOP } from '../protocols/m100';
import type { SimLocateMode } from './locate-mode';
import type { SimTag } from './population';
import { seededRandom } from './population';
import { createReadStream } from './read-stream';
import { createTuningAnswers, type SimTuningOptions, type SimTuningState } from './tuning-answers';

const log = createLogger('reader.sim');
const TICK_MS = 20;

export interface SimulatorOptions {
  protocol: ProtocolName;
  tags: readonly SimTag[];
  /** Reads per second. */
  rate: number;
  /** Garbage bursts per read (0..1), e.g. 0.01 = one burst every hundred reads. */
  garbage?: number;
  seed?: number;
  /** Barcodes mixed in (lines and TSL only), as a scanner on the same port would send. */
  barcodes?: readonly string[];
  /** Locate mode (locate-mode.ts): a target whose reads follow a simulated distance. */
  locate?: SimLocateMode;
  /** How the simulated reader takes tuning (its power limit, the id it reports): tuning-answers.ts. */
  tuning?: SimTuningOptions;
}

export interface SimulatorIo {
  write(buf: Buffer): void;
}

export interface Simulator {
  /** Bytes the reader host sent (poll commands); the simulator answers them. */
  receive(chunk: Buffer): void;
  start(): void;
  stop(): void;
  readonly sent: { reads: number; garbageBursts: number; bytes: number };
  /** What the reader was tuned to (power, session, target, Q, pre-filter). */
  tuningState(): SimTuningState;
}

/** Finds known command frames in the bytes the host writes, across chunk boundaries. */
function commandMatcher(commands: readonly Buffer[]) {
  let tail = Buffer.alloc(0);
  const longest = Math.max(...commands.map((c) => c.length));
  return (chunk: Buffer): Buffer[] => {
    const buf = Buffer.concat([tail, chunk]);
    const found: { at: number; cmd: Buffer }[] = [];
    for (const cmd of commands) {
      for (let at = buf.indexOf(cmd); at >= 0; at = buf.indexOf(cmd, at + cmd.length)) found.push({ at, cmd });
    }
    found.sort((a, b) => a.at - b.at);
    const end = found.length > 0 ? Math.max(...found.map((f) => f.at + f.cmd.length)) : 0;
    tail = buf.subarray(Math.max(end, buf.length - longest + 1));
    return found.map((f) => f.cmd);
  };
}

export function createSimulator(opts: SimulatorOptions, io: SimulatorIo): Simulator {
  const random = seededRandom(opts.seed ?? 7);
  const stream = createReadStream(opts.tags, { random });
  const adapter = getProtocol(opts.protocol);
  const sent = { reads: 0, garbageBursts: 0, bytes: 0 };
  const located = (reads: SimRead[]) => opts.locate?.shape(reads) ?? reads;
  const textual = opts.protocol === 'tsl' || opts.protocol === 'lines';
  const match = commandMatcher([CHAFON_INVENTORY, M100_SINGLE, M100_MULTI, M100_STOP]);
  let streaming = opts.protocol === 'tsl' || opts.protocol === 'lines';
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let owed = 0;
  let last = 0;
  let pollBusy = false;

  const out = (buf: Buffer) => {
    sent.bytes += buf.length;
    io.write(buf);
  };

  const garbage = (): Buffer => {
    sent.garbageBursts++;
    const n = 1 + Math.floor(random() * 24);
    const bytes = Buffer.alloc(n);
    for (let i = 0; i < n; i++) {
      let b = Math.floor(random() * 256);
      if (textual && (b === 10 || b === 13)) b = 0;
      bytes[i] = b;
    }
    // Line noise on a text port ends at a line break, as a glitch on a real wire is followed by the next line.
    return textual ? Buffer.concat([bytes, Buffer.from('\r\n')]) : bytes;
  };

  const tuning = createTuningAnswers(opts.protocol, opts.tuning ?? {}, out);

  const withGarbage = (all: SimRead[]): Buffer[] => {
    // A reader with a pre-filter (Gen2 Select) never reports the tags it keeps quiet.
    const reads = all.filter((r) => r.kind !== 'epc' || tuning.matches(r.hex));
    const parts: Buffer[] = [];
    const g = opts.garbage ?? 0;
    if (g > 0 && random() < Math.min(1, g * reads.length)) parts.push(garbage());
    if (opts.barcodes?.length && textual && random() < 0.05) {
      reads.push({ kind: 'barcode', text: opts.barcodes[Math.floor(random() * opts.barcodes.length)]! });
    }
    parts.push(adapter.encode(reads));
    sent.reads += reads.filter((r) => r.kind === 'epc').length;
    return parts;
  };

  const tick = () => {
    const now = Date.now();
    owed += ((now - last) / 1000) * opts.rate;
    last = now;
    if (!streaming) return;
    const n = Math.floor(owed);
    if (n <= 0) return;
    owed -= n;
    for (const b of withGarbage(located(stream.take(n)))) out(b);
  };

  const answerPoll = () => {
    if (pollBusy) return;
    pollBusy = true;
    const reads = located(stream.uniqueRound());
    // A real inventory round takes time; pacing the answer keeps the configured read rate.
    const delay = Math.max(5, (reads.length / opts.rate) * 1000);
    setTimeout(() => {
      pollBusy = false;
      if (!started) return;
      if (reads.length === 0 && opts.protocol === 'm100') out(M100_NO_TAG);
      else for (const b of withGarbage(reads)) out(b);
    }, delay);
  };

  return {
    sent,
    tuningState: tuning.state,
    receive(chunk) {
      tuning.receive(chunk);
      for (const cmd of match(chunk)) {
        if (cmd === M100_MULTI) streaming = true;
        else if (cmd === M100_STOP) streaming = false;
        else if (cmd === CHAFON_INVENTORY && opts.protocol === 'chafon') answerPoll();
        else if (cmd === M100_SINGLE && opts.protocol === 'm100') answerPoll();
      }
    },
    start() {
      started = true;
      last = Date.now();
      timer = setInterval(tick, TICK_MS);
      log.info('simulator started', { protocol: opts.protocol, tags: opts.tags.length, rate: opts.rate });
    },
    stop() {
      started = false;
      clearInterval(timer);
    },
  };
}

/** Replays a capture's bytes in chunks at `bytesPerSecond`, looping when asked. */
export function replayCapture(data: Buffer, io: SimulatorIo, bytesPerSecond = 100_000, loop = false): { stop(): void } {
  let offset = 0;
  const perTick = Math.max(1, Math.round((bytesPerSecond * TICK_MS) / 1000));
  const timer = setInterval(() => {
    if (offset >= data.length) {
      if (!loop) return clearInterval(timer);
      offset = 0;
    }
    io.write(data.subarray(offset, offset + perTick));
    offset += perTick;
  }, TICK_MS);
  return { stop: () => clearInterval(timer) };
}
