// Process: renderer. The status bar: service, user, store, connection, reader. Always visible after sign-in.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { catalogLine, statusBarText } from '../features/lookup/format';
import { useNow } from '../features/lookup/use-now';
import { ReaderStatusItem } from '../features/reader/ReaderStatusItem';
import { useApp } from '../store/context';

const CONNECTION_TEXT = { online: 'Online', offline: 'Offline', connecting: 'Connecting…', error: 'Problem' } as const;

export function StatusBar() {
  const { auth, store, connection, catalog, watchCatalog } = useApp(
    useShallow((s) => ({
      auth: s.auth,
      store: s.workingStore,
      connection: s.connection,
      catalog: s.catalog,
      watchCatalog: s.watchCatalog,
    })),
  );
  // The status bar is always shown when signed in, so it keeps the catalog state current for every screen.
  useEffect(() => watchCatalog(), [watchCatalog]);
  const catalogText = catalogLine(catalog, connection.state, useNow());
  return (
    <section className="status-bar" aria-label="Status">
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
        value={statusBarText(catalogText)}
        title={catalogText.detail ?? undefined}
        tone={catalogText.tone === 'good' ? 'good' : catalogText.tone === 'bad' ? 'bad' : undefined}
      />
      <ReaderStatusItem />
    </section>
  );
}

function Item(props: { label: string; value: string; title?: string; tone?: 'good' | 'bad' }) {
  return (
    <span className="status-item" title={props.title}>
      <span className="status-label">{props.label}</span>
      <span className={`status-value ${props.tone ?? ''}`} data-status={props.label.toLowerCase()}>
        {props.value}
      </span>
    </span>
  );
}
