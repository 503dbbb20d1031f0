// Process: test (renderer logic under node). The screens' keys: the shared matcher (Alt+letter by physical key,
// never from a scanner's plain letters, Enter or Tab, never AltGr), and the counts area's store keys driving the
// store against the fake contract: back to the sessions, review, finalize anyway, confirm zeros, ignore an unknown,
// move a locked session's unsent changes and open the new session.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CountSessionView, CountUnknownView } from '../../../contract/counts';
import { countStoreKeys } from '../../../renderer/src/features/counts/count-keys';
import { ariaKeys, dispatchKey, type KeyPress, matchesKey } from '../../../renderer/src/shared/keys';
import { type AppStore, createAppStore } from '../../../renderer/src/store';
import { sleep } from '../../helpers/waits';
import { SID, sessionView } from './count-fixtures';
import { createFakeApi, type FakeApi } from './fake-api';

const NEW_SID = '44444444-4444-4444-8444-444444444444';
const session = (v: Partial<CountSessionView> = {}) => sessionView({ unknownOpen: 1, ...v });
const unknown = (code: string, state: CountUnknownView['state'] = 'open'): CountUnknownView => ({
  code,
  kind: 'tag',
  raw: code,
  reason: 'not in the catalog',
  area: 'Front',
  reads: 1,
  state,
  itemId: null,
});

function press(spec: { key: string; code?: string; alt?: boolean; ctrl?: boolean; meta?: boolean; shift?: boolean }) {
  const e: KeyPress & { prevented: boolean } = {
    key: spec.key,
    code: spec.code,
    altKey: !!spec.alt,
    ctrlKey: !!spec.ctrl,
    metaKey: !!spec.meta,
    shiftKey: !!spec.shift,
    target: null,
    prevented: false,
    preventDefault() {
      e.prevented = true;
    },
  };
  return e;
}
const alt = (letter: string) => press({ key: letter.toLowerCase(), code: `Key${letter}`, alt: true });
const settle = () => sleep(0);

describe('key matching', () => {
  it('matches Alt+letter by the physical key, and never a scanner letter, AltGr or Ctrl+letter', () => {
    expect(matchesKey(alt('N'), 'Alt+N')).toBe(true);
    // macOS: Alt+N types "˜", the key is still KeyN.
    expect(matchesKey(press({ key: '˜', code: 'KeyN', alt: true }), 'Alt+N')).toBe(true);
    expect(matchesKey(press({ key: 'n', code: 'KeyN' }), 'Alt+N')).toBe(false);
    expect(matchesKey(press({ key: 'N', code: 'KeyN', shift: true }), 'Alt+N')).toBe(false);
    expect(matchesKey(press({ key: 'ñ', code: 'KeyN', alt: true, ctrl: true }), 'Alt+N')).toBe(false);
    expect(matchesKey(press({ key: 'n', code: 'KeyN', ctrl: true }), 'Alt+N')).toBe(false);
    expect(matchesKey(press({ key: 'Enter' }), 'Ctrl+Enter')).toBe(false);
    expect(matchesKey(press({ key: 'Enter', meta: true }), 'Ctrl+Enter')).toBe(true);
    expect(matchesKey(press({ key: 'Escape' }), 'Esc')).toBe(true);
    expect(matchesKey(press({ key: 'PageDown' }), 'PgDn')).toBe(true);
    expect(ariaKeys('Ctrl+Enter')).toBe('Control+Enter');
  });

  it('runs the first binding that is on, prevents the default, and leaves text fields to plain keys', () => {
    const ran: string[] = [];
    const bindings = [
      { keys: 'Alt+X', run: () => ran.push('off'), when: false },
      { keys: 'Alt+X', run: () => ran.push('x') },
      { keys: 'PgDn', run: () => ran.push('page'), outsideFields: true },
    ];
    const e = alt('X');
    expect(dispatchKey(bindings, e)).toBe(true);
    expect(e.prevented).toBe(true);
    const inField = { ...press({ key: 'PageDown' }), target: { tagName: 'INPUT', type: 'text' } as never };
    expect(dispatchKey(bindings, inField)).toBe(false);
    expect(dispatchKey(bindings, press({ key: 'x', code: 'KeyX' }))).toBe(false);
    expect(ran).toEqual(['x']);
  });
});

describe('counts store keys', () => {
  let api: FakeApi;
  let store: AppStore;
  const key = (e: KeyPress) => dispatchKey(countStoreKeys(store.getState()), e);
  const called = (name: string) => api.calls.filter((c) => c.name === name).map((c) => c.args);

  beforeEach(() => {
    api = createFakeApi();
    store = createAppStore(api);
    store.setState({ countSession: session(), countsScreen: 'counting', countUnknowns: [] });
  });

  it('Alt+R goes to the review and back, Alt+B back to the sessions; none are bound on the sessions list', () => {
    expect(key(alt('R'))).toBe(true);
    expect(store.getState().countsScreen).toBe('review');
    key(alt('R'));
    expect(store.getState().countsScreen).toBe('counting');
    key(alt('B'));
    expect(store.getState().countSession).toBeNull();
    expect(store.getState().countsScreen).toBe('sessions');
    expect(key(alt('R'))).toBe(false);
  });

  it('Alt+N from the counting or review screen goes back to the sessions with the new-session form asked for', () => {
    key(alt('R'));
    expect(key(alt('N'))).toBe(true);
    expect(store.getState().countSession).toBeNull();
    expect(store.getState().countsScreen).toBe('sessions');
    expect(store.getState().takeNewCountSessionAsk()).toBe(true);
    expect(store.getState().takeNewCountSessionAsk()).toBe(false);
    // The sessions list binds its own Alt+N.
    expect(key(alt('N'))).toBe(false);
  });

  it('Alt+I ignores the first open unknown', async () => {
    store.setState({ countUnknowns: [unknown('ASSIGNED', 'assigned'), unknown('E280A'), unknown('E280B')] });
    api.respond('counts.unknowns.ignore', ({ code }) => ({ ok: true, value: { ...unknown(code), state: 'ignored' } }));
    expect(key(alt('I'))).toBe(true);
    await settle();
    expect(called('counts.unknowns.ignore')).toEqual([{ sessionId: SID, code: 'E280A' }]);
  });

  it('on the review: Alt+Z asks to confirm every missing item of the scope as zero (nothing set yet), Alt+Y finalizes anyway only after a refusal', async () => {
    const items = ['i1', 'i2'].map((itemId) => ({
      itemId,
      sku: itemId,
      description: itemId,
      category: 'Tops',
      expected: 2,
      retail: null,
    }));
    store.setState({ countsScreen: 'review', countMissing: { blind: false, total: 2, items, categories: [] } });
    api.respond('counts.finalize', () => ({ ok: true, value: { ok: true, status: 'Finalized' } }) as never);
    expect(key(alt('Y'))).toBe(false);
    key(alt('Z'));
    await settle();
    expect(store.getState().countZeroAllAsked).toBe(true);
    expect(called('counts.zero.confirm')).toEqual([]);
    expect(called('counts.zero.confirmMissing')).toEqual([]);
    // Alt+Y only after a refusal main says may be overruled: not after changes not sent yet, after open unknowns.
    store.setState({ countFinalize: { ok: false, reason: 'pending', pending: 3, anyway: false } });
    expect(key(alt('Y'))).toBe(false);
    store.setState({ countFinalize: { ok: false, reason: 'unknowns', unknownOpen: 3, anyway: true } });
    expect(key(alt('Y'))).toBe(true);
    await settle();
    expect(called('counts.finalize')).toEqual([{ sessionId: SID, anyway: true }]);
  });

  it('a read-only session takes no count-changing key', () => {
    store.setState({ countSession: session({ readOnly: true, status: 'Finalized' }), countsScreen: 'review' });
    store.setState({
      countUnknowns: [unknown('E280A')],
      countFinalize: { ok: false, reason: 'pending', pending: 1, anyway: false },
    });
    for (const l of ['I', 'Y', 'Z', 'R']) expect(key(alt(l))).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('locked elsewhere: Alt+M moves the unsent changes, then Alt+O opens the new session', async () => {
    const lock = { reason: 'Finalized on PC 2', at: '2025-11-02T10:00:00Z', unsentLines: 4 };
    store.setState({ countSession: session({ readOnly: true, locked: lock as never }) });
    const moved = {
      ok: true,
      newSessionId: NEW_SID,
      movedLines: 4,
      movedUnits: 4,
      notMoved: 0,
      decreases: [],
      basis: 'service',
    };
    api.respond('counts.lock.moveUnsent', () => ({ ok: true, value: moved }) as never);
    api.respond('counts.sessions.open', ({ sessionId }) => ({
      ok: true,
      value: session(sessionId === SID ? { readOnly: true, locked: lock as never, movedTo: NEW_SID } : { id: NEW_SID }),
    }));
    expect(key(alt('O'))).toBe(false);
    key(alt('M'));
    await settle();
    await settle();
    expect(called('counts.lock.moveUnsent')).toEqual([{ sessionId: SID, asJournal: false }]);
    expect(store.getState().countSession?.movedTo).toBe(NEW_SID);
    expect(key(alt('M'))).toBe(false);
    key(alt('O'));
    await settle();
    expect(store.getState().countSession?.id).toBe(NEW_SID);
  });
});
