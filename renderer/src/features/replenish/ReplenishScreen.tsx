// Process: renderer. The Replenish screen: what to bring from the back room so the floor holds its minimums, for
// the working store. On top the totals (lines, units, picked; floor availability) and each area's picture with its
// age (a stale back room flagged, an estimate said); a floor scan to take the floor from; a filter; pick mode
// (PickPanel); the lines grouped by back-room area then category (ReplenishLines, a virtual table); the items to
// reorder apart; the areas' roles and the minimums. Print (Alt+P, or the browser's) prints every line the filter
// keeps (PickListPrint, mounted only while printing). Subscribes to main's pick pushes while shown, and lets
// go of the reader when it closes. Keyboard: Alt+F the filter, Alt+R refresh, Alt+D the CSV, Alt+P print, and the
// pick panel's Alt+K, Alt+U.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { downloadFile } from '../../lib/download';
import { countOf, formatCount, formatPercent, formatWhen } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { usePrintSheet } from '../../shared/use-print-sheet';
import { useApp } from '../../store/context';
import { selectReplenishScreen } from '../../store/selectors/replenish';
import { AreaRoles } from './AreaRoles';
import { availabilityTotal, figuresOf, figuresOfGroups, groupLines } from './list-groups';
import { MinimumsPanel } from './MinimumsPanel';
import { PickListPrint } from './PickListPrint';
import { PickPanel } from './PickPanel';
import { ROLE_WORDS } from './pick-feed';
import { ReorderList } from './ReorderList';
import { ReplenishLines } from './ReplenishLines';
import '../../shared/screens.css';
import './replenish.css';

export function ReplenishScreen() {
  const s = useApp(useShallow(selectReplenishScreen));
  const setPicking = useApp((st) => st.setPicking);
  const [filter, setFilter] = useState('');
  const filterInput = useRef<HTMLInputElement>(null);
  const { printing, print } = usePrintSheet();
  const { watch, load, storeId, view } = s;
  useEffect(() => watch(), [watch]);
  // Pick mode ends with the screen: the reader's scans go nowhere else meanwhile.
  useEffect(() => () => void setPicking(null), [setPicking]);
  useEffect(() => {
    if (storeId) void load();
  }, [storeId, load]);
  const groups = useMemo(() => groupLines(view?.lines ?? [], filter), [view, filter]);
  const shown = figuresOfGroups(groups);
  const csv = async () => {
    const text = await s.csv();
    if (text) downloadFile(`replenishment-${s.storeName.split(' ')[0] ?? 'store'}.csv`, text, 'text/csv');
  };
  useKeys([
    { keys: 'Alt+F', run: () => filterInput.current?.focus() },
    { keys: 'Alt+R', run: () => void load() },
    { keys: 'Alt+D', run: () => void csv() },
    { keys: 'Alt+P', run: print },
  ]);
  const available = availabilityTotal(view?.availability ?? []);
  return (
    <section className="card replenish" aria-labelledby="replenish-title">
      <div className="screen-header">
        <h1 id="replenish-title">Replenishment</h1>
        <span className="muted">{s.storeName}</span>
      </div>
      <ErrorAlert error={s.error} />
      {s.notice && (
        <p className="notice" role="status">
          {s.notice}
        </p>
      )}
      {!view ? (
        <p className="muted">{s.busy ? 'Building the list…' : 'No list yet.'}</p>
      ) : (
        <>
          <p className="replenish-totals" data-totals="">
            <strong data-total="lines">{countOf(view.totals.lines, 'line')}</strong> ·{' '}
            <strong data-total="units">{countOf(view.totals.units, 'unit')}</strong> to bring ·{' '}
            <span data-total="picked">{formatCount(figuresOf(view.lines).picked)} picked</span> · floor at minimum:{' '}
            <span data-total="availability">
              {formatCount(available.atMinimum)} of {formatCount(available.held)} items (
              {formatPercent(available.held ? available.atMinimum / available.held : null)})
            </span>
          </p>
          <ul className="replenish-pictures" aria-label="Pictures the list is taken from">
            {view.pictures.map((p) => (
              <li key={p.area} data-picture={p.area} data-stale={p.stale ? 'yes' : 'no'}>
                {p.area} ({ROLE_WORDS[p.role]}): {formatWhen(p.takenAt)}, {countOf(p.ageDays, 'day')} old
                {p.stale && <strong className="replenish-stale"> stale: count the back room again</strong>}
              </li>
            ))}
            {view.pictures.length === 0 && <li className="muted">No count of this store pictures an area yet.</li>}
            {view.estimated && (
              <li data-estimated="">
                No count of the back room: its units are estimated as on-hand minus the floor (marked est.).
              </li>
            )}
          </ul>
          <div className="row-actions">
            <label>
              Floor from{' '}
              <select value={s.floorSession ?? ''} onChange={(e) => void s.chooseFloorScan(e.target.value || null)}>
                <option value="">the latest counts</option>
                {view.floorScans.map((f) => (
                  <option key={f.sessionId} value={f.sessionId}>
                    {f.description} ({f.areas.join(', ')}) · {formatWhen(f.openedAt)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Filter{' '}
              <input
                ref={filterInput}
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                aria-keyshortcuts={ariaKeys('Alt+F')}
                placeholder="SKU, name, category, area, EPC"
              />{' '}
              <KeyHint keys="Alt+F" />
            </label>
            <button type="button" onClick={() => void load()} disabled={s.busy} aria-keyshortcuts={ariaKeys('Alt+R')}>
              Refresh <KeyHint keys="Alt+R" />
            </button>
            <button type="button" onClick={() => void csv()} aria-keyshortcuts={ariaKeys('Alt+D')}>
              Download CSV <KeyHint keys="Alt+D" />
            </button>
            <button type="button" onClick={print} aria-keyshortcuts={ariaKeys('Alt+P')}>
              Print <KeyHint keys="Alt+P" />
            </button>
          </div>
          <PickPanel />
          <section aria-labelledby="replenish-lines-title" className="replenish-lines">
            <h2 id="replenish-lines-title">
              To bring from the back room
              {filter.trim() && (
                <span className="muted" data-shown="">
                  {' '}
                  · shown: {countOf(shown.lines, 'line')}, {countOf(shown.units, 'unit')}
                </span>
              )}
            </h2>
            {groups.length === 0 ? (
              <p className="muted" data-empty="">
                {view.lines.length === 0
                  ? 'Nothing to bring: the floor holds its minimums.'
                  : 'No line matches the filter.'}
              </p>
            ) : (
              <ReplenishLines groups={groups} />
            )}
          </section>
          {printing && <PickListPrint storeName={s.storeName} groups={groups} filter={filter} />}
          <ReorderList lines={view.reorder} />
          <AreaRoles />
          <MinimumsPanel />
        </>
      )}
    </section>
  );
}
