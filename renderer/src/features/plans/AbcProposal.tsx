// Process: renderer. The ABC proposal: the store's items classed by the value they hold (price x on-hand from the
// catalog), how often each class is counted, and how many items each of the next weeks means (main spreads the
// items so the weeks are even). The cut points and weeks are settings of the store; "Create A, B and C plans"
// adds one plan per class, due from the day chosen.
import { type FormEvent, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { AbcClass, AbcSettingsView } from '../../../../contract/plans';
import { localDay } from '../../lib/dates';
import { countOf, formatCount, formatDay, formatPercent } from '../../lib/format';
import { DayField } from '../../shared/DayField';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectAbcProposal } from '../../store/selectors/plans';

const CLASSES: AbcClass[] = ['A', 'B', 'C'];

function SettingsForm({ settings }: { settings: AbcSettingsView }) {
  const { saveSettings, busy } = useApp(useShallow(selectAbcProposal));
  const [a, setA] = useState(Math.round(settings.cuts.a * 100));
  const [b, setB] = useState(Math.round(settings.cuts.b * 100));
  const [weeks, setWeeks] = useState(settings.frequencies);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void saveSettings({ cuts: { a: a / 100, b: b / 100 }, frequencies: weeks });
  };
  return (
    <form className="abc-settings" onSubmit={submit} aria-label="ABC settings">
      <label>
        A up to (% of value)
        <input type="number" min={1} max={100} value={a} onChange={(e) => setA(Number(e.target.value))} />
      </label>
      <label>
        B up to (% of value)
        <input type="number" min={1} max={100} value={b} onChange={(e) => setB(Number(e.target.value))} />
      </label>
      {CLASSES.map((c) => (
        <label key={c}>
          {c} counted every (weeks)
          <input
            type="number"
            min={1}
            max={520}
            value={weeks[c]}
            onChange={(e) => setWeeks({ ...weeks, [c]: Number(e.target.value) })}
          />
        </label>
      ))}
      <button type="submit" disabled={busy}>
        Save settings
      </button>
    </form>
  );
}

export function AbcProposal({ onClose }: { onClose: () => void }) {
  const { proposal, load, accept, busy } = useApp(useShallow(selectAbcProposal));
  const [firstDue, setFirstDue] = useState<string | null>(() => localDay());
  useEffect(() => {
    void load();
  }, [load]);
  if (!proposal) return <p className="muted">Classifying the store's items…</p>;
  const total = proposal.totalValue;
  return (
    <section className="abc-proposal" aria-labelledby="abc-title">
      <h3 id="abc-title">ABC proposal</h3>
      <SettingsForm key={JSON.stringify(proposal.settings)} settings={proposal.settings} />
      <table className="data-table">
        <caption>Classes by value on hand</caption>
        <TableHead columns={['Class', num('Items'), num('Share of value'), num('Counted every')]} />
        <tbody>
          {CLASSES.map((c) => (
            <tr key={c}>
              <td>{c}</td>
              <td className="num">{formatCount(proposal.byClass[c].items)}</td>
              <td className="num">{formatPercent(total > 0 ? proposal.byClass[c].value / total : null)}</td>
              <td className="num">{countOf(proposal.byClass[c].weeks, 'week')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table abc-weeks">
        <caption>Items due per week</caption>
        <TableHead columns={['Week of', num('Items'), num('A'), num('B'), num('C')]} />
        <tbody>
          {proposal.weeks.map((w) => (
            <tr key={w.week}>
              <td>{formatDay(w.monday)}</td>
              <td className="num">{formatCount(w.items)}</td>
              {CLASSES.map((c) => (
                <td key={c} className="num">
                  {formatCount(w.byClass[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Over a year: {formatCount(Math.round(proposal.spread.mean))} items a week on average, from{' '}
        {formatCount(proposal.spread.min)} to {formatCount(proposal.spread.max)}.
      </p>
      <div className="form-actions">
        <DayField label="Due from" value={firstDue ?? ''} onChange={setFirstDue} />
        <button
          type="button"
          className="primary"
          disabled={busy || !firstDue}
          onClick={() => firstDue && void accept(firstDue).then((ok) => ok && onClose())}
        >
          Create A, B and C plans
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
