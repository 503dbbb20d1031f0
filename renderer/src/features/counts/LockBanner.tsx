// Process: renderer. The lock, impossible to miss: finalized or processed (read-only), or locked because the
// session was finalized elsewhere, with the reason, when, and, if changes never reached the service, the two ways
// out in plain words: export them (Alt+U), or move them to a new session (Alt+M, then Alt+O opens it; those two
// are bound in count-keys.ts). Both read what the service holds first (lost answers are not moved twice); when
// it cannot be read the banner says so and the user may go by this PC's journal instead, knowingly.
// Decreases cannot move (no new session takes a negative count): they are named, to fix in the back office.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { MoveResult } from '../../../../contract/counts';
import { downloadFile } from '../../lib/download';
import { countOf, formatWhen } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectLockBanner } from '../../store/selectors/counts';
import { LockIcon } from './LockIcon';

export function LockBanner() {
  const { session, exportUnsent, moveUnsent, open } = useApp(useShallow(selectLockBanner));
  const [moved, setMoved] = useState<MoveResult | null>(null);
  const [unreadable, setUnreadable] = useState<{ what: 'export' | 'move'; message: string } | null>(null);
  const lock = session?.readOnly ? session.locked : null;
  const exportThem = (asJournal = false) =>
    void exportUnsent(asJournal).then((r) => {
      if (!r) return;
      if ('ok' in r) return setUnreadable({ what: 'export', message: r.message });
      setUnreadable(null);
      downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8');
    });
  const moveThem = (asJournal = false) =>
    void moveUnsent(asJournal).then((r) => {
      if (!r) return;
      if (!r.ok) return setUnreadable({ what: 'move', message: r.message });
      setUnreadable(null);
      setMoved(r);
    });
  const movedTo = (moved?.ok ? moved.newSessionId : null) ?? session?.movedTo ?? null;
  useKeys([{ keys: 'Alt+U', run: exportThem, when: !!lock && lock.unsentLines > 0 }]);
  if (!session?.readOnly) return null;
  return (
    <div className="lock-banner" role="status" data-locked="true">
      <LockIcon size={40} />
      <div>
        <strong>
          {lock
            ? 'Locked: this session was finalized elsewhere.'
            : `${session.status}: this session is read-only. Counts can no longer be added or changed.`}
        </strong>
        {lock && (
          <p>
            {lock.reason} ({formatWhen(lock.at)}).{' '}
            {lock.unsentLines > 0
              ? `${countOf(lock.unsentLines, 'changed line')} never reached the service. Nothing is lost: export them, or move them to a new session.`
              : 'Every change made here reached the service.'}
          </p>
        )}
        {lock && lock.unsentLines > 0 && (
          <div className="form-actions">
            <button type="button" onClick={() => exportThem()} aria-keyshortcuts={ariaKeys('Alt+U')}>
              Export unsent changes (CSV) <KeyHint keys="Alt+U" />
            </button>
            <button type="button" className="primary" onClick={() => moveThem()} aria-keyshortcuts={ariaKeys('Alt+M')}>
              Move them to a new session <KeyHint keys="Alt+M" />
            </button>
          </div>
        )}
        {unreadable && (
          <div className="form-error" role="alert" data-unreadable={unreadable.what}>
            <p>{unreadable.message}</p>
            <button type="button" onClick={() => (unreadable.what === 'move' ? moveThem(true) : exportThem(true))}>
              {unreadable.what === 'move' ? 'Move as the journal says' : 'Export as the journal says'}
            </button>
          </div>
        )}
        {moved?.ok && moved.newSessionId === null && (
          <p role="status">The service already holds every count made here: there was nothing to move.</p>
        )}
        {moved?.ok && moved.decreases.length > 0 && (
          <p role="status">
            {countOf(moved.decreases.length, 'line')} the service holds more of than was counted here (
            {moved.decreases
              .map((d) => `${d.description}, ${d.area}: ${d.counted} counted, ${d.onService} held`)
              .join('; ')}
            ): a new session cannot take a decrease. They stay in the export; correct them in the back office.
          </p>
        )}
        {movedTo && (
          <p>
            Moved to a new session.{' '}
            <button type="button" onClick={() => void open(movedTo)} aria-keyshortcuts={ariaKeys('Alt+O')}>
              Open it <KeyHint keys="Alt+O" />
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
