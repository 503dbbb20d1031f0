// Process: renderer. The lock, impossible to miss: finalized or processed (read-only), or locked because the
// session was finalized elsewhere, with the reason, when, and, if changes never reached the service, the two ways
// out in plain words: export them (Alt+U), or move them to a new session (Alt+M, then Alt+O opens it; those two
// are bound in count-keys.ts).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { downloadFile } from './download';
import { countOf, formatWhen } from './format';
import { LockIcon } from './LockIcon';

export function LockBanner() {
  const { session, exportUnsent, moveUnsent, open } = useApp(
    useShallow((s) => ({
      session: s.countSession,
      exportUnsent: s.exportCountUnsent,
      moveUnsent: s.moveCountUnsent,
      open: s.openCountSession,
    })),
  );
  const [moved, setMoved] = useState<string | null>(null);
  const lock = session?.readOnly ? session.locked : null;
  const exportThem = () =>
    void exportUnsent().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'));
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
            <button type="button" onClick={exportThem} aria-keyshortcuts={ariaKeys('Alt+U')}>
              Export unsent changes (CSV) <KeyHint keys="Alt+U" />
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => void moveUnsent().then((r) => r && setMoved(r.newSessionId))}
              aria-keyshortcuts={ariaKeys('Alt+M')}
            >
              Move them to a new session <KeyHint keys="Alt+M" />
            </button>
          </div>
        )}
        {(moved ?? session.movedTo) && (
          <p>
            Moved to a new session.{' '}
            <button
              type="button"
              onClick={() => void open((moved ?? session.movedTo)!)}
              aria-keyshortcuts={ariaKeys('Alt+O')}
            >
              Open it <KeyHint keys="Alt+O" />
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
