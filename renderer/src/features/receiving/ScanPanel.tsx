// Process: renderer. Scanning into the draft: the typed-code form and the feed of the last scans (both shared with
// the counting screen), and the pack size the engine asked for (inline, never a dialog: scanning goes on), naming
// the item and brought into view when asked (the scanner is often pointed at the box, not the screen).
import { forwardRef, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { KeyHint } from '../../shared/KeyHint';
import { ScanCodeForm } from '../../shared/ScanCodeForm';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useApp } from '../../store/context';
import { selectPackSizePrompt, selectScanPanel } from '../../store/selectors/receiving';
import { receivingFeedRow } from './outcome-look';

function PackSizePrompt({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { ask, setPackSize } = useApp(useShallow(selectPackSizePrompt));
  const [units, setUnits] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const asked = ask?.gtin14;
  useEffect(() => {
    if (asked) form.current?.scrollIntoView({ block: 'nearest' });
  }, [asked]);
  if (!ask) return null;
  const item = [ask.sku, ask.description].filter(Boolean).join(' ');
  const n = Number(units);
  const valid = Number.isInteger(n) && n >= 1 && n <= 100_000;
  return (
    <form
      ref={form}
      className="pack-size notice warning"
      aria-label="Pack size"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void setPackSize(n).then((ok) => ok && setUnits(''));
      }}
    >
      <label htmlFor="pack-size-units">
        Case {ask.gtin14}
        {item && (
          <>
            {' '}
            of <strong data-pack-item>{item}</strong>
          </>
        )}
        : how many units per case? Nothing was added yet
        {ask.scans > 1 ? ` for its ${ask.scans} scans` : ''}. <KeyHint keys="Alt+P" />
      </label>
      <span className="inline-form">
        <input
          id="pack-size-units"
          ref={inputRef}
          type="number"
          min={1}
          max={100_000}
          step={1}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
        <button type="submit" disabled={!valid}>
          Set and add the case
        </button>
      </span>
    </form>
  );
}

export const ScanPanel = forwardRef<HTMLInputElement, { packRef: Ref<HTMLInputElement> }>(function ScanPanel(
  { packRef },
  ref,
) {
  const { scan, scanList, feed, editable } = useApp(useShallow(selectScanPanel));
  const rows = useMemo(() => feed.map(receivingFeedRow), [feed]);
  return (
    <section className="receiving-scan" aria-labelledby="receiving-scan-title">
      <h2 id="receiving-scan-title">Scan</h2>
      {editable && (
        <ScanCodeForm
          id="receiving-scan"
          ref={ref}
          onScan={(code) => void scan(code)}
          onScanList={(text, from) => void scanList(text, from)}
        />
      )}
      {editable && <PackSizePrompt inputRef={packRef} />}
      {rows.length === 0 ? (
        <p className="muted">
          {editable ? 'Nothing scanned yet: scan, start the reader, or add an item by search.' : 'No scans here.'}
        </p>
      ) : (
        <ScanFeedList rows={rows} />
      )}
    </section>
  );
});
