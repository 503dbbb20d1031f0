// Process: renderer. Reader tuning in Settings: only the settings the chosen reader's protocol can
// take (power, session, target, Q, an EPC pre-filter such as the company prefix), saved per reader and sent on
// every connect; the Count preset; and what the reader answered on the last connect, refusals in its own words.
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { readerLabel } from '../../../../contract/reader';
import { extraReaderId } from '../../../../contract/reader-settings';
import { type ReaderTuning, TUNING_SESSIONS, type TuningView } from '../../../../contract/reader-tuning';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectReaderTuningSection, selectTuningForm } from '../../store/selectors/reader-tuning';
import { NumberField, Select } from './form-fields';
import { TuningAnswers } from './TuningAnswers';
import { type TuningDraft, toTuning, toTuningDraft } from './tuning-draft';
import './tuning.css';

export function ReaderTuningSection() {
  const t = useApp(useShallow(selectReaderTuningSection));
  const { load, status } = t;
  // The other readers (Settings, "Other readers") each keep their own tuning; the section shows one at a time.
  const others = (t.extras ?? []).flatMap((r, i) => {
    const rid = extraReaderId(r, i);
    return rid ? [{ id: rid, source: r.source }] : [];
  });
  const chosen = others.find((o) => o.id === t.reader);
  const source = chosen ? chosen.source : t.source;
  const { choose } = t;
  const stale = t.reader !== null && !chosen;
  // The reader chosen here was removed from the settings: back to the main one.
  useEffect(() => {
    if (stale) void choose(null);
  }, [stale, choose]);
  // Each status push (a connect, the report of a tuning run) may carry a new answer from the reader.
  useEffect(() => {
    if (status !== undefined) void load();
  }, [load, status]);
  // Headed "Tuning" under the reader form's "Reader" (a second heading with "Reader" in it would be ambiguous).
  if (!t.view || (source === 'wedge-only' && others.length === 0)) return null;
  const picker = others.length > 0 && (
    <div className="field tuning-reader">
      <label htmlFor="tuning-reader">Tuning for</label>
      <select
        id="tuning-reader"
        value={chosen ? chosen.id : ''}
        onChange={(e) => void t.choose(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">The main reader</option>
        {others.map((o) => (
          <option key={o.id} value={o.id}>
            {readerLabel(o.id)}
          </option>
        ))}
      </select>
    </div>
  );
  if (source !== 'serial' && source !== 'simulator') {
    return (
      <section className="reader-tuning" aria-labelledby="reader-tuning-title">
        <h3 id="reader-tuning-title">Tuning</h3>
        {picker}
        <p className="hint">
          Tuning is sent to a serial reader (or the demo simulator) when it connects; a HID reader takes none.
        </p>
      </section>
    );
  }
  return (
    <TuningForm key={JSON.stringify([t.view.port, t.view.readerId, t.view.saved])} view={t.view} picker={picker} />
  );
}

function TuningForm({ view, picker }: { view: TuningView; picker: ReactNode }) {
  const id = useId();
  const s = useApp(useShallow(selectTuningForm));
  const [d, setD] = useState<TuningDraft>(() => toTuningDraft(view.saved));
  const set = <K extends keyof TuningDraft>(k: K, v: TuningDraft[K]) => setD((p) => ({ ...p, [k]: v }));
  const cap = view.capabilities;
  const fieldError = (name: string) => s.error?.fields?.find((f) => f.field.includes(name))?.message;
  const nothing = !cap.power && !cap.session && !cap.q && !cap.filter;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void s.save(toTuning(d) as ReaderTuning);
  };

  return (
    <form className="reader-tuning" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Tuning</h3>
      {picker}
      <p className="hint">
        {view.readerId
          ? `Kept for reader ${view.readerId} on ${view.port}.`
          : `Kept for the reader on ${view.port ?? 'the chosen port'}.`}{' '}
        {cap.note}
      </p>
      {view.preset && (
        <p className="notice">The {view.preset} preset is running now; the saved tuning comes back after it.</p>
      )}
      {!nothing && (
        <div className="reader-grid">
          {cap.power && (
            <NumberField
              id={`${id}-power`}
              label={`Output power, dBm (${cap.power.min}-${cap.power.max}; empty: the reader's own)`}
              value={d.power}
              onChange={(v) => set('power', v)}
              error={fieldError('power')}
            />
          )}
          {cap.session && (
            <Select id={`${id}-session`} label="Session" value={d.session} onChange={(v) => set('session', v)}>
              <option value="">The reader's own</option>
              {TUNING_SESSIONS.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </Select>
          )}
          {cap.targets.length > 0 && (
            <Select id={`${id}-target`} label="Target" value={d.target} onChange={(v) => set('target', v)}>
              <option value="">The reader's own</option>
              {cap.targets.map((x) => (
                <option key={x} value={x}>
                  {x === 'AB' ? 'A/B' : x}
                </option>
              ))}
            </Select>
          )}
          {cap.q && (
            <NumberField
              id={`${id}-q`}
              label="Q, 0-15 (2^Q slots: about the tags in the field; empty: the reader's own)"
              value={d.q}
              onChange={(v) => set('q', v)}
              error={fieldError('q')}
            />
          )}
        </div>
      )}
      {cap.filter && (
        <fieldset className="reader-grid">
          <legend>EPC pre-filter (only tags whose EPC holds these bits are read; empty mask: every tag)</legend>
          <div className="field">
            <label htmlFor={`${id}-mask`}>Mask, hex (e.g. the SGTIN header and company prefix)</label>
            <input
              id={`${id}-mask`}
              type="text"
              value={d.maskHex}
              onChange={(e) => set('maskHex', e.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={fieldError('maskHex') ? true : undefined}
            />
          </div>
          <NumberField
            id={`${id}-bits`}
            label="Bits of the mask that count"
            value={d.bitLength}
            onChange={(v) => set('bitLength', v)}
            error={fieldError('bitLength')}
          />
          <NumberField
            id={`${id}-offset`}
            label="From bit of the EPC (0: its first)"
            value={d.offsetBits}
            onChange={(v) => set('offsetBits', v)}
            error={fieldError('offsetBits')}
          />
        </fieldset>
      )}
      {s.error && (
        <p className="notice error" role="alert">
          {errorText(s.error)}
        </p>
      )}
      {!nothing && (
        <div className="reader-actions">
          <button type="submit" disabled={s.busy}>
            Save tuning and send it
          </button>
          <button type="button" disabled={s.busy} onClick={() => void s.preset('count')}>
            Use the Count preset
          </button>
        </div>
      )}
      {view.lastReport && <TuningAnswers view={view} />}
    </form>
  );
}
