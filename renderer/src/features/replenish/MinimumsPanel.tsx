// Process: renderer. The store's presentation minimums: what the floor should hold per category, with per-item
// overrides (0 takes an item off); without a rule, one of each size and colour of a style on display. Set or remove
// one by its category code or SKU, import a CSV (kind,code,description,minimum; whole or not at all), export it.
import { type FormEvent, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MINIMUM_KINDS, MINIMUM_MAX, type MinimumKind } from '../../../../contract/replenish';
import { downloadFile } from '../../lib/download';
import { formatCount } from '../../lib/format';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectMinimumsPanel } from '../../store/selectors/replenish';

const KIND_WORDS: Record<MinimumKind, string> = { category: 'Category', item: 'Item (SKU)' };

export function MinimumsPanel() {
  const s = useApp(useShallow(selectMinimumsPanel));
  const [kind, setKind] = useState<MinimumKind>('category');
  const [code, setCode] = useState('');
  const [minimum, setMinimum] = useState('1');
  const file = useRef<HTMLInputElement>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (await s.set(kind, code.trim(), Number(minimum))) setCode('');
  };
  const importFile = async (f: File | undefined) => {
    if (f) await s.importCsv(await f.text(), f.name);
    if (file.current) file.current.value = '';
  };
  const exportCsv = async () => {
    const csv = await s.exportCsv();
    if (csv) downloadFile('minimums.csv', csv, 'text/csv');
  };
  return (
    <details className="replenish-minimums" onToggle={(e) => e.currentTarget.open && void s.load()}>
      <summary>
        <h2>Minimums</h2>
      </summary>
      <p className="muted">
        What the floor should hold. Without a rule: one of each size and colour of a style the store holds.
      </p>
      <form className="row-actions" onSubmit={(e) => void save(e)}>
        <label>
          Rule for{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value as MinimumKind)}>
            {MINIMUM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Code <input value={code} onChange={(e) => setCode(e.target.value)} required maxLength={200} />
        </label>
        <label>
          Minimum{' '}
          <input
            type="number"
            min={0}
            max={MINIMUM_MAX}
            step={1}
            value={minimum}
            onChange={(e) => setMinimum(e.target.value)}
            required
          />
        </label>
        <button type="submit">Set minimum</button>
      </form>
      <div className="row-actions">
        <button type="button" onClick={() => file.current?.click()}>
          Import CSV…
        </button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="Minimums CSV file"
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
        <button type="button" onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </div>
      {s.rows && s.rows.length === 0 && <p className="muted">No rules yet: the size-curve default applies.</p>}
      {s.rows && s.rows.length > 0 && (
        <table className="data-table">
          <TableHead columns={['Rule', 'Code', 'Description', num('Minimum'), ACTIONS_COLUMN]} />
          <tbody>
            {s.rows.map((r) => (
              <tr key={`${r.kind}:${r.code}`}>
                <td>{KIND_WORDS[r.kind]}</td>
                <td>{r.code}</td>
                <td>{r.description}</td>
                <td className="num">{formatCount(r.minimum)}</td>
                <td>
                  <button type="button" onClick={() => void s.set(r.kind, r.code, null)}>
                    Remove<span className="visually-hidden"> the rule for {r.code}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
