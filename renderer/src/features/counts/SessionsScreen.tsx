// Process: renderer. The working store's count sessions: status, description, what each count covers (its scope),
// lines, last change and sync state, filtered by status; New session; open; rename. Keys (shown): Alt+N new, Alt+S
// status, Alt+R refresh, Alt+O open and Alt+M rename the row with the focus (else the first), ↑ / ↓ between rows.
// Finalized and Processed sessions show a lock and open read-only. Against the built-in demo service a Finalized
// session also offers "Process (demo back office)": the step a real back office takes, which sets the store's
// on-hand of its items to what was counted (main: hosts/app/counts/demo-back-office.ts).
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { COUNT_STATUSES, type CountSessionSummary } from '../../../../contract/counts';
import { formatCount, formatWhen, scopeText } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectSessionRow, selectSessionsScreen } from '../../store/selectors/counts';
import { AccuracyButton } from '../accuracy/AccuracyButton';
import { PlansPanel } from '../plans/PlansPanel';
import { TagReportButton } from '../tags/TagReportButton';
import { CountMessages } from './CountMessages';
import { LockIcon } from './LockIcon';
import { NewSessionForm } from './NewSessionForm';

function syncState(s: CountSessionSummary): string {
  if (s.unsent === null) return 'Not opened here';
  if (!s.onService) return 'Not on the service yet';
  return s.unsent > 0 ? `${formatCount(s.unsent)} waiting` : 'All sent';
}

function SessionRow({
  s,
  editing,
  setEditing,
}: {
  s: CountSessionSummary;
  editing: boolean;
  setEditing: (on: boolean) => void;
}) {
  const { open, rename, process, demo, busy } = useApp(useShallow(selectSessionRow));
  // Only a Finalized count is processed (a Processed one was already; the service refuses the others).
  const processable = demo && s.status === 'Finalized' && s.onService;
  const [name, setName] = useState(s.description);
  return (
    <tr data-session={s.id} className={s.readOnly ? 'session-locked' : undefined}>
      <td>
        <span className={`status-chip status-${s.status.toLowerCase()}`}>
          {s.readOnly && <LockIcon size={16} />}
          {s.status}
        </span>
      </td>
      <td>
        {editing ? (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void rename(s.id, name).then((done) => done && setEditing(false));
            }}
          >
            <input
              aria-label="New description"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
              // biome-ignore lint/a11y/noAutofocus: the rename field is what the user just asked for
              autoFocus
            />
            <button type="submit" disabled={!name.trim()}>
              Save
            </button>
          </form>
        ) : (
          s.description
        )}
      </td>
      <td>{scopeText(s.scope)}</td>
      <td className="num" data-figure="lines">
        {formatCount(s.lines)}
      </td>
      <td data-figure="last-change">{formatWhen(s.lastUpdated)}</td>
      <td>{syncState(s)}</td>
      <td className="row-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void open(s.id)}>
          {s.readOnly ? 'View' : 'Open'}
          <span className="visually-hidden"> {s.description}</span>
        </button>
        {s.readOnly && s.openedHere && <TagReportButton sessionId={s.id} description={s.description} />}
        {processable && (
          <button type="button" disabled={busy} onClick={() => void process(s.id)}>
            Process (demo back office)<span className="visually-hidden"> {s.description}</span>
          </button>
        )}
        {!s.readOnly && !editing && (
          <button type="button" onClick={() => setEditing(true)}>
            Rename<span className="visually-hidden"> {s.description}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** The session the row keys act on: the row holding the focus, else the first. */
function currentSession(sessions: CountSessionSummary[]): CountSessionSummary | undefined {
  const row = (document.activeElement as HTMLElement | null)?.closest?.('tr[data-session]');
  const id = row?.getAttribute('data-session');
  return sessions.find((x) => x.id === id) ?? sessions[0];
}

/** ↑ / ↓ move between the rows (to their first button). */
function moveRow(e: KeyboardEvent<HTMLTableSectionElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const row = (e.target as HTMLElement).closest('tr');
  const next = e.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  const button = next?.querySelector('button');
  if (!button) return;
  e.preventDefault();
  button.focus();
}

export function SessionsScreen() {
  const { sessions, status, load, busy, store, open } = useApp(useShallow(selectSessionsScreen));
  // Alt+N on a session's screen came here to open the form.
  const takeNewAsk = useApp((s) => s.takeNewCountSessionAsk);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (takeNewAsk()) setCreating(true);
  }, [takeNewAsk]);
  const [renaming, setRenaming] = useState<string | null>(null);
  const statusRef = useRef<HTMLSelectElement>(null);
  const list = sessions ?? [];
  useKeys([
    { keys: 'Alt+N', run: () => setCreating(true) },
    { keys: 'Alt+S', run: () => statusRef.current?.focus() },
    { keys: 'Alt+R', run: () => void load(), when: !busy },
    { keys: 'Alt+O', run: () => void (currentSession(list) && open(currentSession(list)!.id)), when: list.length > 0 },
    {
      keys: 'Alt+M',
      run: () => {
        const c = currentSession(list);
        if (c && !c.readOnly) setRenaming(c.id);
      },
      when: list.length > 0,
    },
  ]);
  return (
    <section className="card counts-sessions" aria-labelledby="sessions-title">
      <div className="title-row">
        <h1 id="sessions-title">Count sessions{store ? ` · ${store.description}` : ''}</h1>
        <label className="inline-label">
          Status <KeyHint keys="Alt+S" />
          <select
            ref={statusRef}
            aria-keyshortcuts={ariaKeys('Alt+S')}
            value={status ?? ''}
            onChange={(e) => void load((e.target.value || null) as (typeof COUNT_STATUSES)[number] | null)}
            aria-label="Filter by status"
          >
            <option value="">All</option>
            {COUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void load()} disabled={busy} aria-keyshortcuts={ariaKeys('Alt+R')}>
          Refresh <KeyHint keys="Alt+R" />
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setCreating(true)}
          aria-keyshortcuts={ariaKeys('Alt+N')}
        >
          New session <KeyHint keys="Alt+N" />
        </button>
        <AccuracyButton />
      </div>
      <CountMessages />
      <PlansPanel />
      {creating && <NewSessionForm onClose={() => setCreating(false)} lastAreas={[]} />}
      {sessions === null ? (
        <p className="muted">{busy ? 'Loading sessions…' : 'No sessions loaded.'}</p>
      ) : sessions.length === 0 ? (
        <p className="muted">No sessions{status ? ` with status ${status}` : ''} in this store yet.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Count sessions</caption>
          <TableHead
            columns={['Status', 'Description', 'Scope', num('Lines'), 'Last change', 'Sync', ACTIONS_COLUMN]}
          />
          <tbody onKeyDown={moveRow}>
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                s={s}
                editing={renaming === s.id}
                setEditing={(on) => setRenaming(on ? s.id : null)}
              />
            ))}
          </tbody>
        </table>
      )}
      {sessions && sessions.length > 0 && (
        <ul className="key-help" aria-label="Keys">
          <li>
            <KeyHint keys="Alt+O" /> open, <KeyHint keys="Alt+M" /> rename: the row with the focus, else the first
          </li>
          <li>
            <kbd>↑</kbd> / <kbd>↓</kbd> move between the rows
          </li>
        </ul>
      )}
    </section>
  );
}
