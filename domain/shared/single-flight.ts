// Process: main (domain). One run at a time per key: a check-then-act across an await (read the session, then
// create, then link) is made atomic by running it under its key; a second call while one runs gets the first one's
// outcome (its value or its error) instead of acting again. Keys are per purpose (one SingleFlight per action), so
// 'finalize' of a session never waits on 'recount' of it. `inTurn` is its sibling for a check-then-act whose second
// caller must meet the check itself (refused, say, by what the first one did) rather than share the first's outcome.
import { createLogger } from './logger';

const log = createLogger('single-flight');

export interface SingleFlight<K> {
  /** Runs `act` unless a run for `key` is under way, whose promise is returned instead. */
  run<T>(key: K, act: () => Promise<T>): Promise<T>;
  /** Whether a run for `key` is under way. */
  busy(key: K): boolean;
}

export function singleFlight<K = string>(name: string): SingleFlight<K> {
  const running = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, act: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) {
        log.debug('joined a run under way', { name, key: String(key) });
        return current as Promise<T>;
      }
      // Registered before `act` starts (a microtask later), so a call arriving while it starts joins it.
      const tracked = (async () => {
        await undefined;
        return act();
      })();
      const clear = () => {
        if (running.get(key) === tracked) running.delete(key);
      };
      running.set(key, tracked);
      tracked.then(clear, clear);
      return tracked;
    },
    busy: (key) => running.has(key),
  };
}

export interface InTurn<K> {
  /** Runs `act` once every run for `key` asked before it has settled (whatever their outcome). */
  run<T>(key: K, act: () => Promise<T>): Promise<T>;
}

/**
 * One run at a time per key, in turn: where a second call must be judged on its own (it may ask something else, or
 * be refused by what the first one did), it waits for the first to settle and then runs, instead of joining it.
 */
export function inTurn<K = string>(name: string): InTurn<K> {
  const tails = new Map<K, Promise<void>>();
  return {
    run<T>(key: K, act: () => Promise<T>): Promise<T> {
      const before = tails.get(key);
      if (before) log.debug('waiting for the run before', { name, key: String(key) });
      const mine = (before ?? Promise.resolve()).then(act);
      const tail = mine.then(
        () => {},
        () => {},
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return mine;
    },
  };
}
