// Process: renderer. "Other readers" in the reader settings form: readers connected beside the main one, all
// feeding the one count, each with its own source, port and protocol (its tuning: the Tuning section,
// reader chosen there). Add and Remove are plain buttons; each reader is a fieldset named by its label, so a
// screen reader says which reader a field belongs to.

import { readerLabel } from '../../../../contract/reader';
import {
  EXTRA_READERS_MAX,
  type ExtraReader,
  extraReaderId,
  READER_PROTOCOLS,
} from '../../../../contract/reader-settings';
import { NumberField, Select } from './form-fields';
import { PROTOCOL_LABELS } from './protocol-labels';
import { type ExtraDraft, newExtraDraft } from './reader-draft';

const SOURCES: { id: ExtraReader['source']; label: string }[] = [
  { id: 'serial', label: 'Serial reader' },
  { id: 'hid', label: 'USB HID reader' },
  { id: 'simulator', label: 'Demo reader simulator' },
];

/** The label the reader will go by once saved ("Sim 2", "ttyUSB1"), or its place in the list before a port is set. */
export function extraLabel(x: ExtraDraft, index: number): string {
  const id = extraReaderId({ source: x.source, port: x.port.trim() || null } as ExtraReader, index);
  return id ? readerLabel(id) : `Reader ${index + 2}`;
}

export function ExtraReadersFields(props: {
  id: string;
  extras: ExtraDraft[];
  demo: boolean;
  onChange: (extras: ExtraDraft[]) => void;
  fieldError: (name: string) => string | undefined;
}) {
  const { id, extras, demo, onChange } = props;
  const edit = (i: number, patch: Partial<ExtraDraft>) =>
    onChange(extras.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="extra-readers">
      <legend>Other readers</legend>
      <p className="hint">
        Readers connected beside the main one feed the same count; each read shows which reader it came from.
      </p>
      {extras.map((x, i) => {
        const label = extraLabel(x, i);
        const fid = `${id}-extra-${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is the readers' ids (sim-2, sim-3).
          <fieldset key={i} className="extra-reader" data-extra-reader={i}>
            <legend>{label}</legend>
            <div className="reader-grid">
              <Select
                id={`${fid}-source`}
                label={`${label}: source`}
                value={x.source}
                onChange={(v) => edit(i, { source: v as ExtraDraft['source'] })}
              >
                {SOURCES.map((o) => (
                  <option key={o.id} value={o.id} disabled={o.id === 'simulator' && !demo}>
                    {o.label}
                  </option>
                ))}
              </Select>
              {x.source !== 'simulator' && (
                <div className="field">
                  <label htmlFor={`${fid}-port`}>{`${label}: port`}</label>
                  <input
                    id={`${fid}-port`}
                    type="text"
                    value={x.port}
                    onChange={(e) => edit(i, { port: e.target.value })}
                    placeholder="COM4 or /dev/ttyUSB1"
                    spellCheck={false}
                    autoComplete="off"
                  />
                </div>
              )}
              <Select
                id={`${fid}-protocol`}
                label={`${label}: protocol`}
                value={x.protocol}
                onChange={(v) => edit(i, { protocol: v as ExtraDraft['protocol'] })}
              >
                {READER_PROTOCOLS.map((p) => (
                  <option key={p} value={p}>
                    {PROTOCOL_LABELS[p]}
                  </option>
                ))}
              </Select>
              {x.source === 'simulator' && (
                <NumberField
                  id={`${fid}-rate`}
                  label={`${label}: reads per second`}
                  value={x.simRate}
                  onChange={(v) => edit(i, { simRate: v })}
                  error={props.fieldError(`extraReaders.${i}.simulator.rate`)}
                />
              )}
            </div>
            <button type="button" onClick={() => onChange(extras.filter((_, j) => j !== i))}>
              Remove {label}
            </button>
          </fieldset>
        );
      })}
      {extras.length < EXTRA_READERS_MAX && (
        <button type="button" onClick={() => onChange([...extras, newExtraDraft(demo)])}>
          Add a reader
        </button>
      )}
    </fieldset>
  );
}
