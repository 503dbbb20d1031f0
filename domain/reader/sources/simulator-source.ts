// Process: main (domain, Electron-free). The in-app reader simulator: the simulator wired to the protocol's own
// framer, so simulated reads take exactly the path a serial reader's bytes take (encode, frame, resynchronise
// after the simulator's garbage) without a port. Polled protocols get their poll commands answered too. The tags
// are given (the app passes the demo catalog's, hosts/app/reader/demo-tags.ts).

import { createLogger } from '../../shared/logger';
import type { ReaderEvent } from '../events';
import { getProtocol, type ProtocolName } from '../protocols';
import type { SimLocateMode } from '../sim/locate-mode';
import type { SimTag } from '../sim/population';
import { createSimulator, type Simulator } from '../sim/simulator';
import type { TuningLink } from '../tuning/link';
import { type PollLoop, startPollLoop } from './poll-loop';
import type { ReaderSource } from './source';

const log = createLogger('reader.simulator-source');
/** The framer's idle flush (a TSL record still waiting for its RSSI line) runs at this pace, as on a real port. */
const IDLE_MS = 100;

export interface SimulatorSourceOptions {
  protocol: ProtocolName;
  /** Reads per second. */
  rate: number;
  /** The tags in the field (the app's: demo-catalog items plus about 5% unknown tags). */
  population: readonly SimTag[];
  /** Garbage bursts per read; a little by default so the demo shows the framers coping. */
  garbage?: number;
  seed?: number;
  /** Locate mode: a target whose reads follow a distance the user changes. */
  locate?: SimLocateMode;
  /** Reader tuning, run before the simulator starts reading, as on a serial port (domain/reader/tuning). */
  beforeReads?: (link: TuningLink) => Promise<void>;
}

export function createSimulatorSource(opts: SimulatorSourceOptions): ReaderSource & { readonly tagCount: number } {
  const protocol = getProtocol(opts.protocol);
  const framer = protocol.createFramer();
  const tags = opts.population;
  let sim: Simulator | undefined;
  let poll: PollLoop | undefined;
  let idle: NodeJS.Timeout | undefined;

  return {
    kind: 'simulator',
    tagCount: tags.length,
    stats: () => ({ ...framer.stats }),
    async open(handlers) {
      const listeners = new Set<(chunk: Buffer) => void>();
      const toHost = (buf: Buffer) => {
        for (const l of listeners) l(buf);
        const out: ReaderEvent[] = [];
        framer.push(buf, out);
        if (out.length > 0) handlers.onEvents(out);
        poll?.onData();
      };
      const simulator = createSimulator(
        {
          protocol: opts.protocol,
          tags,
          rate: opts.rate,
          garbage: opts.garbage ?? 0.001,
          seed: opts.seed ?? 7,
          ...(opts.locate ? { locate: opts.locate } : {}),
        },
        { write: toHost },
      );
      sim = simulator;
      const toReader = (buf: Buffer) => simulator.receive(buf);
      if (opts.beforeReads) {
        // The simulator answers tuning as the manuals say (sim/tuning-answers.ts), a tick later as a port would.
        const link: TuningLink = {
          write: (buf) => setImmediate(() => toReader(buf)),
          onData: (l) => {
            listeners.add(l);
            return () => listeners.delete(l);
          },
        };
        await opts.beforeReads(link).catch((err: Error) => log.warn('reader tuning failed', { message: err.message }));
      }
      for (const cmd of protocol.setup) toReader(cmd);
      simulator.start();
      if (protocol.poll) poll = startPollLoop({ command: protocol.poll, write: toReader, stats: framer.stats });
      const onIdle = () => {
        const out: ReaderEvent[] = [];
        framer.flush(out);
        if (out.length > 0) handlers.onEvents(out);
        poll?.onIdle();
        idle = setTimeout(onIdle, IDLE_MS);
      };
      idle = setTimeout(onIdle, IDLE_MS);
      log.info('demo reader simulator open', { protocol: opts.protocol, tags: tags.length, rate: opts.rate });
    },
    async close() {
      clearTimeout(idle);
      poll?.stop();
      sim?.stop();
      poll = undefined;
      sim = undefined;
    },
  };
}
