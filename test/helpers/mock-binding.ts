// Process: node (tests). serialport's mock binding as the serial source sees it, remembering each opened port so
// a test can feed it bytes and read what was written; plus a poll for conditions met by the source's own timers.
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import type { SerialBinding } from '../../domain/reader/sources/serial-source';

export function recordingBinding() {
  const opened: MockPortBinding[] = [];
  const binding = {
    ...MockBinding,
    list: () => MockBinding.list(),
    async open(options: Parameters<typeof MockBinding.open>[0]) {
      const port = await MockBinding.open(options);
      opened.push(port);
      return port;
    },
  } as unknown as SerialBinding;
  return { binding, opened };
}

/** Resolves once cond() holds, checking every 5 ms; throws after ms so a stuck source fails the test. */
export async function waitUntil(cond: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
