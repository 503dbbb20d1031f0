// Process: any (Electron-free). Waiting, in the ways the app needs: a plain pause, a promise given at most so long
// (the promise carries on; its timer is cleared either way, so nothing keeps the process up), and a timeout counted
// in the event loop's own time, for a peer whose answer must get through main's event loop to be heard.

export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The promise's value if it settles within ms, else undefined (the promise carries on). */
export async function within<V>(promise: Promise<V>, ms: number): Promise<V | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const LOOP_TICK_MS = 100;

/**
 * Calls `onTimeout` once `ms` of the event loop's time has passed; returns the cancel. A stall of the loop (a long
 * task, a loaded PC) counts as at most two ticks: a reader's answer that arrived during the stall waits behind the
 * same stall, and a plain timer firing first after it would take the answer for silence.
 */
export function loopTimeout(ms: number, onTimeout: () => void): () => void {
  let left = ms;
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    const now = Date.now();
    left -= Math.min(now - last, 2 * LOOP_TICK_MS);
    last = now;
    if (left <= 0) onTimeout();
    else timer = setTimeout(tick, Math.min(LOOP_TICK_MS, left));
  };
  timer = setTimeout(tick, Math.min(LOOP_TICK_MS, left));
  return () => clearTimeout(timer);
}
