// Process: renderer. Pick mode: say where you are (a back-room area, a sales-floor area, or none for a handheld),
// then scan: while on, main takes the reader's reads and wedge scans as picks (a back room ticks lines, a floor
// puts the units there); typed and pasted codes go the same way. Put away puts every unit picked and not yet on
// the floor on the chosen floor area at once. Keyboard: Alt+K pick mode on/off, Esc the code field, Alt+U put away.
import { useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatCount } from '../../lib/format';
import { useWarmAudio } from '../../shared/audio';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { ScanCodeForm } from '../../shared/ScanCodeForm';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectPickPanel } from '../../store/selectors/replenish';
import { pickFeedRow, ROLE_WORDS } from './pick-feed';

/** The select's value for "no area": a handheld in the back room. */
const NO_AREA = '';

export function PickPanel() {
  const s = useApp(useShallow(selectPickPanel));
  useWarmAudio();
  const scanInput = useRef<HTMLInputElement>(null);
  const areas = s.view?.areas.filter((a) => a.role !== 'other') ?? [];
  const floors = areas.filter((a) => a.role === 'floor');
  const [chosenWhere, setWhere] = useState<string | null>(null);
  const [chosenFloor, setFloorArea] = useState<string | null>(null);
  // Until chosen: the first back-room area, and the first floor area (the areas arrive with the list).
  const where =
    chosenWhere !== null && (chosenWhere === NO_AREA || areas.some((a) => a.area === chosenWhere))
      ? chosenWhere
      : (areas.find((a) => a.role === 'back')?.area ?? NO_AREA);
  const floorArea = floors.some((a) => a.area === chosenFloor) ? chosenFloor! : (floors[0]?.area ?? '');
  const open = s.view?.lines.reduce((a, l) => a + l.picked, 0) ?? 0;
  const rows = useMemo(() => s.feed.map(pickFeedRow), [s.feed]);
  const toggle = () => void s.setPicking(s.picking ? null : { area: where === NO_AREA ? null : where });
  const putAway = () => floorArea && open > 0 && void s.putAway(floorArea);
  useKeys([
    { keys: 'Alt+K', run: toggle },
    { keys: 'Esc', run: () => scanInput.current?.focus() },
    { keys: 'Alt+U', run: putAway },
  ]);
  return (
    <section aria-labelledby="replenish-pick-title" className="replenish-pick" data-picking={s.picking ? 'on' : 'off'}>
      <h2 id="replenish-pick-title">Pick</h2>
      <div className="row-actions">
        <label>
          Where you are{' '}
          <select
            value={where}
            onChange={(e) => setWhere(e.target.value)}
            disabled={s.picking !== null}
            id="replenish-where"
          >
            {areas.map((a) => (
              <option key={a.area} value={a.area}>
                {a.area} ({ROLE_WORDS[a.role]})
              </option>
            ))}
            <option value={NO_AREA}>No area (a handheld)</option>
          </select>
        </label>
        <button
          type="button"
          className={s.picking ? undefined : 'primary'}
          onClick={toggle}
          aria-keyshortcuts={ariaKeys('Alt+K')}
        >
          {s.picking ? 'Stop picking' : 'Start picking'} <KeyHint keys="Alt+K" />
        </button>
        {s.picking && (
          <span className="status-chip" role="status">
            Picking in {s.picking.area ?? 'no area'}: scan with the reader or type codes
          </span>
        )}
      </div>
      {s.picking && (
        <>
          <ScanCodeForm
            id="replenish-pick-scan"
            ref={scanInput}
            onScan={(code) => void s.scan(code)}
            onScanList={(text, from) => void s.scanList(text, from)}
          />
          {rows.length > 0 && <ScanFeedList rows={rows} />}
        </>
      )}
      <div className="row-actions">
        <label>
          Put away on{' '}
          <select value={floorArea} onChange={(e) => setFloorArea(e.target.value)} id="replenish-put-away-area">
            {floors.map((a) => (
              <option key={a.area} value={a.area}>
                {a.area}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={putAway}
          disabled={s.busy || open === 0 || !floorArea}
          aria-keyshortcuts={ariaKeys('Alt+U')}
        >
          Put away {formatCount(open)} picked <KeyHint keys="Alt+U" />
        </button>
      </div>
    </section>
  );
}
