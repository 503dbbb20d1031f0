// Process: node (CLI). `cli -- read --protocol tsl|chafon|m100|lines (--file <capture> | --port <path> --baud <n>)`:
// one JSON object per reader event on stdout, a summary on stderr at the end. For support staff checking a reader
// or a capture. A thin face over domain/reader: no protocol logic lives here.
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { eventToJson } from '../../../domain/reader/event-json';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createReaderManager } from '../../../domain/reader/manager';
import { getProtocol, PROTOCOL_NAMES, type ProtocolName } from '../../../domain/reader/protocols';
import { createSerialSource } from '../../../domain/reader/sources/serial-source';
import { type CliCommand, type CliIo, UsageError } from '../command';

const USAGE =
  '--protocol tsl|chafon|m100|lines (--file <capture> | --port <path> [--baud <n>] [--duration <s>]) [--m100 continuous|polled] [--power <dBm>]';

async function readFile(path: string, protocol: ProtocolName, io: CliIo): Promise<number> {
  const framer = getProtocol(protocol).createFramer();
  const started = Date.now();
  const print = (events: ReaderEvent[]) => {
    for (const e of events) io.out(JSON.stringify(eventToJson(e)));
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    const out: ReaderEvent[] = [];
    framer.push(chunk as Buffer, out);
    print(out);
  }
  const out: ReaderEvent[] = [];
  framer.flush(out);
  print(out);
  io.err(JSON.stringify({ summary: { file: path, protocol, ms: Date.now() - started, ...framer.stats } }));
  return 0;
}

async function readPort(
  path: string,
  protocol: ProtocolName,
  opts: { baud?: number; duration?: number; power?: number; m100Mode?: 'continuous' | 'polled' },
  io: CliIo,
): Promise<number> {
  const adapter = getProtocol(protocol, {
    ...(opts.power === undefined ? {} : { power: opts.power }),
    ...(opts.m100Mode === undefined ? {} : { m100Mode: opts.m100Mode }),
  });
  const manager = createReaderManager({
    onBatch: (batch) => {
      for (const e of batch) io.out(JSON.stringify(eventToJson(e, true)));
    },
  });
  manager.connect(
    () => createSerialSource({ path, protocol: adapter, ...(opts.baud === undefined ? {} : { baudRate: opts.baud }) }),
    path,
  );
  await new Promise<void>((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    if (opts.duration !== undefined) setTimeout(done, opts.duration * 1000);
  });
  const stats = manager.framerStats();
  await manager.disconnect();
  io.err(JSON.stringify({ summary: { port: path, protocol, ...manager.counters(), ...stats } }));
  return 0;
}

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${name} must be a positive number, got "${value}"`);
  return n;
}

export const readCommand: CliCommand = {
  name: 'read',
  summary: 'Read a reader (serial port) or a capture file and print one JSON object per event.',
  usage: USAGE,
  async run(argv, io) {
    try {
      const { values } = parseArgs({
        args: argv,
        options: {
          protocol: { type: 'string' },
          file: { type: 'string' },
          port: { type: 'string' },
          baud: { type: 'string' },
          duration: { type: 'string' },
          power: { type: 'string' },
          m100: { type: 'string' },
        },
      });
      const protocol = values.protocol as ProtocolName | undefined;
      if (!protocol || !PROTOCOL_NAMES.includes(protocol)) {
        throw new UsageError(`--protocol must be one of ${PROTOCOL_NAMES.join(', ')}`);
      }
      if (!values.file === !values.port) throw new UsageError('give exactly one of --file or --port');
      if (values.m100 !== undefined && values.m100 !== 'continuous' && values.m100 !== 'polled') {
        throw new UsageError('--m100 must be continuous or polled');
      }
      if (values.file) return await readFile(values.file, protocol, io);
      const baud = positive(values.baud, 'baud');
      const duration = positive(values.duration, 'duration');
      const power = positive(values.power, 'power');
      return await readPort(
        values.port!,
        protocol,
        {
          ...(baud === undefined ? {} : { baud }),
          ...(duration === undefined ? {} : { duration }),
          ...(power === undefined ? {} : { power }),
          ...(values.m100 === undefined ? {} : { m100Mode: values.m100 as 'continuous' | 'polled' }),
        },
        io,
      );
    } catch (err) {
      if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        io.err(`read: ${(err as Error).message}`);
        io.err(`Usage: npm run -s cli -- read ${USAGE}`);
        return 2;
      }
      throw err;
    }
  },
};
