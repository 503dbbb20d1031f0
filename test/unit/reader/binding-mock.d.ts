// Process: node (tests). Types for @serialport/binding-mock: its package.json `exports` hides the bundled .d.ts
// from the `bundler` resolver, so the parts the tests use are declared here.
declare module '@serialport/binding-mock' {
  import type { OpenOptions } from '@serialport/stream';

  type Binding = OpenOptions['binding'];
  export interface MockPortBinding {
    recording: Buffer;
    isOpen: boolean;
    emitData(data: Buffer | string): void;
  }
  export const MockBinding: Binding & {
    createPort(
      path: string,
      opt?: { echo?: boolean; record?: boolean; vendorId?: string; productId?: string; manufacturer?: string },
    ): void;
    reset(): void;
    open(options: Parameters<Binding['open']>[0]): Promise<MockPortBinding>;
  };
}
