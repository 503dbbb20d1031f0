// Process: node (tests). One signed-in API client per test file: started before the file's tests, closed after.
// Files that need more setup (a store id, some items) add their own beforeAll, which vitest runs after this one.
import { afterAll, beforeAll } from 'vitest';
import { signedInClient } from '../integration/api/signed-in-client';

export type SignedInClient = Awaited<ReturnType<typeof signedInClient>>;

/**
 * The returned object is filled in by beforeAll, so read its fields inside hooks and tests, not at module level.
 */
export function signedInClientPerFile(opts: Parameters<typeof signedInClient>[0] = {}): SignedInClient {
  const ctx = {} as SignedInClient;
  beforeAll(async () => {
    Object.assign(ctx, await signedInClient(opts));
  });
  afterAll(async () => {
    // A failed start leaves nothing to close; the start's own error is the one worth reporting.
    await ctx.service?.close();
  });
  return ctx;
}
