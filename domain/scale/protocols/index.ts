// Process: main (domain, Electron-free). The serial scale formats by name: the framer, the manual's line settings,
// and the commands each has (sent with CR LF). HID POS scales are not a byte stream and live in hid-pos.ts.
import type { Framer } from '../../reader/protocols/framer';
import type { ScaleCommand, ScaleFrame } from '../reading';
import { AND_COMMANDS, decodeAnd } from './and';
import { decodeCas } from './cas';
import { decodeMtSics, MT_SICS_COMMANDS } from './mt-sics';
import { createScaleTextFramer } from './text-framer';

export type SerialScaleFormat = 'mt-sics' | 'and' | 'cas';
export const SERIAL_SCALE_FORMATS: readonly SerialScaleFormat[] = ['mt-sics', 'and', 'cas'];

export interface SerialScaleProtocol {
  format: SerialScaleFormat;
  /** The manual's factory line settings; a PTY ignores them. */
  line: { baudRate: number; dataBits: 7 | 8; parity: 'none' | 'even' };
  createFramer(): Framer<ScaleFrame>;
  /** Sent once the port is open so the scale streams (absent: it streams by its own setting). */
  stream?: Buffer;
  /** Sent before the port closes, to end the stream. */
  stop?: Buffer;
  commands: Partial<Record<ScaleCommand, Buffer>>;
}

const PROTOCOLS: Record<SerialScaleFormat, SerialScaleProtocol> = {
  'mt-sics': {
    format: 'mt-sics',
    line: { baudRate: 9600, dataBits: 8, parity: 'none' },
    createFramer: () => createScaleTextFramer(decodeMtSics),
    stream: MT_SICS_COMMANDS.stream,
    // SI answers once and ends SIR; @ would also end it but resets the tare.
    stop: MT_SICS_COMMANDS.weigh,
    commands: { weigh: MT_SICS_COMMANDS.weigh, tare: MT_SICS_COMMANDS.tare, zero: MT_SICS_COMMANDS.zero },
  },
  and: {
    format: 'and',
    line: { baudRate: 2400, dataBits: 7, parity: 'even' },
    createFramer: () => createScaleTextFramer(decodeAnd),
    stream: AND_COMMANDS.stream,
    stop: AND_COMMANDS.stop,
    commands: { weigh: AND_COMMANDS.weigh, tare: AND_COMMANDS.tare, zero: AND_COMMANDS.zero },
  },
  cas: {
    format: 'cas',
    line: { baudRate: 9600, dataBits: 8, parity: 'none' },
    createFramer: () => createScaleTextFramer(decodeCas),
    commands: {},
  },
};

export const getScaleProtocol = (format: SerialScaleFormat): SerialScaleProtocol => PROTOCOLS[format];
