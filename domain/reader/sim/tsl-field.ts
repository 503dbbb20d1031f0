// Process: main (domain, Electron-free). The simulator's tag field for encoding over TSL ASCII 2.0: a few tags held
// near the reader that answer `.iv` (PC and EPC of each, then OK:), `.ws` writes to the EPC bank of the one tag
// the select mask names, and `.lo` locks. Faults on demand for the tests and the demo: a write refused with an `ER:` code, or a
// tag that says OK but keeps its old EPC (so only the read-back catches it), tags locked behind an access password
// (`.ws -db res` sets a tag's password, `.lo` locks it; a locked tag refuses both without it). The ER codes are the simulator's own
// choice (a reader's own numbers vary); the app shows whatever code the reader sends.
import { createLogger } from '../../shared/logger';
import { pcWordFor } from '../protocols/tsl-commands';

const log = createLogger('reader.sim.field');

export interface TslFieldOptions {
  /** EPCs (hex) of the tags in the field; empty: no tag. */
  tags: string[];
  /** Answer every `.ws` with `ER: <code>` (the tag is not written). */
  writeError?: string;
  /** Answer `.ws` with OK: but leave the tag as it was. */
  ignoreWrites?: boolean;
  /** The tags are locked already behind this access password (8 hex): writes and locks without it are refused. */
  lockedWith?: string;
}

/** ER code for a select mask that matches no tag in the field. */
export const SIM_NO_TAG = '005';
/** ER code for a select mask that matches several tags. */
export const SIM_SEVERAL_TAGS = '006';
/** ER code for a write or lock of a locked tag without its access password. */
export const SIM_ACCESS_DENIED = '004';

const option = (line: string, name: string) => new RegExp(`(?:^|\\s)-${name}\\s+(\\S+)`).exec(line)?.[1] ?? null;

export function createTslField(opts: TslFieldOptions, write: (buf: Buffer) => void) {
  const tags = opts.tags.map((epc) => ({
    pc: pcWordFor(epc.length),
    epc: epc.toUpperCase(),
    password: opts.lockedWith ?? '00000000',
    locked: opts.lockedWith !== undefined,
  }));
  let tail = '';
  const reply = (lines: string[]) => write(Buffer.from(`${lines.map((l) => `${l}\r\n`).join('')}`, 'latin1'));

  const inventory = (cmd: string) => {
    const lines = [`CS: ${cmd}`];
    for (const t of tags) lines.push(`PC: ${t.pc}`, `EP: ${t.epc}`);
    reply([...lines, 'OK:']);
  };

  /** The one tag the select mask names, allowed to change; else the ER reply is sent and null returned. */
  const target = (cmd: string) => {
    const mask = option(cmd, 'sd')?.toUpperCase() ?? '';
    const selected = tags.filter((t) => t.epc.startsWith(mask));
    if (selected.length !== 1) {
      reply([`CS: ${cmd}`, `ER: ${selected.length === 0 ? SIM_NO_TAG : SIM_SEVERAL_TAGS}`]);
      return null;
    }
    const tag = selected[0]!;
    if (tag.locked && option(cmd, 'ap')?.toUpperCase() !== tag.password) {
      reply([`CS: ${cmd}`, `ER: ${SIM_ACCESS_DENIED}`]);
      return null;
    }
    return tag;
  };

  const lock = (cmd: string) => {
    const tag = target(cmd);
    if (!tag) return;
    // A lock is accepted with the password the tag holds; a tag whose password is zero cannot be locked usefully.
    if (option(cmd, 'ap')?.toUpperCase() !== tag.password || tag.password === '00000000') {
      return reply([`CS: ${cmd}`, `ER: ${SIM_ACCESS_DENIED}`]);
    }
    tag.locked = true;
    reply([`CS: ${cmd}`, 'OK:']);
  };

  const writeSingle = (cmd: string) => {
    const data = option(cmd, 'da')?.toUpperCase() ?? '';
    const offset = Number.parseInt(option(cmd, 'do') ?? '0', 16);
    const tag = target(cmd);
    if (!tag) return;
    if (opts.writeError) return reply([`CS: ${cmd}`, `ER: ${opts.writeError}`]);
    if (option(cmd, 'db') === 'res') {
      if (offset === 2 && data.length === 8) tag.password = data;
      return reply([`CS: ${cmd}`, 'OK:']);
    }
    if (!opts.ignoreWrites && offset === 1 && data.length >= 8) {
      tag.pc = data.slice(0, 4);
      tag.epc = data.slice(4);
    }
    log.debug('tag written', { epc: tag.epc });
    reply([`CS: ${cmd}`, 'OK:']);
  };

  return {
    tags,
    /** Whether each tag is locked, in order (for the simulator's summary). */
    locked: () => tags.map((t) => t.locked),
    receive(chunk: Buffer) {
      const parts = (tail + chunk.toString('latin1')).split(/\r?\n/);
      tail = parts.pop() ?? '';
      for (const raw of parts) {
        const cmd = raw.trim();
        if (cmd.startsWith('.iv')) inventory(cmd);
        else if (cmd.startsWith('.ws')) writeSingle(cmd);
        else if (cmd.startsWith('.lo')) lock(cmd);
        else if (cmd) reply([`CS: ${cmd}`, 'OK:']);
      }
    },
  };
}
