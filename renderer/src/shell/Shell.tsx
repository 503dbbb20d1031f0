// Process: renderer. The signed-in shell: navigation to the app's areas, the working store, sign out. Areas not
// built yet say which feature brings them; nothing here pretends to work. Offline on the cache: a banner on top.
// Each screen change starts the main area at its top.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AccuracyScreen } from '../features/accuracy/AccuracyScreen';
import { CountsArea } from '../features/counts/CountsArea';
import { LocateScreen } from '../features/locate/LocateScreen';
import { LookupScreen } from '../features/lookup/LookupScreen';
import { ReaderHookups } from '../features/reader/ReaderHookups';
import { ReceivingArea } from '../features/receiving/ReceivingArea';
import { ReplenishScreen } from '../features/replenish/ReplenishScreen';
import { OfflineBanner } from '../features/session/OfflineBanner';
import { SettingsPanel } from '../features/settings/SettingsPanel';
import { StorePicker } from '../features/stores/StorePicker';
import { TagReportsScreen } from '../features/tags/TagReportsScreen';
import { TransfersArea } from '../features/transfers/TransfersArea';
import type { Area } from '../store';
import { useApp } from '../store/context';
import { selectShell } from '../store/selectors/app';

const AREAS: { id: Area; label: string; arrivesWith: string }[] = [
  { id: 'lookup', label: 'Lookup', arrivesWith: 'item lookup by barcode and RFID tag' },
  { id: 'counts', label: 'Counts', arrivesWith: 'stock counts' },
  { id: 'receiving', label: 'Receiving', arrivesWith: 'receiving against purchase orders' },
  { id: 'transfers', label: 'Transfers', arrivesWith: 'transfers between stores' },
  { id: 'replenish', label: 'Replenish', arrivesWith: 'replenishment from the back room' },
  { id: 'locate', label: 'Locate', arrivesWith: 'finding a tag by signal strength' },
  { id: 'tags', label: 'Tag reports', arrivesWith: 'tag reports across counts' },
  { id: 'accuracy', label: 'Accuracy', arrivesWith: 'accuracy over time' },
  { id: 'settings', label: 'Settings', arrivesWith: 'reader settings' },
];

export function Shell() {
  const { area, setArea, choosing, store, busy, signOut, changeStore } = useApp(useShallow(selectShell));
  const current = AREAS.find((a) => a.id === area) ?? AREAS[0]!;
  // A new screen starts at its top: the main area's scroll position does not carry over from the last one.
  const screen = useApp(
    (s) =>
      `${s.area}|${s.choosingStore}|${s.countsScreen}|${s.countSession?.id ?? ''}|${s.receivingScreen}|${s.transfersScreen}`,
  );
  const main = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen changing is the reason to run
  useEffect(() => {
    main.current?.scrollTo({ top: 0 });
  }, [screen]);

  return (
    <div className="shell">
      <ReaderHookups />
      <header className="top-bar">
        <span className="brand">Stocktake</span>
        <nav aria-label="Areas">
          {AREAS.map((a) => (
            <button
              key={a.id}
              type="button"
              className="nav-item"
              aria-current={!choosing && a.id === area ? 'page' : undefined}
              onClick={() => setArea(a.id)}
              disabled={choosing}
            >
              {a.label}
            </button>
          ))}
        </nav>
        <div className="top-actions">
          {store && !choosing && (
            <button type="button" onClick={changeStore}>
              Change store
            </button>
          )}
          <button type="button" onClick={() => void signOut()} disabled={busy}>
            Sign out
          </button>
        </div>
      </header>
      <main className="content" ref={main}>
        <OfflineBanner />
        {choosing ? (
          <StorePicker />
        ) : current.id === 'lookup' ? (
          <LookupScreen />
        ) : current.id === 'counts' ? (
          <CountsArea />
        ) : current.id === 'receiving' ? (
          <ReceivingArea />
        ) : current.id === 'transfers' ? (
          <TransfersArea />
        ) : current.id === 'replenish' ? (
          <ReplenishScreen />
        ) : current.id === 'tags' ? (
          <TagReportsScreen />
        ) : current.id === 'accuracy' ? (
          <AccuracyScreen />
        ) : current.id === 'locate' ? (
          <LocateScreen />
        ) : current.id === 'settings' ? (
          <SettingsPanel />
        ) : (
          <section className="card placeholder" aria-labelledby="area-title">
            <h1 id="area-title">{current.label}</h1>
            <p className="muted">This area arrives with {current.arrivesWith}.</p>
          </section>
        )}
      </main>
    </div>
  );
}
