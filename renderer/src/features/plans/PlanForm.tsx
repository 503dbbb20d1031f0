// Process: renderer. A count plan added or edited: its name, what it counts (a scope, chosen as a new count's is,
// or one ABC class's share of each week), how often (every N days or weeks; an ABC plan may follow its class's
// frequency) and its first due day. Main checks the plan again (contract/plans.ts PlanInput) and says what is wrong.
import { type FormEvent, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ChosenScope } from '../../../../contract/counts';
import type { AbcClass, PlanView } from '../../../../contract/plans';
import { localDay } from '../../lib/dates';
import { DayField } from '../../shared/DayField';
import { ScopeChoice, type ScopeKind } from '../../shared/ScopeChoice';
import { useApp } from '../../store/context';
import { selectPlanForm } from '../../store/selectors/plans';

export function PlanForm({ plan, onClose }: { plan: PlanView | null; onClose: () => void }) {
  const { save, busy } = useApp(useShallow(selectPlanForm));
  const scope = plan?.what.kind === 'scope' ? plan.what.scope : null;
  const [name, setName] = useState(plan?.name ?? '');
  const [type, setType] = useState<'scope' | 'abc'>(plan?.what.kind ?? 'scope');
  const [kind, setKind] = useState<ScopeKind>(scope?.kind ?? 'categories');
  const [categories, setCategories] = useState<string[]>(scope?.kind === 'categories' ? scope.categories : []);
  const [abcClass, setAbcClass] = useState<AbcClass>(plan?.what.kind === 'abc' ? plan.what.abcClass : 'A');
  const [followClass, setFollowClass] = useState(plan ? plan.every.kind === 'abc' : true);
  const [n, setN] = useState(plan?.every.kind === 'interval' ? plan.every.n : 1);
  const [unit, setUnit] = useState<'days' | 'weeks'>(plan?.every.kind === 'interval' ? plan.every.unit : 'weeks');
  const [firstDue, setFirstDue] = useState<string | null>(plan?.nextDue ?? localDay());
  const abc = type === 'abc';
  const ready = name.trim() !== '' && (abc || kind !== 'categories' || categories.length > 0) && !!firstDue;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !firstDue) return;
    const chosen: ChosenScope = kind === 'categories' ? { kind, categories } : { kind };
    const draft = {
      name: name.trim(),
      what: abc ? { kind: 'abc' as const, abcClass } : { kind: 'scope' as const, scope: chosen },
      every:
        abc && followClass ? { kind: 'abc' as const } : { kind: 'interval' as const, n, unit: abc ? 'weeks' : unit },
      firstDue,
    };
    void save(draft, plan?.id).then((ok) => ok && onClose());
  };

  return (
    <form className="plan-form" onSubmit={submit} aria-labelledby="plan-form-title">
      <h3 id="plan-form-title">{plan ? `Edit plan ${plan.name}` : 'New count plan'}</h3>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
      </label>
      <fieldset>
        <legend>What the plan counts</legend>
        <label className="check">
          <input type="radio" name="plan-type" checked={!abc} onChange={() => setType('scope')} />
          Categories, areas or the whole store
        </label>
        <label className="check">
          <input type="radio" name="plan-type" checked={abc} onChange={() => setType('abc')} />
          One ABC class (its items spread over the weeks)
        </label>
      </fieldset>
      {abc ? (
        <label>
          Class
          <select value={abcClass} onChange={(e) => setAbcClass(e.target.value as AbcClass)}>
            <option value="A">A: the items holding the most value</option>
            <option value="B">B</option>
            <option value="C">C: the rest</option>
          </select>
        </label>
      ) : (
        <ScopeChoice kind={kind} setKind={setKind} categories={categories} setCategories={setCategories} />
      )}
      <fieldset className="plan-every">
        <legend>How often</legend>
        {abc && (
          <label className="check">
            <input type="checkbox" checked={followClass} onChange={(e) => setFollowClass(e.target.checked)} />
            Follow the class's frequency (ABC settings)
          </label>
        )}
        {!(abc && followClass) && (
          <span className="inline-fields">
            <label>
              Every
              <input type="number" min={1} max={3660} value={n} onChange={(e) => setN(Number(e.target.value) || 1)} />
            </label>
            <label>
              Unit
              <select value={abc ? 'weeks' : unit} disabled={abc} onChange={(e) => setUnit(e.target.value as 'days')}>
                <option value="days">days</option>
                <option value="weeks">weeks</option>
              </select>
            </label>
          </span>
        )}
      </fieldset>
      <DayField label={plan ? 'Next due' : 'First due'} value={firstDue ?? ''} onChange={setFirstDue} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy || !ready}>
          {plan ? 'Save plan' : 'Add plan'}
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
