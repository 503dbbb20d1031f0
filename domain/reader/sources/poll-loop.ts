// Process: main (domain, Electron-free). Drives polled inventory (Chafon, M100 single): write the poll command,
// wait for the reply (or, for readers that end a round with silence, for the line to go quiet) or a timeout, repeat.
import type { FramerStats } from '../events';

export interface PollLoopOptions {
  command: Buffer;
  write(buf: Buffer): void;
  stats: FramerStats;
  /** Next poll after this long without a finished reply (a lost poll or reply must not stop reading). */
  timeoutMs?: number;
}

export interface PollLoop {
  /** Call after each chunk was framed. */
  onData(): void;
  /** Call when the line has been quiet for a while. */
  onIdle(): void;
  stop(): void;
  readonly polls: number;
}

export function startPollLoop(opts: PollLoopOptions): PollLoop {
  const timeoutMs = opts.timeoutMs ?? 2000;
  let stopped = false;
  let polls = 0;
  let repliesAtPoll = 0;
  let framesAtPoll = 0;
  let timer: NodeJS.Timeout | undefined;

  const poll = () => {
    if (stopped) return;
    clearTimeout(timer);
    repliesAtPoll = opts.stats.replies;
    framesAtPoll = opts.stats.frames;
    polls++;
    opts.write(opts.command);
    timer = setTimeout(poll, timeoutMs);
  };
  poll();

  return {
    onData() {
      // setImmediate: let the caller finish handing out this chunk's events before the next poll goes out.
      if (!stopped && opts.stats.replies > repliesAtPoll) {
        repliesAtPoll = opts.stats.replies;
        setImmediate(poll);
      }
    },
    onIdle() {
      if (!stopped && opts.stats.frames > framesAtPoll && opts.stats.replies === repliesAtPoll) poll();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    get polls() {
      return polls;
    },
  };
}
