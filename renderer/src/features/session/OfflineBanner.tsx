// Process: renderer. Offline launch: the app opened on the cached catalog because the service could not be
// reached. Says how old the cache is, that main keeps reconnecting (and when it tries next), and offers Retry.
// On the sign-in screen (nothing cached yet) only the reconnect line and Retry show.
import { useShallow } from 'zustand/react/shallow';
import type { OfflineStatus } from '../../../../contract';
import { formatWhen } from '../../lib/format';
import { useNow } from '../../shared/use-now';
import { useApp } from '../../store/context';
import { selectOffline, selectOfflineRetry } from '../../store/selectors/session';
import './offline-banner.css';
import { offlineHeadline, reconnectText } from './offline-text';

export function OfflineRetry({ offline }: { offline: OfflineStatus }) {
  const { retry, signingIn } = useApp(useShallow(selectOfflineRetry));
  const now = useNow(1000);
  return (
    <span className="offline-retry">
      <span className="offline-reconnect" aria-live="off" title={offline.message}>
        {reconnectText(offline, now)}
      </span>
      <button type="button" onClick={() => void retry()} disabled={offline.retrying || signingIn}>
        Retry
      </button>
    </span>
  );
}

export function OfflineBanner() {
  const offline = useApp(selectOffline);
  const now = useNow(15_000);
  if (!offline) return null;
  const cachedAt = offline.cachedAt ? formatWhen(offline.cachedAt) : undefined;
  return (
    <section className="notice warning offline-banner" aria-label="Offline">
      <p className="offline-text" role="status" title={cachedAt}>
        <strong>{offlineHeadline(offline, now)}</strong> <span className="offline-detail">{offline.message}</span>
      </p>
      <OfflineRetry offline={offline} />
    </section>
  );
}
