// Process: renderer. The reader settings screen: source, port (with a refreshable list), baud rate, protocol,
// power for a HID reader where the protocol has it (a serial reader's is in its tuning), other readers beside the
// main one (ExtraReadersFields), sounds, keyboard-wedge thresholds, the demo simulator, connect/disconnect and the
// live read counter. Plain form controls throughout, so
// it works from the keyboard alone; Enter saves.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  BAUD_RATES,
  POWER_RANGE,
  PROTOCOLS_WITH_POWER,
  READER_PROTOCOLS,
  type ReaderSettings,
  type ReaderSourceKind,
} from '../../../../contract/reader-settings';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectReaderForm } from '../../store/selectors/reader';
import { ExtraReadersFields } from './ExtraReadersFields';
import { NumberField, Select } from './form-fields';
import { PROTOCOL_LABELS } from './protocol-labels';
import { ReaderCounter } from './ReaderCounter';
import { type Draft, fromDraft, toDraft } from './reader-draft';

const SOURCES: { id: ReaderSourceKind; label: string }[] = [
  { id: 'wedge-only', label: 'Keyboard-wedge scanner only' },
  { id: 'serial', label: 'Serial reader (USB or Bluetooth serial port)' },
  { id: 'hid', label: 'USB HID reader in data mode' },
  { id: 'simulator', label: 'Demo reader simulator' },
];

export function ReaderSettingsSection() {
  const settings = useApp((s) => s.readerSettings);
  if (!settings) return <p aria-live="polite">Loading reader settings…</p>;
  // Re-keyed on the saved settings: after a save (or a change made elsewhere) the form shows what is stored.
  return <ReaderForm key={JSON.stringify(settings)} settings={settings} />;
}

function ReaderForm({ settings }: { settings: ReaderSettings }) {
  const id = useId();
  const s = useApp(useShallow(selectReaderForm));
  const [d, setD] = useState<Draft>(() => toDraft(settings));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const { refreshPorts } = s;
  useEffect(() => {
    if (d.source === 'serial' || d.source === 'hid') void refreshPorts();
  }, [d.source, refreshPorts]);

  const usesPort = d.source === 'serial' || d.source === 'hid';
  const usesProtocol = d.source !== 'wedge-only';
  const fieldError = (name: string) => s.error?.fields?.find((f) => f.field.endsWith(name))?.message;
  const state = s.status?.state ?? 'idle';
  const portChoices = (s.ports?.ports ?? []).filter((p) => p.kind === d.source);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void s.save(fromDraft(d));
  };

  return (
    <form className="reader-settings" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Reader</h2>
      <p className={`notice reader-state reader-state-${state}`} aria-live="polite" data-reader-message="">
        {s.status?.message ?? 'Reader status unknown.'}
      </p>
      <div className="reader-grid">
        <Select
          id={`${id}-source`}
          label="Reader source"
          value={d.source}
          onChange={(v) => set('source', v as ReaderSourceKind)}
        >
          {SOURCES.map((o) => (
            <option key={o.id} value={o.id} disabled={o.id === 'simulator' && !s.demo}>
              {o.label}
              {o.id === 'simulator' && !s.demo ? ' (demo service only)' : ''}
            </option>
          ))}
        </Select>
        {usesPort && (
          <div className="field">
            <label htmlFor={`${id}-port`}>{d.source === 'hid' ? 'HID device' : 'Port'}</label>
            <div className="port-row">
              <input
                id={`${id}-port`}
                type="text"
                list={`${id}-ports`}
                value={d.port}
                onChange={(e) => set('port', e.target.value)}
                placeholder={d.source === 'hid' ? 'Choose a device' : 'COM3 or /dev/ttyUSB0'}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={fieldError('port') ? true : undefined}
              />
              <button type="button" onClick={() => void refreshPorts()}>
                Refresh ports
              </button>
            </div>
            <datalist id={`${id}-ports`}>
              {portChoices.map((p) => (
                <option key={p.path} value={p.path}>
                  {p.name}
                </option>
              ))}
            </datalist>
            <small className="hint">
              {portChoices.length
                ? `${portChoices.length} found: ${portChoices.map((p) => p.name).join('; ')}`
                : 'None found. Plug the reader in and refresh, or type the port.'}
              {d.source === 'hid' && s.ports?.hidUnavailable ? ` ${s.ports.hidUnavailable}` : ''}
            </small>
          </div>
        )}
        {usesProtocol && (
          <Select
            id={`${id}-protocol`}
            label="Protocol"
            value={d.protocol}
            onChange={(v) => set('protocol', v as Draft['protocol'])}
          >
            {READER_PROTOCOLS.map((p) => (
              <option key={p} value={p}>
                {PROTOCOL_LABELS[p]}
              </option>
            ))}
          </Select>
        )}
        {d.source === 'serial' && (
          <Select id={`${id}-baud`} label="Baud rate" value={d.baudRate} onChange={(v) => set('baudRate', v)}>
            <option value="">The protocol's usual rate</option>
            {BAUD_RATES.map((b) => (
              <option key={b} value={String(b)}>
                {b}
              </option>
            ))}
          </Select>
        )}
        {/* A serial reader's power is part of its tuning (ReaderTuningSection); HID readers get no tuning. */}
        {d.source === 'hid' && PROTOCOLS_WITH_POWER.includes(d.protocol) && (
          <NumberField
            id={`${id}-power`}
            label={`Output power, dBm (${POWER_RANGE.min}-${POWER_RANGE.max}; empty: the reader's own)`}
            value={d.power}
            onChange={(v) => set('power', v)}
            error={fieldError('power')}
          />
        )}
        {d.source === 'serial' && d.protocol === 'm100' && (
          <Select
            id={`${id}-m100`}
            label="M100 inventory"
            value={d.m100Mode}
            onChange={(v) => set('m100Mode', v as Draft['m100Mode'])}
          >
            <option value="continuous">Continuous (multi-poll)</option>
            <option value="polled">Polled (single inventories)</option>
          </Select>
        )}
        {d.source === 'simulator' && (
          <>
            <NumberField
              id={`${id}-tags`}
              label="Simulated tags"
              value={d.simTags}
              onChange={(v) => set('simTags', v)}
              error={fieldError('tags')}
            />
            <NumberField
              id={`${id}-rate`}
              label="Reads per second"
              value={d.simRate}
              onChange={(v) => set('simRate', v)}
              error={fieldError('rate')}
            />
          </>
        )}
      </div>

      <ExtraReadersFields
        id={id}
        extras={d.extras}
        demo={s.demo}
        onChange={(extras) => set('extras', extras)}
        fieldError={fieldError}
      />

      <label className="check">
        <input type="checkbox" checked={d.sounds} onChange={(e) => set('sounds', e.target.checked)} />
        <span>Sounds for reads (new item, duplicate, unknown code, error)</span>
      </label>

      <fieldset className="wedge-settings">
        <legend>Keyboard-wedge scanners</legend>
        <NumberField
          id={`${id}-gap`}
          label="Longest gap between keys (ms)"
          value={d.maxGapMs}
          onChange={(v) => set('maxGapMs', v)}
          error={fieldError('maxGapMs')}
        />
        <NumberField
          id={`${id}-min`}
          label="Shortest code (characters)"
          value={d.minLength}
          onChange={(v) => set('minLength', v)}
          error={fieldError('minLength')}
        />
        <div className="field">
          <span className="label">Scanner ends each code with</span>
          <label className="check">
            <input type="checkbox" checked={d.suffixEnter} onChange={(e) => set('suffixEnter', e.target.checked)} />
            <span>Enter</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={d.suffixTab} onChange={(e) => set('suffixTab', e.target.checked)} />
            <span>Tab</span>
          </label>
          {fieldError('suffixKeys') && <small className="field-error">Choose at least one key.</small>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-prefix`}>Prefix key (optional, e.g. F9)</label>
          <input
            id={`${id}-prefix`}
            type="text"
            value={d.prefixKey}
            onChange={(e) => set('prefixKey', e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={fieldError('prefixKey') ? true : undefined}
          />
        </div>
      </fieldset>

      {s.error && (
        <p className="notice error" role="alert">
          {errorText(s.error)}
        </p>
      )}
      <div className="reader-actions">
        <button type="submit" disabled={s.busy}>
          Save
        </button>
        {d.source !== 'wedge-only' && (
          <button type="button" className="primary" disabled={s.busy} onClick={() => void s.connect(fromDraft(d))}>
            {state === 'idle' || state === 'error' ? 'Save and connect' : 'Save and reconnect'}
          </button>
        )}
        {state !== 'idle' && (
          <button type="button" disabled={s.busy} onClick={() => void s.disconnect()}>
            Disconnect
          </button>
        )}
      </div>
      <ReaderCounter />
    </form>
  );
}
