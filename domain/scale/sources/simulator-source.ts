// Process: main (domain, Electron-free). The in-app scale simulator: the simulator (sim/simulator.ts) wired to the
// format's own framer, so simulated weighings take exactly the path a serial scale's bytes take (encode, frame,
// skip the garbage, convert) without a port; commands go to the simulator as bytes too. `pan()` puts an item on it
// (the simulator panel, the tests).
import { getScaleProtocol, type SerialScaleFormat } from '../protocols';
import type { ScaleCommand, ScaleFrame } from '../reading';
import { createScaleSimulator, type ScaleSimulator } from '../sim/simulator';
import type { ScaleUnit } from '../units';
import type { ScaleSource } from './source';

export interface ScaleSimulatorSourceOptions {
  format: SerialScaleFormat;
  unit?: ScaleUnit;
  rate?: number;
  garbage?: number;
  settleMs?: number;
}

export type ScaleSimulatorSource = ScaleSource & {
  /** Puts an item of `grams` on the simulated pan (0 empties it). */
  put(grams: number): void;
  readonly simulator: ScaleSimulator;
};

export function createScaleSimulatorSource(opts: ScaleSimulatorSourceOptions): ScaleSimulatorSource {
  const protocol = getScaleProtocol(opts.format);
  const framer = protocol.createFramer();
  let open = false;
  let toHost: ((buf: Buffer) => void) | undefined;
  const simulator = createScaleSimulator(opts, { write: (buf) => toHost?.(buf) });
  return {
    kind: 'simulator',
    commands: Object.keys(protocol.commands) as ScaleCommand[],
    simulator,
    stats: () => ({ ...framer.stats }),
    put: (grams) => simulator.put(grams),
    async open(handlers) {
      const frames: ScaleFrame[] = [];
      toHost = (buf) => {
        frames.length = 0;
        framer.push(buf, frames);
        for (const frame of frames) {
          if (frame.kind === 'reading') handlers.onReading(frame.reading);
          else {
            handlers.onReply?.(frame.reply);
            if (protocol.stream) simulator.receive(protocol.stream);
          }
        }
      };
      open = true;
      if (protocol.stream) simulator.receive(protocol.stream);
      simulator.start();
    },
    send(command) {
      const bytes = protocol.commands[command];
      if (!open || !bytes) return false;
      simulator.receive(bytes);
      if (command === 'weigh' && protocol.stream) simulator.receive(protocol.stream);
      return true;
    },
    async close() {
      open = false;
      simulator.stop();
      toHost = undefined;
    },
  };
}
