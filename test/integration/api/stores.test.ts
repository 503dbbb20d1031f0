// Process: test (node). Store endpoints through the real client against the real local service.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/api/errors';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();

describe('stores', () => {
  it('listStores returns every store with id, code and description', async () => {
    const stores = await ctx.client.listStores();
    expect(stores.length).toBeGreaterThan(0);
    for (const s of stores) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/i);
      expect(s.code).not.toBe('');
      expect(typeof s.description).toBe('string');
    }
    expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
  });

  it('getStore returns the same record as the list', async () => {
    const [first] = await ctx.client.listStores();
    expect(await ctx.client.getStore(first!.id)).toEqual(first);
  });

  it('an unknown store is a typed not_found error', async () => {
    const err = await ctx.client.getStore('00000000-0000-4000-8000-000000000000').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('a malformed id comes back as a typed client error, not a crash', async () => {
    const err = await ctx.client.getStore('not-a-guid').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([400, 404, 422]).toContain(err.status);
  });
});
