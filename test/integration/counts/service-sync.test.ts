// Process: test (node). The counting engine against the real local service: create, count, sync, finalize;
// offline then online (the service stopped and restarted on its port); a session finalized elsewhere with both
// ways out; two engines (two data folders) counting one session in two areas; a tag identity counted once.
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { encodeSgtin96 } from '../../../domain/codes';
import {
  countEngine,
  countsOnService,
  epcEvents,
  type ServiceOnDisk,
  startEngines,
  type TestCountEngine,
} from './harness';

let svc: ServiceOnDisk;
let a: TestCountEngine;
startEngines({}, (e) => {
  ({ svc, a } = e);
});

describe('counting against the local service', () => {
  it('creates a session, counts tags and a barcode, sends them in one request and finalizes', async () => {
    const s = await a.service.createSession({
      storeId: a.storeId,
      description: 'Full count',
      areas: ['Front'],
      blind: false,
    });
    const reads = [a.epc(0, 1), a.epc(0, 2), a.epc(0, 1), a.epc(1, 1), a.epc(2, 1), a.epc(2, 2), a.epc(2, 3)];
    const batch = a.service.ingest(s.id, epcEvents(reads));
    expect(batch.totals).toMatchObject({ uniqueTags: 6, totalReads: 7, lines: 3 });
    a.service.scanTexts(s.id, [a.items[1]!.upc[0] ?? a.items[1]!.sku]);
    expect(await a.service.flush()).toBe(true);
    const remote = await countsOnService(a.api, s.id);
    expect(remote.byItem.get(a.items[0]!.id)).toBe(2);
    expect(remote.byItem.get(a.items[1]!.id)).toBe(2);
    expect(remote.byItem.get(a.items[2]!.id)).toBe(3);
    expect(await a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Finalized);
  });

  it('counts a tag identity once: its second encoding is listed, holds finalize until ignored, one unit finalized', async () => {
    const s = await a.service.createSession({
      storeId: a.storeId,
      description: 'Clone',
      areas: ['Front'],
      blind: false,
    });
    const gtin14 = a.items[9]!.epcGTIN[0]!;
    // One GTIN and serial, filters 1 and 3 (as 3034257BF400000000002329 beside 3074257BF400000000002329).
    const [first, clone] = [1, 3].map((filter) => encodeSgtin96({ gtin14, serial: 9001, filter }));
    a.service.ingest(s.id, epcEvents([first!]));
    const batch = a.service.ingest(s.id, epcEvents([clone!, first!]));
    expect(batch.events.map((e) => [e.outcome, e.sameAs ?? null])).toEqual([
      ['sameIdentity', first],
      ['repeatedTag', null],
    ]);
    expect(batch.totals).toMatchObject({ units: 1, uniqueTags: 1, totalReads: 3 });
    expect(await a.service.flush()).toBe(true);
    expect(await a.service.finalize(s.id)).toMatchObject({ ok: false, reason: 'unknowns', unknownOpen: 1 });
    a.service.ignoreUnknown(s.id, clone!);
    expect(await a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    // The service holds one unit of the item; the second encoding stays listed (the review shows the same list).
    expect((await countsOnService(a.api, s.id)).byItem.get(a.items[9]!.id)).toBe(1);
    expect(a.service.unknowns(s.id)).toMatchObject([{ code: clone, kind: 'clone', state: 'ignored', sameAs: first }]);
  });

  it('counts offline while the service is down and sends everything when it is back on the same port', async () => {
    const s = await a.service.createSession({ storeId: a.storeId, description: 'Offline', areas: [], blind: false });
    await a.service.flush();
    await svc.stop();
    a.service.ingest(s.id, epcEvents([a.epc(3, 1), a.epc(3, 2), a.epc(4, 1)]));
    expect(await a.service.flush(1)).toBe(false);
    expect(a.service.outboxState(s.id)).toMatchObject({ pending: 2, offline: true });
    a.service.ingest(s.id, epcEvents([a.epc(3, 3)]));
    await svc.restart();
    expect(await a.service.flush()).toBe(true);
    const remote = await countsOnService(a.api, s.id);
    expect(remote.byItem.get(a.items[3]!.id)).toBe(3);
    expect(remote.byItem.get(a.items[4]!.id)).toBe(1);
  });

  it('locks a session finalized elsewhere; its unsent changes export, then move into a new session', async () => {
    const s = await a.service.createSession({
      storeId: a.storeId,
      description: 'Elsewhere',
      areas: ['Bar'],
      blind: false,
    });
    a.service.ingest(s.id, epcEvents([a.epc(5, 1)]));
    await a.service.flush();
    const current = await a.api.getSession(s.id);
    await a.api.updateSession({ ...current, mobileStatus: MobileStatus.Finalized });
    a.service.ingest(s.id, epcEvents([a.epc(5, 2), a.epc(6, 1)]));
    await a.service.flush();
    const view = a.service.session(s.id);
    expect(view.locked?.unsentLines).toBe(2);
    expect(await a.service.exportUnsent(s.id)).toMatchObject({ rows: 2, basis: 'service' });
    const moved = await a.service.moveUnsent(s.id);
    if (!moved.ok || !moved.newSessionId) throw new Error(`not moved: ${JSON.stringify(moved)}`);
    expect(moved).toMatchObject({ movedLines: 2, notMoved: 0 });
    expect(await a.service.flush()).toBe(true);
    const old = await countsOnService(a.api, s.id);
    const fresh = await countsOnService(a.api, moved.newSessionId);
    expect(old.byItem.get(a.items[5]!.id)).toBe(1);
    expect(fresh.byItem.get(a.items[5]!.id)).toBe(1);
    expect(fresh.byItem.get(a.items[6]!.id)).toBe(1);
  });

  it('two engines count one session in two areas; each sends only its own items, variance merges both', async () => {
    const b = await countEngine(svc.current);
    try {
      const s = await a.service.createSession({
        storeId: a.storeId,
        description: 'Team',
        areas: ['Front'],
        blind: false,
      });
      await a.service.flush();
      await b.service.openSession(s.id);
      b.service.switchArea(s.id, 'Back');
      a.service.ingest(s.id, epcEvents([a.epc(7, 1), a.epc(7, 2)]));
      b.service.ingest(s.id, epcEvents([b.epc(7, 3), b.epc(8, 1)]));
      expect(await a.service.flush()).toBe(true);
      expect(await b.service.flush()).toBe(true);
      await a.service.refreshSession(s.id);
      const lines = a.service.lines({ sessionId: s.id, offset: 0, limit: 50, sort: 'description', dir: 'asc' });
      expect(lines.lines.filter((l) => l.mine).map((l) => l.counted)).toEqual([2]);
      expect(
        lines.lines
          .filter((l) => !l.mine)
          .map((l) => l.counted)
          .sort(),
      ).toEqual([1, 1]);
      const seven = lines.lines.find((l) => l.itemId === a.items[7]!.id && l.mine)!;
      // Expected and variance are per item, over both PCs' lines.
      expect(seven.variance).toBe(3 - (seven.expected ?? 0));
      const remote = await countsOnService(a.api, s.id);
      expect(remote.items).toBe(3);
    } finally {
      await b.close();
    }
  });
});
