// Process: main (domain, Electron-free). One table of protocol adapters: framer, encoder and the commands the
// serial source sends (setup on connect, poll for polled inventory, stop on disconnect).

import { CHAFON_INVENTORY, createChafonFramer, encodeChafonReply } from './chafon';
import type { Framer, ProtocolName, SimRead } from './framer';
import { createLinesFramer, encodeLines } from './lines';
import { createM100Framer, encodeM100Notices, M100_MULTI, M100_SINGLE, M100_STOP } from './m100';
import { createTslFramer, encodeTsl, tslSetupCommand } from './tsl';

export * from './framer';

export interface ProtocolOptions {
  power?: number;
  /** M100 only: `continuous` starts multi-poll once, `polled` sends single inventories in a loop. */
  m100Mode?: 'continuous' | 'polled';
}

export interface ProtocolAdapter {
  name: ProtocolName;
  defaultBaud: number;
  createFramer(): Framer;
  encode(reads: readonly SimRead[]): Buffer;
  /** Sent once after the port opens. */
  setup: Buffer[];
  /** Sent repeatedly by the poll loop; absent when the reader pushes reads itself. */
  poll?: Buffer;
  /** Sent before closing, so a continuous reader stops transmitting. */
  stop?: Buffer;
  /**
   * Resend `setup` after this much silence: a continuous reader that was power-cycled, finished its rounds, or
   * missed the first command (ports flush input on open) starts again.
   */
  resendSetupAfterMs?: number;
}

export function getProtocol(name: ProtocolName, options: ProtocolOptions = {}): ProtocolAdapter {
  switch (name) {
    case 'tsl':
      return {
        name,
        defaultBaud: 115200,
        createFramer: createTslFramer,
        encode: encodeTsl,
        setup: [tslSetupCommand(options.power === undefined ? {} : { power: options.power })],
      };
    case 'chafon':
      return {
        name,
        defaultBaud: 57600,
        createFramer: createChafonFramer,
        encode: encodeChafonReply,
        setup: [],
        poll: CHAFON_INVENTORY,
      };
    case 'm100':
      return options.m100Mode === 'polled'
        ? {
            name,
            defaultBaud: 115200,
            createFramer: createM100Framer,
            encode: encodeM100Notices,
            setup: [],
            poll: M100_SINGLE,
          }
        : {
            name,
            defaultBaud: 115200,
            createFramer: createM100Framer,
            encode: encodeM100Notices,
            setup: [M100_MULTI],
            stop: M100_STOP,
            resendSetupAfterMs: 1000,
          };
    case 'lines':
      return { name, defaultBaud: 9600, createFramer: createLinesFramer, encode: encodeLines, setup: [] };
  }
}
