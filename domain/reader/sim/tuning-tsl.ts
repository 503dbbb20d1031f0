// Process: main (domain, Electron-free). The simulated TSL reader's answers to `.vr` and to `.iv ... -n` (set
// parameters, no action) with `-p` (list them as a `PR:` line): each reply echoes the command (`CS:`) and ends
// `OK:`, or `ER: 002` (Parameter not supported) when a value is outside what this reader takes. Plain `.iv`
// inventories and other commands are left to the rest of the simulator.
import { bitsOf, type SimTuningState } from './tuning-state';

const option = (line: string, name: string) =>
  new RegExp(`(?:^|\\s)-${name}(?:\\s+([^\\s-]\\S*))?(?=\\s|$)`).exec(line);

interface Select {
  so: number;
  sl: number;
  sd: string;
  ql: 'all' | 'sl' | 'nsl';
}

export function createTslCommandAnswers(
  state: SimTuningState,
  o: { maxPower: number; serial: string },
  write: (buf: Buffer) => void,
) {
  const sel: Select = { so: 0x20, sl: 0, sd: '', ql: 'all' };
  let tail = '';
  const reply = (lines: string[]) => write(Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'latin1'));

  const listing = () => {
    const q = state.q === 'dynamic' ? '-qa dyn' : `-qa fix -qv ${state.q}`;
    const sd = sel.sd || '00';
    return `PR: -o ${state.power} ${q} -ql ${sel.ql} -qs s${state.session} -qt ${state.target.toLowerCase()} -sb epc -sd ${sd} -sl ${sel.sl.toString(16).toUpperCase().padStart(2, '0')} -so ${sel.so.toString(16).toUpperCase().padStart(4, '0')}`;
  };

  /** Checks every option first, so a refused command changes nothing (as a reader refuses a whole command). */
  const setOptions = (cmd: string): boolean => {
    const next = { ...state };
    const s = { ...sel };
    const v = (name: string) => option(cmd, name)?.[1];
    if (v('o') !== undefined) {
      const p = Number(v('o'));
      if (!Number.isInteger(p) || p < 10 || p > o.maxPower) return false;
      next.power = p;
    }
    if (v('qs') !== undefined) {
      const m = /^s([0-3])$/.exec(v('qs')!);
      if (!m) return false;
      next.session = Number(m[1]);
    }
    if (v('qt') !== undefined) {
      if (v('qt') !== 'a' && v('qt') !== 'b') return false;
      next.target = v('qt') === 'a' ? 'A' : 'B';
    }
    if (v('qa') === 'dyn') next.q = 'dynamic';
    if (v('qv') !== undefined) {
      const q = Number(v('qv'));
      if (!Number.isInteger(q) || q < 0 || q > 15) return false;
      next.q = q;
    }
    if (v('so') !== undefined) s.so = Number.parseInt(v('so')!, 16);
    if (v('sl') !== undefined) s.sl = Number.parseInt(v('sl')!, 16);
    if (v('sd') !== undefined) {
      if (!/^([0-9A-F]{2})+$/i.test(v('sd')!)) return false;
      s.sd = v('sd')!.toUpperCase();
    }
    if (v('ql') !== undefined) {
      if (!['all', 'sl', 'nsl'].includes(v('ql')!)) return false;
      s.ql = v('ql') as Select['ql'];
    }
    if (s.sl > s.sd.length * 4 && s.ql === 'sl') return false;
    Object.assign(state, next);
    Object.assign(sel, s);
    state.filter =
      sel.ql === 'sl' && sel.sl > 0 ? { offsetBits: sel.so - 0x20, bits: bitsOf(sel.sd).slice(0, sel.sl) } : null;
    return true;
  };

  const answer = (cmd: string) => {
    if (cmd === '.vr') return reply([`CS: ${cmd}`, `US: ${o.serial}`, 'OK:']);
    if (!cmd.startsWith('.iv') || !option(cmd, 'n')) return;
    if (!setOptions(cmd)) return reply([`CS: ${cmd}`, 'ER: 002']);
    reply([`CS: ${cmd}`, ...(option(cmd, 'p') ? [listing()] : []), 'OK:']);
  };

  return {
    receive(chunk: Buffer) {
      const parts = (tail + chunk.toString('latin1')).split(/\r?\n/);
      tail = parts.pop() ?? '';
      for (const raw of parts) if (raw.trim()) answer(raw.trim());
    },
  };
}
