// Process: renderer. The offline banner's sentences (OfflineBanner.tsx), plain functions so they are tested under
// Node: how old the cache is, and when main tries the saved sign-in next.
import type { OfflineStatus } from '../../../../contract';
import { formatAgo, formatCount } from '../../lib/format';

/** The sentence about the cache the app is working from. */
export function offlineHeadline(offline: OfflineStatus, nowMs: number): string {
  if (!offline.cachedItems) return 'Offline — no cached catalog yet: connect once to download it.';
  if (!offline.cachedAt)
    return `Offline — working from the cached catalog (${formatCount(offline.cachedItems)} items; its first download did not finish).`;
  return `Offline — working from the catalog cached ${formatAgo(offline.cachedAt, nowMs)}.`;
}

/** "Reconnecting…" while an attempt runs, else when the next one starts. */
export function reconnectText(offline: OfflineStatus, nowMs: number): string {
  if (offline.retrying || !offline.nextRetryAt) return 'Reconnecting…';
  const seconds = Math.max(1, Math.ceil((Date.parse(offline.nextRetryAt) - nowMs) / 1000));
  return `Reconnecting in ${seconds} s…`;
}
