// Process: test (node). One sync worker thread serves the process's syncs one after the other (the syncs
// themselves through it: test/integration/catalog).
import { describe, expect, it } from 'vitest';
import { acquireSyncThread } from '../../../domain/catalog/sync-thread';

describe('the sync thread', () => {
  it('is one thread for syncs one after the other', async () => {
    const first = await acquireSyncThread();
    expect(first).not.toBeNull();
    first!.release();
    const second = await acquireSyncThread();
    expect(second!.threadId).toBe(first!.threadId);
    second!.release();
  });
});
