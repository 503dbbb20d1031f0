// Process: main (domain, Electron-free). One scale in use: its source opened, its readings passed through the
// stability rule, the last one kept, and a lost scale read as 'unplugged' and opened again with the reader layer's
// capped backoff; a permanent failure (node-hid missing) stays unplugged without retrying.
import { type BackoffOptions, createBackoff } from '../reader/backoff';
import { isPermanent } from '../reader/errors';
import { createLogger } from '../shared/logger';
import { type ScaleCommand, type ScaleReading, type ScaleReply, unplugged } from './reading';
import type { ScaleSource } from './sources/source';
import { createStabilityRule, STABLE_BY_FLAG, type StableBy } from './stability';

const log = createLogger('scale');

export interface ScaleConnectionOptions {
  onReading(reading: ScaleReading): void;
  onReply?(reply: ScaleReply): void;
  /** Why the scale is unplugged changed (a reason, or undefined once it reads again). */
  onProblem?(problem: string | undefined): void;
  stableBy?: StableBy;
  backoff?: BackoffOptions;
}

export interface ScaleConnection {
  /** The last reading ('unplugged' until the scale speaks). */
  readonly last: ScaleReading;
  /** Why the scale is unplugged, when it is. */
  readonly problem: string | undefined;
  readonly commands: readonly ScaleCommand[];
  send(command: ScaleCommand): boolean;
  close(): Promise<void>;
}

export function connectScale(makeSource: () => ScaleSource, opts: ScaleConnectionOptions): ScaleConnection {
  const backoff = createBackoff(opts.backoff);
  const stability = createStabilityRule(opts.stableBy ?? STABLE_BY_FLAG);
  let source: ScaleSource | undefined;
  let last = unplugged(Date.now());
  let problem: string | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const emit = (reading: ScaleReading) => {
    last = stability(reading);
    opts.onReading(last);
  };
  const setProblem = (next: string | undefined) => {
    if (next === problem) return;
    problem = next;
    opts.onProblem?.(next);
  };
  const lost = (reason: string, permanent: boolean) => {
    setProblem(reason);
    source = undefined;
    if (last.state !== 'unplugged') emit(unplugged(Date.now()));
    if (closed || permanent) return;
    const delay = backoff.next();
    log.info('scale lost; retrying', { reason, delay });
    retry = setTimeout(open, delay);
  };
  function open(): void {
    const s = makeSource();
    source = s;
    s.open({
      onReading(reading) {
        if (source !== s) return;
        if (reading.state !== 'unplugged') {
          setProblem(undefined);
          backoff.reset();
        }
        emit(reading);
      },
      onReply: (reply) => opts.onReply?.(reply),
      onLost: (reason) => source === s && lost(reason, false),
    }).catch((err: Error) => source === s && lost(err.message, isPermanent(err)));
  }
  open();

  return {
    get last() {
      return last;
    },
    get problem() {
      return problem;
    },
    get commands() {
      return source?.commands ?? [];
    },
    send: (command) => source?.send(command) ?? false,
    async close() {
      closed = true;
      clearTimeout(retry);
      const s = source;
      source = undefined;
      await s?.close();
    },
  };
}
