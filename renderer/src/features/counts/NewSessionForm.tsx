// Process: renderer. New count session: description, the areas (the plan of the count, one per line or comma
// separated), what the count covers (the whole store, one or more categories of the store's catalog with their
// item counts, or only the areas counted), blind or not. Enter in the description creates it; the counting screen
// opens on the first area.
import { type FormEvent, useState } from 'react';
import type { ChosenScope } from '../../../../contract/counts';
import { ScopeChoice, type ScopeKind } from '../../shared/ScopeChoice';
import { useApp } from '../../store/context';

export function parseAreas(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]+/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

function scopeOf(kind: ScopeKind, categories: string[]): ChosenScope {
  return kind === 'categories' ? { kind, categories } : { kind };
}

export function NewSessionForm({ onClose, lastAreas }: { onClose: () => void; lastAreas: string[] }) {
  const create = useApp((s) => s.createCountSession);
  const busy = useApp((s) => s.countBusy);
  const [description, setDescription] = useState('');
  const [areas, setAreas] = useState(lastAreas.join(', '));
  const [blind, setBlind] = useState(false);
  const [kind, setKind] = useState<ScopeKind>('store');
  const [categories, setCategories] = useState<string[]>([]);
  const scopeReady = kind !== 'categories' || categories.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!scopeReady) return;
    const scope = scopeOf(kind, categories);
    void create({ description: description.trim(), areas: parseAreas(areas), blind, scope }).then(
      (ok) => ok && onClose(),
    );
  };
  return (
    <form className="new-session" onSubmit={submit} aria-labelledby="new-session-title">
      <h2 id="new-session-title">New session</h2>
      <label>
        Description
        <input
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={200}
          placeholder="November full count"
          // biome-ignore lint/a11y/noAutofocus: the form was just opened to type this
          autoFocus
          required
        />
      </label>
      <label>
        Areas (comma separated, in counting order)
        <input value={areas} onChange={(e) => setAreas(e.target.value)} placeholder="Front, Back room, Bar" />
      </label>
      <ScopeChoice kind={kind} setKind={setKind} categories={categories} setCategories={setCategories} />
      <label className="check">
        <input type="checkbox" checked={blind} onChange={(e) => setBlind(e.target.checked)} />
        Blind count (no expected quantities anywhere, print and export included)
      </label>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy || !description.trim() || !scopeReady}>
          Create and start counting
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
