// Process: main (domain, Electron-free). The demo reader: the reader simulator wired to the protocol's own framer
// inside the app, so demo reads take exactly the path a serial reader's bytes take (encode, frame, resynchronise
// after the simulator's garbage) without a port. Polled protocols get their poll commands answered too.

import type { ReaderEvent } from '../reader/events';
import { getProtocol, type ProtocolName } from '../reader/protocols';
import { demoPopulation } from '../reader/sim/demo-tags';
import type { SimTag } from '../reader/sim/population';
import { createSimulator, type Simulator } from '../reader/sim/simulator';
import { type PollLoop, startPollLoop } from '../reader/sources/poll-loop';
import type { ReaderSource } from '../reader/sources/source';
import { createLogger } from '../shared/logger';

const log = createLogger('app.reader-sim');
/** The framer's idle flush (a TSL record still waiting for its RSSI line) runs at this pace, as on a real port. */
const IDLE_MS = 100;

export interface SimulatorSourceOptions {
  protocol: ProtocolName;
  /** Reads per second. */
  rate: number;
  /** Distinct tags in the field (demo-catalog items plus about 5% unknown tags). */
  tags: number;
  /** Garbage bursts per read; a little by default so the demo shows the framers coping. */
  garbage?: number;
  /** Tags to use instead of the demo population (tests). */
  population?: readonly SimTag[];
  seed?: number;
}

export function createSimulatorSource(opts: SimulatorSourceOptions): ReaderSource & { readonly tagCount: number } {
  const protocol = getProtocol(opts.protocol);
  const framer = protocol.createFramer();
  const tags = opts.population ?? demoPopulation(opts.tags);
  let sim: Simulator | undefined;
  let poll: PollLoop | undefined;
  let idle: NodeJS.Timeout | undefined;

  return {
    kind: 'simulator',
    tagCount: tags.length,
    stats: () => ({ ...framer.stats }),
    async open(handlers) {
      const toHost = (buf: Buffer) => {
        const out: ReaderEvent[] = [];
        framer.push(buf, out);
        if (out.length > 0) handlers.onEvents(out);
        poll?.onData();
      };
      const simulator = createSimulator(
        { protocol: opts.protocol, tags, rate: opts.rate, garbage: opts.garbage ?? 0.001, seed: opts.seed ?? 7 },
        { write: toHost },
      );
      sim = simulator;
      const toReader = (buf: Buffer) => simulator.receive(buf);
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
