// Process: renderer. Settings -> Scale: which scale (none, serial, USB HID: the scales present offered as choices,
// or why none can be listed; the demo's simulator), its port, its serial format, the unit weights are shown in,
// and how stability is judged (the scale's flag or N equal readings);
// then the live weight with Tare and Zero where the scale takes them, and, with the simulator, an item to put on
// its pan. Main validates and keeps the settings (scale.setSettings); its refusal is shown under the form.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ScaleSettings } from '../../../../contract/scale-settings';
import {
  SCALE_DISPLAY_UNITS,
  SCALE_PROTOCOLS,
  SCALE_SOURCES,
  type ScaleDisplayUnit,
  type ScaleProtocolName,
  type ScaleSourceKind,
} from '../../../../contract/scale-settings';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectScaleSettingsSection } from '../../store/selectors/scale';
import { scaleStatusSentence, scaleStatusText } from './scale-text';
import './scale.css';

const SOURCE_LABELS: Record<ScaleSourceKind, string> = {
  none: 'No scale',
  serial: 'Serial scale (RS-232 or USB serial)',
  hid: 'USB scale (HID, e.g. Dymo M-series)',
  simulator: 'Simulated scale (demo)',
};
const PROTOCOL_LABELS: Record<ScaleProtocolName, string> = {
  'mt-sics': 'Mettler Toledo MT-SICS',
  and: 'A&D standard format',
  cas: 'CAS 22 bytes',
};

export function ScaleSettingsSection() {
  const settings = useApp((s) => s.scaleSettings);
  if (!settings) return <p aria-live="polite">Loading scale settings…</p>;
  // Re-keyed on the saved settings: after a save the form shows what is stored.
  return <ScaleForm key={JSON.stringify(settings)} settings={settings} />;
}

function ScaleForm({ settings }: { settings: ScaleSettings }) {
  const id = useId();
  const s = useApp(useShallow(selectScaleSettingsSection));
  const [d, setD] = useState(() => ({ ...settings, port: settings.port ?? '', equal: String(settings.equalReadings) }));
  const set = <K extends keyof typeof d>(k: K, v: (typeof d)[K]) => setD((prev) => ({ ...prev, [k]: v }));
  const [pan, setPan] = useState('');
  const usesPort = d.source === 'serial' || d.source === 'hid';
  const usesFormat = d.source === 'serial' || d.source === 'simulator';
  const connected = s.status && s.status.source !== 'none' && s.status.state !== 'unplugged';
  const { text } = scaleStatusText(s.status, settings.unit);
  const { loadHidScales } = s;
  // The HID scales present are listed as choices whenever the HID source is chosen.
  useEffect(() => {
    if (d.source === 'hid') void loadHidScales();
  }, [d.source, loadHidScales]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { equal, ...rest } = d;
    void s.save({ ...rest, port: d.port.trim() || null, equalReadings: Number(equal) });
  };
  const putOnPan = (e: FormEvent) => {
    e.preventDefault();
    const grams = Number(pan);
    if (pan.trim() && Number.isFinite(grams)) void s.put(grams);
  };

  return (
    <section className="scale-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Scale</h2>
      <p className="notice" aria-live="polite" data-scale-message="">
        {scaleStatusSentence(s.status)} {connected ? `Now: ${text}.` : ''}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-source`}>Scale source</label>
          <select
            id={`${id}-source`}
            value={d.source}
            onChange={(e) => set('source', e.target.value as ScaleSourceKind)}
          >
            {SCALE_SOURCES.map((v) => (
              <option key={v} value={v}>
                {SOURCE_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        {usesPort && (
          <div className="field">
            <label htmlFor={`${id}-port`}>{d.source === 'hid' ? 'HID device path' : 'Port'}</label>
            <input
              id={`${id}-port`}
              type="text"
              value={d.port}
              onChange={(e) => set('port', e.target.value)}
              placeholder={d.source === 'hid' ? '/dev/hidraw2' : 'COM4 or /dev/ttyUSB1'}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
        )}
        {d.source === 'hid' && (
          <div className="field">
            <label htmlFor={`${id}-hid`}>USB scales found</label>
            <select id={`${id}-hid`} value={d.port} onChange={(e) => set('port', e.target.value)} data-hid-scales>
              <option value="">{s.hidScales?.scales.length ? 'Choose a scale' : 'None found'}</option>
              {(s.hidScales?.scales ?? []).map((c) => (
                <option key={c.path} value={c.path}>
                  {c.label}
                </option>
              ))}
            </select>
            {s.hidScales?.unavailable ? (
              <p className="muted">USB scales cannot be listed on this PC: {s.hidScales.unavailable}</p>
            ) : null}
          </div>
        )}
        {usesFormat && (
          <div className="field">
            <label htmlFor={`${id}-protocol`}>Protocol</label>
            <select
              id={`${id}-protocol`}
              value={d.protocol}
              onChange={(e) => set('protocol', e.target.value as ScaleProtocolName)}
            >
              {SCALE_PROTOCOLS.map((v) => (
                <option key={v} value={v}>
                  {PROTOCOL_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-unit`}>Show weights in</label>
          <select id={`${id}-unit`} value={d.unit} onChange={(e) => set('unit', e.target.value as ScaleDisplayUnit)}>
            {SCALE_DISPLAY_UNITS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-stable`}>A weight is stable</label>
          <select
            id={`${id}-stable`}
            value={d.stableBy}
            onChange={(e) => set('stableBy', e.target.value as ScaleSettings['stableBy'])}
          >
            <option value="flag">when the scale says so</option>
            <option value="equal">after equal readings in a row</option>
          </select>
        </div>
        {d.stableBy === 'equal' && (
          <div className="field">
            <label htmlFor={`${id}-equal`}>Equal readings (2-20)</label>
            <input
              id={`${id}-equal`}
              type="text"
              inputMode="numeric"
              value={d.equal}
              onChange={(e) => set('equal', e.target.value)}
              autoComplete="off"
            />
          </div>
        )}
        {s.error && (
          <p className="field-error" role="alert">
            {errorText(s.error)}
          </p>
        )}
        <button type="submit" disabled={s.busy}>
          Save scale settings
        </button>
      </form>
      {connected && (s.status?.commands.length ?? 0) > 0 && (
        <div className="scale-actions">
          {s.status?.commands.includes('tare') && (
            <button type="button" onClick={() => void s.command('tare')}>
              Tare
            </button>
          )}
          {s.status?.commands.includes('zero') && (
            <button type="button" onClick={() => void s.command('zero')}>
              Zero
            </button>
          )}
        </div>
      )}
      {settings.source === 'simulator' && (
        <form onSubmit={putOnPan} noValidate>
          <div className="field">
            <label htmlFor={`${id}-pan`}>Put an item on the simulated pan (grams; 0 empties it)</label>
            <input
              id={`${id}-pan`}
              type="text"
              inputMode="decimal"
              value={pan}
              onChange={(e) => setPan(e.target.value)}
              autoComplete="off"
            />
          </div>
          <button type="submit">Put on the pan</button>
        </form>
      )}
    </section>
  );
}
