// Process: node (tests). The one sleep and the one polling wait. A test that polls real time does so because the
// thing it waits on runs elsewhere (a child process, a socket, a PTY); a unit test whose code takes its time from
// timers uses vitest's fake timers instead.

/** Resolves after `ms` of real time (0: after the pending timers and I/O callbacks of this turn). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `cond` every `everyMs` until it holds; after `ms` it throws, naming `what`, so a timeout says what never
 * happened rather than failing a later assertion.
 */
export async function waitFor(
  cond: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
  everyMs = 20,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
