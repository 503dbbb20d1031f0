// Process: main (domain, Electron-free). Reader tuning in TSL ASCII 2.0: each setting is its own `.iv <option> -n`
// (-n: set the parameter, take no action; parameters stay set for later inventories and trigger presses), so a
// refusal (`ER: <code>`) names the one setting refused. `.iv -p -n` lists the parameters as they now are (`PR:`
// lines of `-xx value` pairs), `.vr` gives the reader's serial number (`US:`). Error meanings: TSL ASCII 2.5 rev B
// p.14 (the list the Python TSL driver quotes); the reader's own code is always shown with it.
import type { ReaderTuning, TuningField } from '../../../contract/reader-tuning';
import { tslSelectOptions } from './select';

export const TSL_ERRORS: Record<number, string> = {
  1: 'Syntax error',
  2: 'Parameter not supported',
  3: 'Action not enabled',
  4: 'Command not supported by hardware',
  5: 'No transponder found',
  7: 'Parameter configuration invalid',
  8: 'Antenna/radio error',
  9: 'Battery level too low',
  11: 'Command not supported on interface',
  15: 'Command aborted',
  255: 'System error',
};

/** `ER: 002` → `ER: 002 Parameter not supported` (the reader's own answer first). */
export function tslErrorText(erLine: string): string {
  const code = erLine.replace(/^ER:\s*/, '').trim();
  const meaning = TSL_ERRORS[Number.parseInt(code, 10)];
  return meaning ? `ER: ${code} ${meaning}` : `ER: ${code}`;
}

const line = (s: string) => Buffer.from(`${s}\r\n`, 'latin1');
export const TSL_IDENTITY = line('.vr');
export const TSL_READ_BACK = line('.iv -p -n');

/** The option text of one setting, or null when it is not to be sent. `filter` is always sent (null: none). */
export function tslOption(field: TuningField, t: ReaderTuning): string | null {
  switch (field) {
    case 'power':
      return t.power === null ? null : `-o ${t.power}`;
    case 'session':
      return t.session === null ? null : `-qs ${t.session.toLowerCase()}`;
    case 'target':
      // TSL's -qt takes a or b; alternating A/B has no option.
      return t.target === null || t.target === 'AB' ? null : `-qt ${t.target.toLowerCase()}`;
    case 'q':
      return t.q === null ? null : `-qa fix -qv ${t.q}`;
    case 'filter':
      return tslSelectOptions(t.filter);
  }
}

/** `.iv <option> -n` for one setting. */
export const tslSetCommand = (option: string) => line(`.iv ${option} -n`);

/** The parameters a `PR:` listing holds, as `-xx` → value (several PR lines may share a listing). */
export function parseTslParameters(lines: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of lines) {
    if (!l.startsWith('PR:')) continue;
    const re = /-([a-z]{1,2})\s+([^\s-][^\s]*)/g;
    for (let m = re.exec(l); m; m = re.exec(l)) out.set(m[1]!, m[2]!);
  }
  return out;
}

/** What one setting reads back as, in the screen's words; null when the listing does not hold it. */
export function tslReadBack(field: TuningField, p: Map<string, string>): string | null {
  switch (field) {
    case 'power':
      return p.has('o') ? `${p.get('o')} dBm` : null;
    case 'session':
      return p.get('qs')?.toUpperCase() ?? null;
    case 'target':
      return p.get('qt')?.toUpperCase() ?? null;
    case 'q':
      if (p.get('qa') === 'dyn') return 'dynamic';
      return p.has('qv') ? `Q ${Number.parseInt(p.get('qv')!, 10)}` : null;
    case 'filter': {
      if (p.get('ql') !== 'sl' || !p.has('sd')) return p.has('ql') ? 'none' : null;
      return `${Number.parseInt(p.get('sl') ?? '0', 16)} bits ${p.get('sd')} at bit ${Number.parseInt(p.get('so') ?? '0', 16)}`;
    }
  }
}

/** The serial number from a `.vr` reply (`US:`), else the firmware (`UF:`), else null. */
export function tslReaderId(lines: readonly string[]): string | null {
  for (const key of ['US:', 'UF:']) {
    const hit = lines.find((l) => l.startsWith(key));
    if (hit) return hit.slice(3).trim() || null;
  }
  return null;
}
