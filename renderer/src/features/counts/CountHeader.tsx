// Process: renderer. The top of every screen of a session (counting, review): session name, status, what the count
// covers (its scope), Blind tag, the lock (impossible to miss), the area (large) with switch/add/recount, the
// outbox state, the reader state, and the way to Review and back (Alt+B sessions, Alt+R review / back to counting:
// bound in count-keys.ts).
import { useShallow } from 'zustand/react/shallow';
import { scopeText } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useApp } from '../../store/context';
import { selectCountHeader } from '../../store/selectors/counts';
import { AreaBar } from './AreaBar';
import { ExportActions } from './ExportActions';
import { LockBanner } from './LockBanner';
import { LockIcon } from './LockIcon';
import { OutboxBadge } from './OutboxBadge';
import { OutsideScopeChip } from './OutsideScopeChip';
import { ReaderBadge } from './ReaderBadge';

export function CountHeader({ onReview = true }: { onReview?: boolean }) {
  const { session, show, close } = useApp(useShallow(selectCountHeader));
  if (!session) return null;
  return (
    <header className="count-header screen-header">
      <div className="count-header-row">
        <button type="button" onClick={close} aria-keyshortcuts={ariaKeys('Alt+B')}>
          ← Sessions <KeyHint keys="Alt+B" />
        </button>
        <h1 id="count-title">
          {session.readOnly && <LockIcon size={28} label="Locked" />}
          {session.description}
        </h1>
        <span className={`status-chip status-${session.status.toLowerCase()}`}>{session.status}</span>
        <span className="scope-chip" data-scope={session.scope.kind}>
          Scope: {scopeText(session.scope)}
        </span>
        <OutsideScopeChip />
        {session.blind && <span className="blind-tag">Blind count</span>}
        <span className="spacer" />
        <OutboxBadge outbox={session.outbox} />
        <ReaderBadge />
        {onReview ? (
          <button
            type="button"
            className="primary"
            onClick={() => show('review')}
            aria-keyshortcuts={ariaKeys('Alt+R')}
          >
            Review{session.readOnly ? '' : ' and finalize'} <KeyHint keys="Alt+R" />
          </button>
        ) : (
          !session.readOnly && (
            <button
              type="button"
              className="primary"
              onClick={() => show('counting')}
              aria-keyshortcuts={ariaKeys('Alt+R')}
            >
              Back to counting <KeyHint keys="Alt+R" />
            </button>
          )
        )}
        <ExportActions />
      </div>
      <LockBanner />
      {!session.readOnly && <AreaBar />}
    </header>
  );
}
