// Process: main (domain, Electron-free). One question at a time to a reader on an open port: write a command, wait
// for the reply that answers it (a protocol's reply reader finds replies in the byte stream; the caller says which
// one is the answer), or give up after a timeout. The read path keeps getting every byte meanwhile: tuning only
// listens, so no read is lost while it runs.
import { loopTimeout } from '../../shared/time';

/** What tuning needs from an open port (serial-source.ts passes one to its `beforeReads` hook). */
export interface TuningLink {
  write(buf: Buffer): void;
  /** Every chunk the reader sends from now on; returns the unsubscribe. */
  onData(listener: (chunk: Buffer) => void): () => void;
}

export interface ReplyReader<R> {
  push(chunk: Buffer): R[];
}

/** `patience` multiplies the asker's timeout for this one question. */
export type Ask<R> = (command: Buffer, isAnswer: (reply: R) => boolean, patience?: number) => Promise<R | null>;

/**
 * The conversation's first question gets a second, three times longer chance: a reader finishing an inventory
 * round, or a port just opened on a loaded machine, can miss the first window. A device that never answers costs
 * this once, not once per setting.
 */
export async function askFirst<R>(ask: Ask<R>, command: Buffer, isAnswer: (reply: R) => boolean): Promise<R | null> {
  return (await ask(command, isAnswer)) ?? ask(command, isAnswer, 3);
}

/** `ask(command, isAnswer)` resolves with the answer, or null after `timeoutMs` of loop time (the reader stayed silent). */
export function createAsker<R>(
  link: TuningLink,
  reader: ReplyReader<R>,
  timeoutMs: number,
): Ask<R> & { close(): void } {
  let pending: { isAnswer: (r: R) => boolean; done: (r: R | null) => void } | undefined;
  const stop = link.onData((chunk) => {
    for (const reply of reader.push(chunk)) {
      if (pending?.isAnswer(reply)) pending.done(reply);
    }
  });
  const ask = (command: Buffer, isAnswer: (reply: R) => boolean, patience = 1) =>
    new Promise<R | null>((resolve) => {
      // Loop time, not wall time: an answer held up behind a stall of main is still an answer.
      const cancel = loopTimeout(timeoutMs * patience, () => finish(null));
      const finish = (r: R | null) => {
        cancel();
        pending = undefined;
        resolve(r);
      };
      pending = { isAnswer, done: finish };
      link.write(command);
    });
  return Object.assign(ask, { close: stop });
}
