// Process: test (node). Exactly once at the seams, against the real local service behind the fault
// proxy: a move of unsent changes after lost answers or a deleted session counts each unit once; a refresh that
// finds the session finalized elsewhere locks it with the ways out; a line the service refuses is quarantined
// while everything else keeps uploading; finalize never goes over unsent lines, even "anyway"; items not in the
// catalog are refused before they count; CSV cells that would run as formulas are neutralised.
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountEventMap } from '../../../contract/counts';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { getJournalMeta } from '../../../domain/journal/journal';
import { type FaultProxy, startFaultProxy } from '../../helpers/fault-proxy';
import {
  countEngine,
  countsOnService,
  epcEvents,
  type ServiceOnDisk,
  serviceOnDisk,
  type TestCountEngine,
} from './harness';

let svc: ServiceOnDisk;
let proxy: FaultProxy;
let a: TestCountEngine;
const locked: CountEventMap['counts.locked'][] = [];
beforeAll(async () => {
  svc = await serviceOnDisk();
  proxy = await startFaultProxy(svc.current.baseUrl);
  const through = { ...svc.current, authUrl: `${proxy.url}/auth`, baseUrl: proxy.url };
  a = await countEngine(through, {
    emit: (name, payload) => {
      if (name === 'counts.locked') locked.push(payload as CountEventMap['counts.locked']);
    },
  });
}, 60_000);
afterAll(async () => {
  a?.close();
  await proxy?.close();
  await svc?.close();
});

const newSession = (description: string, areas = ['Front']) =>
  a.service.createSession({ storeId: a.storeId, description, areas, blind: false });
/** Finalizes at the service as another PC would (not through the proxy's faults: the rules are cleared first). */
const finalizeElsewhere = async (id: string) => {
  const current = await a.api.getSession(id);
  await a.api.updateSession({ ...current, mobileStatus: MobileStatus.Finalized });
};
const units = (c: { byItem: Map<string, number> }) => [...c.byItem.values()].reduce((n, x) => n + x, 0);

describe('exactly once at the seams (counting)', () => {
  it('lost answers, then finalized elsewhere, then move unsent: the two sessions hold exactly what was counted', async () => {
    const s = await newSession('Lost answers');
    expect(await a.service.flush()).toBe(true);
    // The service stores each upload but its answer never arrives.
    proxy.rule({ method: 'POST', path: /sessionItems/, fault: { kind: 'dropAnswer' } });
    a.service.ingest(s.id, epcEvents([a.epc(10, 1), a.epc(10, 2), a.epc(11, 1), a.epc(11, 2)]));
    expect(await a.service.flush(2)).toBe(false);
    proxy.clear();
    expect(units(await countsOnService(a.api, s.id))).toBe(4);
    await finalizeElsewhere(s.id);
    await a.service.flush();
    expect(a.service.session(s.id).locked).not.toBeNull();
    const moved = await a.service.moveUnsent(s.id);
    expect(await a.service.flush()).toBe(true);
    const newId = (moved as { newSessionId?: string | null }).newSessionId;
    const fresh = newId ? units(await countsOnService(a.api, newId)) : 0;
    expect(units(await countsOnService(a.api, s.id)) + fresh).toBe(4);
    expect(moved).toMatchObject({ ok: true, basis: 'service', movedLines: 0, movedUnits: 0, newSessionId: null });
    expect(a.service.session(s.id).locked?.unsentLines).toBe(0);
  });

  it('a session deleted at the service: 10 sent and 1 unsent move as 11', async () => {
    const s = await newSession('Deleted');
    a.service.ingest(s.id, epcEvents(Array.from({ length: 10 }, (_, i) => a.epc(12, i + 1))));
    expect(await a.service.flush()).toBe(true);
    expect(units(await countsOnService(a.api, s.id))).toBe(10);
    await a.api.deleteSession(s.id);
    a.service.ingest(s.id, epcEvents([a.epc(13, 1)]));
    await a.service.flush();
    expect(a.service.session(s.id).locked?.reason).toMatch(/no longer exists/);
    const exported = await a.service.exportUnsent(s.id);
    const moved = await a.service.moveUnsent(s.id);
    expect(await a.service.flush()).toBe(true);
    const fresh = await countsOnService(a.api, (moved as { newSessionId: string }).newSessionId);
    expect(fresh.byItem.get(a.items[12]!.id)).toBe(10);
    expect(fresh.byItem.get(a.items[13]!.id)).toBe(1);
    expect(moved).toMatchObject({ ok: true, basis: 'deleted', movedLines: 2, movedUnits: 11 });
    expect(exported).toMatchObject({ basis: 'deleted', rows: 2 });
  });

  it('when the service cannot be read, a move says so and moves nothing until the user goes by the journal', async () => {
    const s = await newSession('Unreadable');
    a.service.ingest(s.id, epcEvents([a.epc(14, 1)]));
    expect(await a.service.flush()).toBe(true);
    await finalizeElsewhere(s.id);
    a.service.ingest(s.id, epcEvents([a.epc(14, 2)]));
    await a.service.flush();
    proxy.rule({ method: 'GET', path: new RegExp(`/sessions/${s.id}$`, 'i'), fault: { kind: 'status', status: 503 } });
    try {
      const refused = await a.service.moveUnsent(s.id);
      expect(refused).toMatchObject({ ok: false, reason: 'unreadable' });
      expect(a.service.session(s.id).movedTo).toBeNull();
      expect(await a.service.exportUnsent(s.id)).toMatchObject({ ok: false, reason: 'unreadable' });
      const byJournal = await a.service.moveUnsent(s.id, undefined, true);
      expect(byJournal).toMatchObject({ ok: true, basis: 'journal', movedLines: 1, movedUnits: 1 });
    } finally {
      proxy.clear();
    }
  });

  it('a refresh that finds the session finalized elsewhere locks it and offers the ways out', async () => {
    const s = await newSession('Refresh');
    expect(await a.service.flush()).toBe(true);
    a.service.ingest(s.id, epcEvents([a.epc(15, 1), a.epc(15, 2)])); // not sent: nothing flushes it
    await finalizeElsewhere(s.id);
    const view = await a.service.refreshSession(s.id);
    expect(view.status).toBe('Finalized');
    expect(view.locked).toMatchObject({ unsentLines: 1 });
    expect(view.locked?.reason).toMatch(/Finalized elsewhere/);
    expect(locked.find((l) => l.sessionId === s.id)?.lock.unsentLines).toBe(1);
    const moved = await a.service.moveUnsent(s.id);
    expect(moved).toMatchObject({ ok: true, movedUnits: 2 });
  });

  it('a line the service refuses is quarantined; the rest and other sessions upload; finalize names it until settled', async () => {
    const gone = a.items[20]!;
    const s1 = await newSession('Refused line');
    const s2 = await newSession('Other session');
    expect(await a.service.flush()).toBe(true);
    // The item is deleted in the back office after this PC's catalog sync.
    const db = new Database(svc.dataPath);
    db.prepare('DELETE FROM items WHERE id = ?').run(gone.id.toLowerCase());
    db.close();
    a.service.ingest(s1.id, epcEvents([a.epc(20, 1), a.epc(20, 2), a.epc(21, 1), a.epc(22, 1)]));
    a.service.ingest(s2.id, epcEvents([a.epc(23, 1)]));
    expect(await a.service.flush()).toBe(true);
    const one = await countsOnService(a.api, s1.id);
    expect(one.byItem.get(gone.id)).toBeUndefined();
    expect(one.byItem.get(a.items[21]!.id)).toBe(1);
    expect(one.byItem.get(a.items[22]!.id)).toBe(1);
    expect((await countsOnService(a.api, s2.id)).byItem.get(a.items[23]!.id)).toBe(1);
    expect(a.service.outboxState(s1.id)).toMatchObject({ pending: 0, refused: 1, mode: 'upsert' });
    expect(getJournalMeta(a.journal, 'counts.sendMode')).not.toBe('perLine');
    const line = a.service.lines({ sessionId: s1.id, offset: 0, limit: 50, sort: 'description', dir: 'asc' });
    const bad = line.lines.find((l) => l.itemId === gone.id)!;
    expect(bad.refused).toMatch(/refused this line \(422\)/);
    // Refused lines are never retried: a later change to the session still goes, the refused line does not.
    a.service.ingest(s1.id, epcEvents([a.epc(21, 2)]));
    expect(await a.service.flush()).toBe(true);
    expect((await countsOnService(a.api, s1.id)).byItem.get(a.items[21]!.id)).toBe(2);
    // Finalize (even anyway) names the refused line and finalizes nothing.
    for (const anyway of [false, true]) {
      const r = await a.service.finalize(s1.id, anyway);
      expect(r).toMatchObject({ ok: false, reason: 'refused', lines: [{ lineId: bad.lineId, counted: 2 }] });
    }
    expect((await a.api.getSession(s1.id)).mobileStatus).toBe(MobileStatus.Active);
    // Reassigned to an item the catalog and the service know: its units go there and finalize proceeds.
    expect(() => a.service.reassignLine(bad.lineId, '00000000-0000-4000-8000-0000000000ff')).toThrow(
      /not in the catalog/,
    );
    const moved = a.service.reassignLine(bad.lineId, a.items[24]!.id);
    expect(moved).toMatchObject({ itemId: a.items[24]!.id, counted: 2, refused: null });
    expect(await a.service.finalize(s1.id)).toEqual({ ok: true, status: 'Finalized' });
    const held = await countsOnService(a.api, s1.id);
    expect(held.byItem.get(a.items[24]!.id)).toBe(2);
    expect(units(held)).toBe(5);
  });

  it('removing a refused line lets finalize proceed; a 422 injected for a whole batch finds the line by its index', async () => {
    const s = await newSession('Removed');
    expect(await a.service.flush()).toBe(true);
    a.service.ingest(s.id, epcEvents([a.epc(25, 1), a.epc(26, 1), a.epc(27, 1)]));
    // The service refuses the batch naming its second line (as it would an unknown item), once.
    proxy.rule({
      method: 'POST',
      path: /sessionItems/,
      times: 1,
      fault: {
        kind: 'status',
        status: 422,
        body: { message: 'Validation failed.', errors: [{ field: '[1].itemID', message: 'Unknown item.' }] },
      },
    });
    expect(await a.service.flush()).toBe(true);
    const [bad] = a.service.refusedLines(s.id);
    expect(bad).toMatchObject({ message: expect.stringMatching(/Unknown item/) });
    expect(units(await countsOnService(a.api, s.id))).toBe(2);
    a.service.removeLine(bad!.lineId);
    expect(a.service.refusedLines(s.id)).toEqual([]);
    expect(await a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    expect(units(await countsOnService(a.api, s.id))).toBe(2);
  });

  it('finalize anyway never marks the session Finalized while this PC has unsent lines', async () => {
    const s = await newSession('Anyway');
    expect(await a.service.flush()).toBe(true);
    proxy.rule({ method: 'POST', path: /sessionItems/, fault: { kind: 'status', status: 503 } });
    try {
      a.service.ingest(s.id, epcEvents([a.epc(28, 1), a.epc(29, 1)]));
      const r = await a.service.finalize(s.id, true);
      expect(r).toMatchObject({ ok: false, reason: 'pending', pending: 2 });
      expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Active);
    } finally {
      proxy.clear();
    }
    expect(await a.service.finalize(s.id, true)).toEqual({ ok: true, status: 'Finalized' });
    expect(units(await countsOnService(a.api, s.id))).toBe(2);
  });

  it('a manual add or an assignment of an item not in the catalog is refused clearly and counts nothing', async () => {
    const s = await newSession('Not in catalog');
    const stranger = '0a0a0a0a-0000-4000-8000-000000000001';
    expect(() => a.service.addItem(s.id, stranger)).toThrow(/not in the catalog.*search for the item/);
    a.service.scanTexts(s.id, ['0000000000000']);
    const [unknown] = a.service.unknowns(s.id);
    expect(() => a.service.assignUnknown(s.id, unknown!.code, stranger)).toThrow(/not in the catalog/);
    expect(a.service.session(s.id).totals.units).toBe(0);
    expect(a.service.unknowns(s.id)[0]!.state).toBe('open');
  });

  it('CSV cells that would run as formulas are neutralised in every export; numbers stay numbers', async () => {
    const s = await newSession('=HYPERLINK("x")', ['=SUM(1)', '-Back', '+Bar', '@Cellar']);
    a.service.ingest(s.id, epcEvents([a.epc(30, 1)]));
    a.journal
      .prepare("UPDATE count_item_facts SET description = '=SUM(1)', category = '\tTab' WHERE item_id = ?")
      .run(a.items[30]!.id);
    a.journal
      .prepare('UPDATE count_expected SET on_hand = 4 WHERE session_id = ? AND item_id = ?')
      .run(s.id, a.items[30]!.id);
    const csv = a.service.export(s.id).csv;
    const row = csv.split('\n')[1]!;
    expect(row).toContain("'=SUM(1)");
    expect(row).toContain(",'\tTab,");
    expect(row).not.toMatch(/(^|,)=SUM/);
    expect(row).toMatch(/,1,4,-3,/); // counted, expected, variance: plain numbers
    // Not on the service yet (never flushed): the service holds none of it, so every line is in the unsent export.
    const unsent = await a.service.exportUnsent(s.id);
    if ('ok' in unsent) throw new Error(unsent.message);
    expect(unsent.csv.split('\n')[1]).toContain("'=SUM(1)");
    expect(unsent.csv).not.toMatch(/(^|,)[=+@]/m);
  });
});
