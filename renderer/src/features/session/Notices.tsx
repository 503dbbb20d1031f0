// Process: renderer. The notices main gives the user once (settings reset after damage, a damaged count journal
// kept aside, background work that failed), each with a Dismiss button. Shown on the sign-in screen and in the
// status bar, so they are read whatever screen is open.
import { useApp } from '../../store/context';

export function Notices() {
  const notices = useApp((s) => s.notices);
  const dismiss = useApp((s) => s.dismissNotice);
  if (!notices.length) return null;
  return (
    <section className="notices" aria-label="Notices" style={{ flexBasis: '100%', display: 'grid', gap: '0.4rem' }}>
      {notices.map((n) => (
        <p key={n.id} className="notice warning" role="alert" data-notice={n.kind}>
          {n.message}{' '}
          <button type="button" onClick={() => void dismiss(n.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </section>
  );
}
