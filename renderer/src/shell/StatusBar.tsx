// Process: renderer. The status bar: service, user, store, connection, catalog (with a running sync's items,
// pages, time left and progress bar), reader, and while the service limits requests (429) how long until they go
// again. Always visible after sign-in, on one line (notices above it), and warning while reads arrive that nothing
// counts.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { catalogLine, statusBarText } from '../features/lookup/format';
import { ReaderStatusItem } from '../features/reader/ReaderStatusItem';
import { UncountedReadsItem } from '../features/reader/UncountedReadsItem';
import { ScaleStatusItem } from '../features/scale/ScaleStatusItem';
import { Notices } from '../features/session/Notices';
import { useNow } from '../shared/use-now';
import { useApp } from '../store/context';
import { selectStatusBar } from '../store/selectors/app';
import { type SyncProgressView, syncProgressView } from './sync-progress';
import './shell.css';

const CONNECTION_TEXT = { online: 'Online', offline: 'Offline', connecting: 'Connecting…', error: 'Problem' } as const;

export function StatusBar() {
  const { auth, store, connection, catalog, watchCatalog, rateLimitedUntil } = useApp(useShallow(selectStatusBar));
  // The status bar is always shown when signed in, so it keeps the catalog state current for every screen.
  useEffect(() => watchCatalog(), [watchCatalog]);
  const catalogText = catalogLine(catalog, connection.state, useNow());
  const sync = syncProgressView(catalog);
  return (
    <section className="status-bar" aria-label="Status">
      <Notices />
      <div className="status-items">
        {/* First: the one warning here that asks for action, never under the reader's flash at the right end. */}
        <UncountedReadsItem />
        <Item label="Service" value={auth?.serviceLabel ?? '—'} />
        <Item label="User" value={auth?.userName ?? '—'} />
        <Item label="Store" value={store ? `${store.code} · ${store.description}` : 'none chosen'} />
        <Item
          label="Connection"
          value={CONNECTION_TEXT[connection.state]}
          title={connection.message}
          tone={connection.state === 'online' ? 'good' : connection.state === 'connecting' ? undefined : 'bad'}
        />
        <Item
          label="Catalog"
          value={sync?.text ?? statusBarText(catalogText)}
          title={sync?.valueText ?? catalogText.detail ?? undefined}
          tone={catalogText.tone === 'good' ? 'good' : catalogText.tone === 'bad' ? 'bad' : undefined}
        >
          {sync && sync.percent !== null && <SyncBar sync={sync} />}
        </Item>
        <ReaderStatusItem />
        <ScaleStatusItem />
        {rateLimitedUntil && <RateLimitItem until={rateLimitedUntil} />}
      </div>
    </section>
  );
}

function Item(props: {
  label: string;
  value: string;
  title?: string;
  tone?: 'good' | 'bad';
  children?: React.ReactNode;
}) {
  return (
    <span className="status-item" title={props.title ?? props.value}>
      <span className="status-label">{props.label}</span>
      <span className={`status-value ${props.tone ?? ''}`} data-status={props.label.toLowerCase()}>
        {props.value}
      </span>
      {props.children}
    </span>
  );
}

/** Counts down each second: the wait is capped at 2 minutes, so the figure moves visibly. */
function RateLimitItem({ until }: { until: string }) {
  const left = Math.max(0, Math.ceil((Date.parse(until) - useNow(1000)) / 1000));
  const text =
    left === 0
      ? 'The service asked us to wait: retrying now'
      : `The service asked us to wait: retrying in ${waitText(left)}`;
  return <Item label="Requests" value={text} tone="bad" title="The service is limiting requests (429)." />;
}

/** "1 min 54 s", "45 s". */
export function waitText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

/** Shown only with a size estimate: a bar without one would claim a fraction nobody knows. */
function SyncBar({ sync }: { sync: SyncProgressView }) {
  return (
    <span
      role="progressbar"
      aria-label="Catalog sync"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={sync.percent ?? undefined}
      aria-valuetext={sync.valueText ?? undefined}
      data-status="catalog-progress"
      style={{
        display: 'inline-block',
        width: '5em',
        height: '0.5em',
        marginLeft: '0.5em',
        verticalAlign: 'middle',
        borderRadius: '0.25em',
        background: 'rgba(127, 127, 127, 0.3)',
        overflow: 'hidden',
      }}
    >
      <span style={{ display: 'block', height: '100%', width: `${sync.percent}%`, background: 'currentColor' }} />
    </span>
  );
}
