// Process: main (domain, Electron-free). Tuning on connect: ask the reader who it is, pick the tuning kept for it (or
// its port), send each setting the protocol has a command for and note what the reader answered (a refusal keeps the
// reader's own words), then read back what it holds where the protocol allows. Nothing is assumed: a setting with
// no answer is 'silent', one the protocol cannot take is 'unsupported' and is never sent.
import type { ProtocolName } from '../protocols/framer';
import type { TuningLink } from './link';
import type { ChooseTuning, TuningRun } from './plan';
import { runChafon, runM100, runTsl } from './runners';

export interface RunOptions {
  /** How long to wait for each answer (ms). */
  timeoutMs?: number;
}

export async function runTuning(
  protocol: ProtocolName,
  link: TuningLink,
  choose: ChooseTuning,
  opts: RunOptions = {},
): Promise<TuningRun> {
  const timeoutMs = opts.timeoutMs ?? 1000;
  switch (protocol) {
    case 'tsl':
      return runTsl(link, choose, timeoutMs);
    case 'chafon':
      return runChafon(link, choose, timeoutMs);
    case 'm100':
      return runM100(link, choose, timeoutMs);
    default:
      return { readerId: null, source: 'none', outcomes: [] };
  }
}
