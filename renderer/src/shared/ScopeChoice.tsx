// Process: renderer. What a new count covers, chosen in the new-session form: the whole store, one or more of the
// store's categories (each with its number of items, from the catalog cache), or only the areas counted (nothing
// else expected or missing). Main's rule: contract/counts.ts CountScope.
import { useEffect } from 'react';
import { formatCount } from '../lib/format';
import { useApp } from '../store/context';
import './scope.css';

export type ScopeKind = 'store' | 'categories' | 'areas';

const KINDS: { kind: ScopeKind; label: string; hint: string }[] = [
  { kind: 'store', label: 'Whole store', hint: 'every item the store holds is expected' },
  { kind: 'categories', label: 'Categories', hint: 'only the items of the categories chosen' },
  { kind: 'areas', label: 'Areas only', hint: 'only the items counted in the areas; nothing else is missing' },
];

export function ScopeChoice({
  kind,
  setKind,
  categories,
  setCategories,
}: {
  kind: ScopeKind;
  setKind: (k: ScopeKind) => void;
  categories: string[];
  setCategories: (c: string[]) => void;
}) {
  const choices = useApp((s) => s.countScopeCategories);
  const load = useApp((s) => s.loadCountScopeCategories);
  useEffect(() => {
    if (kind === 'categories' && choices === null) void load();
  }, [kind, choices, load]);
  const toggle = (c: string, on: boolean) => setCategories(on ? [...categories, c] : categories.filter((x) => x !== c));
  return (
    <fieldset className="scope-choice">
      <legend>What the count covers</legend>
      {KINDS.map((k) => (
        <label key={k.kind} className="check">
          <input type="radio" name="scope" checked={kind === k.kind} onChange={() => setKind(k.kind)} />
          <span>
            {k.label} <span className="muted">({k.hint})</span>
          </span>
        </label>
      ))}
      {kind === 'categories' && (
        <fieldset className="scope-categories">
          <legend className="visually-hidden">Categories to count</legend>
          {choices === null ? (
            <p className="muted">Loading the store's categories…</p>
          ) : choices.length === 0 ? (
            <p className="form-error">The catalog has no categories for this store yet: sync the catalog first.</p>
          ) : (
            choices.map((c) => (
              <label key={c.category} className="check">
                <input
                  type="checkbox"
                  checked={categories.includes(c.category)}
                  onChange={(e) => toggle(c.category, e.target.checked)}
                />
                <span>
                  {c.category} <span className="muted">({formatCount(c.items)} items)</span>
                </span>
              </label>
            ))
          )}
          {choices !== null && choices.length > 0 && categories.length === 0 && (
            <p className="muted">Choose one or more categories.</p>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}
