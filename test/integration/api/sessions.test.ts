// Process: test (node). Count sessions through the real client against the real local service: create, read,
// list with a filter, add items, set counts, finalize (then locked), delete, and validation errors.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/api/errors';
import { FINALIZED_SESSION_MESSAGE, MobileStatus } from '../../../domain/api/wire';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
let itemIds: string[];
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
  itemIds = (await ctx.client.listStoreItemsPage(storeId, { pageSize: 5 })).items.map((i) => i.id);
});

const newItem = (itemID: string, count: number | null = null) => ({ sessionItemID: randomUUID(), itemID, count });

describe('sessions', () => {
  it('creates a session, reads it back and finds it in a filtered list', async () => {
    const sessionID = randomUUID();
    const created = await ctx.client.createSession({
      sessionID,
      storeID: storeId,
      description: 'Back room',
      device: 'test',
      mobileStatus: MobileStatus.Active,
      sessionItems: [newItem(itemIds[0]!, 3)],
    });
    expect(created).toMatchObject({ sessionID, storeID: storeId, description: 'Back room', mobileStatus: 1 });
    expect(created.sessionItems).toHaveLength(1);
    expect(await ctx.client.getSession(sessionID)).toEqual(created);
    const page = await ctx.client.listSessions({ filter: 'mobileStatus=1', pageSize: 100 });
    expect(page.items.map((s) => s.sessionID)).toContain(sessionID);
    expect(page.items.every((s) => s.mobileStatus === 1)).toBe(true);
    const all = [];
    for await (const p of ctx.client.iterateSessions({ pageSize: 1 })) all.push(...p.items);
    expect(all.map((s) => s.sessionID)).toContain(sessionID);
  });

  it('adds items and sets an absolute count (idempotent)', async () => {
    const sessionID = randomUUID();
    await ctx.client.createSession({ sessionID, storeID: storeId, description: 'Shelf A' });
    const items = [newItem(itemIds[1]!), newItem(itemIds[2]!)];
    const after = await ctx.client.addSessionItems(sessionID, items);
    expect(after.sessionItems.map((i) => i.sessionItemID).sort()).toEqual(items.map((i) => i.sessionItemID).sort());
    const first = await ctx.client.setSessionItemCount(sessionID, items[0]!.sessionItemID, 7);
    const again = await ctx.client.setSessionItemCount(sessionID, items[0]!.sessionItemID, 7);
    expect(first).toMatchObject({ sessionItemID: items[0]!.sessionItemID, count: 7 });
    expect(again).toEqual(first);
    const read = await ctx.client.getSession(sessionID);
    expect(read.sessionItems.find((i) => i.sessionItemID === items[0]!.sessionItemID)?.count).toBe(7);
  });

  it('a finalized session is locked: adding items gives the service message', async () => {
    const sessionID = randomUUID();
    await ctx.client.createSession({ sessionID, storeID: storeId, description: 'Bar' });
    const updated = await ctx.client.updateSession({ sessionID, mobileStatus: MobileStatus.Finalized });
    expect(updated.mobileStatus).toBe(MobileStatus.Finalized);
    const err = await ctx.client.addSessionItems(sessionID, [newItem(itemIds[3]!)]).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'bad_request', message: FINALIZED_SESSION_MESSAGE });
  });

  it('deletes an active session', async () => {
    const sessionID = randomUUID();
    await ctx.client.createSession({ sessionID, storeID: storeId, description: 'Temp' });
    await ctx.client.deleteSession(sessionID);
    await expect(ctx.client.getSession(sessionID)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a negative count or a session without a GUID is refused before sending', async () => {
    const sent = ctx.counter.calls.length;
    const negative = await ctx.client.setSessionItemCount(randomUUID(), randomUUID(), -1).catch((e) => e);
    expect(negative).toMatchObject({ status: null, code: 'validation', fields: [{ field: 'count' }] });
    const noGuid = await ctx.client
      .createSession({ sessionID: 'abc', storeID: storeId, description: 'x' })
      .catch((e) => e);
    expect(noGuid).toMatchObject({ status: null, code: 'validation', fields: [{ field: 'sessionID' }] });
    expect(ctx.counter.calls.length).toBe(sent);
  });

  it('an unknown store is a 422 with the field named', async () => {
    const err = await ctx.client
      .createSession({ sessionID: randomUUID(), storeID: randomUUID(), description: 'x' })
      .catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
    expect(err.fields.map((f: { field: string }) => f.field)).toContain('storeID');
  });
});
