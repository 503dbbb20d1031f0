// Process: main (domain, Electron-free). The simulator's answers to reader tuning, as the manuals describe them:
// TSL `.vr` and `.iv <options> -n` / `-p` (OK:, ER: <code>, PR: listing), Chafon Get Reader Information and Set
// Power (status 0x00, or 0xFF parameter error), M100 module info, power, Query, Select and select mode (`BB 01 <cmd>
// .. 00`, or `BB 01 FF` with 0x0E invalid parameter / 0x17 command error). It holds what it was told, refuses a
// power above its own maximum (`maxPower`, as a weaker reader would), and says which tags the pre-filter lets through.
// Which documented TSL code a refused value gets (002 Parameter not supported) is the simulator's choice.

import { chafonFrame } from '../protocols/chafon';
import type { ProtocolName } from '../protocols/framer';
import { M100_TYPE, m100Frame } from '../protocols/m100';
import { CHAFON_CMD_GET_INFO, CHAFON_CMD_SET_POWER, chafonInfoData, createChafonFrameReader } from '../tuning/chafon';
import {
  createM100ReplyReader,
  decodeQuery,
  M100_CMD_ERROR,
  M100_CMD_GET_POWER,
  M100_CMD_GET_QUERY,
  M100_CMD_INFO,
  M100_CMD_SET_POWER,
  M100_CMD_SET_QUERY,
  M100_DEFAULT_QUERY,
} from '../tuning/m100';
import { M100_CMD_SELECT_MODE, M100_CMD_SET_SELECT } from '../tuning/select';
import { bitsOf, passes, type SimTuningState } from './tuning-state';
import { createTslCommandAnswers } from './tuning-tsl';

export type { SimTuningState } from './tuning-state';

export interface SimTuningOptions {
  /** Highest power (dBm) the simulated reader accepts; above it the setting is refused. */
  maxPower?: number;
  /** Serial number (TSL) or firmware id (Chafon, M100) the reader reports. */
  readerId?: string;
}

export interface TuningAnswers {
  /** Bytes from the host; answers any tuning command among them. */
  receive(chunk: Buffer): void;
  /** Whether a tag passes the pre-filter. */
  matches(epcHex: string): boolean;
  state(): SimTuningState;
}

export function createTuningAnswers(
  protocol: ProtocolName,
  opts: SimTuningOptions,
  write: (buf: Buffer) => void,
): TuningAnswers {
  const maxPower = opts.maxPower ?? 30;
  // Out of the box at 26 dBm, or its own maximum when that is lower.
  const state: SimTuningState = { power: Math.min(26, maxPower), session: 1, target: 'A', q: 'dynamic', filter: null };
  const common = { matches: (hex: string) => passes(state, hex), state: () => ({ ...state }) };
  if (protocol === 'tsl') {
    const tsl = createTslCommandAnswers(state, { maxPower, serial: opts.readerId ?? 'SIM-TSL-0001' }, write);
    return { receive: tsl.receive, ...common };
  }
  if (protocol === 'chafon') {
    const frames = createChafonFrameReader(4);
    const reply = (cmd: number, status: number, data: Uint8Array = new Uint8Array(0)) =>
      write(chafonFrame(0x00, cmd, Buffer.concat([Uint8Array.of(status), data])));
    return {
      ...common,
      receive(chunk) {
        for (const f of frames.push(chunk)) {
          if (f.cmd === CHAFON_CMD_GET_INFO)
            reply(f.cmd, 0x00, chafonInfoData({ version: [3, 1], type: 0x09, power: state.power }));
          else if (f.cmd === CHAFON_CMD_SET_POWER) {
            const p = f.body[0];
            if (f.body.length !== 1 || p === undefined) reply(f.cmd, 0xfd);
            else if (p > maxPower) reply(f.cmd, 0xff);
            else {
              state.power = p;
              reply(f.cmd, 0x00);
            }
          }
        }
      },
    };
  }
  if (protocol === 'm100')
    return { receive: m100Answers(state, maxPower, opts.readerId ?? 'M100 SIM V1.0', write), ...common };
  return { receive: () => {}, ...common };
}

/** Commands the inventory path of simulator.ts answers; tuning leaves them alone. */
const M100_INVENTORY_CMDS = new Set([0x22, 0x27, 0x28]);

function m100Answers(state: SimTuningState, maxPower: number, info: string, write: (buf: Buffer) => void) {
  const frames = createM100ReplyReader();
  let query = M100_DEFAULT_QUERY;
  let select: { offsetBits: number; bits: string } | null = null;
  let mode = 0x01;
  const respond = (cmd: number, params: Uint8Array) => write(m100Frame(M100_TYPE.response, cmd, params));
  const ok = (cmd: number) => respond(cmd, Uint8Array.of(0x00));
  const error = (code: number) => respond(M100_CMD_ERROR, Uint8Array.of(code));
  const sync = () => {
    const d = decodeQuery(query);
    state.session = d.session;
    state.target = d.target ? 'B' : 'A';
    state.q = d.q;
    state.filter = mode === 0x00 && d.sel === 0b11 ? select : null;
  };
  return (chunk: Buffer) => {
    for (const f of frames.push(chunk)) {
      if (f.type !== M100_TYPE.command || M100_INVENTORY_CMDS.has(f.cmd)) continue;
      const p = f.params;
      if (f.cmd === M100_CMD_INFO)
        respond(f.cmd, Buffer.concat([Uint8Array.of(p[0] ?? 0), Buffer.from(info, 'latin1')]));
      else if (f.cmd === M100_CMD_SET_POWER && p.length === 2) {
        const dbm = p.readUInt16BE(0) / 100;
        if (dbm > maxPower) error(0x0e);
        else {
          state.power = dbm;
          ok(f.cmd);
        }
      } else if (f.cmd === M100_CMD_GET_POWER)
        respond(f.cmd, Uint8Array.of((state.power * 100) >>> 8, (state.power * 100) & 0xff));
      else if (f.cmd === M100_CMD_GET_QUERY) respond(f.cmd, Uint8Array.of(query >>> 8, query & 0xff));
      else if (f.cmd === M100_CMD_SET_QUERY && p.length === 2) {
        query = p.readUInt16BE(0);
        sync();
        ok(f.cmd);
      } else if (f.cmd === M100_CMD_SET_SELECT && p.length >= 7 && (p[0]! & 0b11) === 0b01) {
        const bits = bitsOf(p.subarray(7).toString('hex')).slice(0, p[5]!);
        select = { offsetBits: p.readUInt32BE(1) - 0x20, bits };
        sync();
        ok(f.cmd);
      } else if (f.cmd === M100_CMD_SELECT_MODE && p.length === 1 && p[0]! <= 2) {
        mode = p[0]!;
        sync();
        ok(f.cmd);
      } else error(f.cmd === M100_CMD_SET_SELECT || f.cmd === M100_CMD_SELECT_MODE ? 0x0e : 0x17);
    }
  };
}
