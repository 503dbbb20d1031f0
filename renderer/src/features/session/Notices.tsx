// Process: renderer. The notices main gives the user once (settings reset after damage, a damaged count journal
// kept aside, background work that failed), each with a Dismiss button; a kept journal's notice also exports
// the counts that can still be read from it, one CSV per session. Shown on the sign-in screen and in the status
// bar, so they are read whatever screen is open.
import { useState } from 'react';
import type { AppNotice } from '../../../../contract';
import { downloadFile } from '../../lib/download';
import { useApp } from '../../store/context';

export function Notices() {
  const notices = useApp((s) => s.notices);
  if (!notices.length) return null;
  return (
    <section className="notices" aria-label="Notices" style={{ flexBasis: '100%', display: 'grid', gap: '0.4rem' }}>
      {notices.map((n) => (
        <Notice key={n.id} notice={n} />
      ))}
    </section>
  );
}

function Notice({ notice }: { notice: AppNotice }) {
  const dismiss = useApp((s) => s.dismissNotice);
  const exportJournal = useApp((s) => s.exportDamagedJournal);
  const [result, setResult] = useState<string | null>(null);
  const exportCounts = async (name: string) => {
    const r = await exportJournal(name);
    if ('code' in r) return setResult(r.message);
    for (const s of r.sessions) downloadFile(s.fileName, s.csv, 'text/csv;charset=utf-8');
    const unread = r.unreadable.length ? ` Could not be read: ${r.unreadable.join('; ')}` : '';
    setResult(`Exported ${r.sessions.length} session(s) as CSV.${unread}`);
  };
  return (
    <p className="notice warning" role="alert" data-notice={notice.kind}>
      {notice.message}{' '}
      {notice.kind === 'journalRecovered' && notice.file && (
        <button type="button" onClick={() => void exportCounts(notice.file!)}>
          Export its counts
        </button>
      )}{' '}
      <button type="button" onClick={() => void dismiss(notice.id)}>
        Dismiss
      </button>
      {result && <span role="status"> {result}</span>}
    </p>
  );
}
