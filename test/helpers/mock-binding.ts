// Process: node (tests). serialport's mock binding as the serial source sees it, remembering each opened port so
// a test can feed it bytes and read what was written.
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
