// Process: renderer. The store's count plans on the Counts home screen: what each counts, how often, its next due
// day (overdue plans stand out: a red "Overdue since" chip and the row first, as main sorts by due day), how many
// items the count due this week means, and Start (opens the plan's count, started now or already started).
// New plan and Edit open the plan form; ABC proposal opens the store's classes and the weekly due counts.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PlanView } from '../../../../contract/plans';
import { formatCount } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectPlansPanel } from '../../store/selectors/plans';
import { AbcProposal } from './AbcProposal';
import { PlanForm } from './PlanForm';
import { dueText, planEveryText, planWhatText } from './plan-text';
import './plans.css';

function PlanRow({ p, today, onEdit }: { p: PlanView; today: string; onEdit: () => void }) {
  const { start, remove, busy } = useApp(useShallow(selectPlansPanel));
  const [confirm, setConfirm] = useState(false);
  return (
    <tr data-plan={p.id} className={p.overdue ? 'plan-overdue' : p.due ? 'plan-due' : undefined}>
      <td>{p.name}</td>
      <td>{planWhatText(p)}</td>
      <td>{planEveryText(p)}</td>
      <td>
        <span className={`due-chip${p.overdue ? ' overdue' : p.due ? ' due' : ''}`}>{dueText(p, today)}</span>
      </td>
      <td className="num">{p.dueItems === null ? '–' : formatCount(p.dueItems)}</td>
      <td className="row-actions">
        <button
          type="button"
          className={p.due ? 'primary' : undefined}
          disabled={busy}
          onClick={() => void start(p.id)}
        >
          Start<span className="visually-hidden"> {p.name}</span>
        </button>
        <button type="button" onClick={onEdit}>
          Edit<span className="visually-hidden"> {p.name}</span>
        </button>
        {confirm ? (
          <>
            <button type="button" className="danger" onClick={() => void remove(p.id)}>
              Yes, delete {p.name}
            </button>
            <button type="button" onClick={() => setConfirm(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirm(true)}>
            Delete<span className="visually-hidden"> {p.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

export function PlansPanel() {
  const { plans, load, error, storeId } = useApp(useShallow(selectPlansPanel));
  const [form, setForm] = useState<{ plan: PlanView | null } | null>(null);
  const [abc, setAbc] = useState(false);
  useEffect(() => {
    if (storeId) void load();
  }, [load, storeId]);
  const list = plans?.plans ?? [];
  const due = list.filter((p) => p.due).length;
  return (
    <section className="plans-panel" aria-labelledby="plans-title">
      <div className="title-row">
        <h2 id="plans-title">Count plans{plans ? ` · ${due} due` : ''}</h2>
        <button type="button" onClick={() => setForm({ plan: null })}>
          New plan
        </button>
        <button type="button" onClick={() => setAbc((on) => !on)} aria-expanded={abc}>
          ABC proposal
        </button>
      </div>
      <ErrorAlert error={error} />
      {form && <PlanForm plan={form.plan} onClose={() => setForm(null)} />}
      {abc && <AbcProposal onClose={() => setAbc(false)} />}
      {plans === null ? (
        <p className="muted">Loading plans…</p>
      ) : list.length === 0 ? (
        <p className="muted">No count plans yet: add one, or start from the ABC proposal.</p>
      ) : (
        <table className="data-table plans-table">
          <caption className="visually-hidden">Count plans, soonest due first</caption>
          <TableHead columns={['Plan', 'Counts', 'How often', 'Next due', num('Items due'), ACTIONS_COLUMN]} />
          <tbody>
            {list.map((p) => (
              <PlanRow key={p.id} p={p} today={plans.today} onEdit={() => setForm({ plan: p })} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
