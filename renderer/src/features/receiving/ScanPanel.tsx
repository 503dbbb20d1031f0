// Process: renderer. Scanning into the draft: the typed-code input (a scanner with the focus here types into it;
// elsewhere the wedge detector takes its bursts and main receives them from the reader stream), the pack size the
// engine asked for (inline, never a dialog: scanning goes on), and the feed of the last scans.
import { forwardRef, type Ref, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { KeyHint } from '../../shared/KeyHint';
import { useApp } from '../../store/context';
import { outcomeLook } from './outcome-look';

function PackSizePrompt({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { ask, setPackSize } = useApp(useShallow((s) => ({ ask: s.packSizeNeeded, setPackSize: s.setPackSize })));
  const [units, setUnits] = useState('');
  if (!ask) return null;
  const n = Number(units);
  const valid = Number.isInteger(n) && n >= 1 && n <= 100_000;
  return (
    <form
      className="pack-size notice warning"
      aria-label="Pack size"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void setPackSize(n).then((ok) => ok && setUnits(''));
      }}
    >
      <label htmlFor="pack-size-units">
        Case {ask.gtin14}: how many units per case? Nothing was added yet. <KeyHint keys="Alt+P" />
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
  const { scan, feed, editable } = useApp(
    useShallow((s) => ({ scan: s.receiveScan, feed: s.draftFeed, editable: s.draft?.state === 'open' })),
  );
  const [text, setText] = useState('');
  return (
    <section className="receiving-scan" aria-labelledby="receiving-scan-title">
      <h2 id="receiving-scan-title">Scan</h2>
      {editable && (
        <form
          className="scan-form"
          onSubmit={(e) => {
            e.preventDefault();
            const code = text.trim();
            setText('');
            if (code) void scan(code);
          }}
        >
          <label htmlFor="receiving-scan">Scan or type a code</label>
          <input
            id="receiving-scan"
            ref={ref}
            type="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            placeholder="EPC, barcode or SKU, then Enter"
          />
        </form>
      )}
      {editable && <PackSizePrompt inputRef={packRef} />}
      {feed.length === 0 ? (
        <p className="muted">
          {editable ? 'Nothing scanned yet: scan, start the reader, or add an item by search.' : 'No scans here.'}
        </p>
      ) : (
        <ol className="scan-feed-list" aria-label="Last scans">
          {feed.map((o, i) => {
            const look = outcomeLook(o);
            return (
              <li
                key={o.key}
                className={`feed-row tone-${look.tone}${i === 0 ? ' feed-newest' : ''}`}
                data-outcome={o.kind}
              >
                <span className="feed-outcome">{look.label}</span>
                <span className="feed-what">
                  {o.description ? `${o.sku ?? ''} · ${o.description}` : o.text}
                  {o.kind !== 'added' && o.message && <span className="feed-message"> · {o.message}</span>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
