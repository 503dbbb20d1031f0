// Process: renderer. The catalog's state above the lookup input, with Sync now and Cancel: how current the
// answers are, and what to do when the last sync failed.
import { useShallow } from 'zustand/react/shallow';
import { useNow } from '../../shared/use-now';
import { useApp } from '../../store/context';
import { selectCatalogBar } from '../../store/selectors/catalog';
import { catalogLine } from './format';

export function CatalogBar() {
  const { catalog, error, connection, sync, cancel } = useApp(useShallow(selectCatalogBar));
  const line = catalogLine(catalog, connection, useNow());
  const syncing = catalog?.state === 'syncing';
  return (
    <div className="catalog-bar">
      <p className={`catalog-line ${line.tone}`} data-catalog-state={catalog?.state ?? 'none'}>
        {line.text}
      </p>
      {(line.detail || error) && <p className="muted catalog-detail">{error?.message ?? line.detail}</p>}
      {catalog && catalog.state !== 'closed' && (
        <div className="catalog-actions">
          {syncing ? (
            <button type="button" onClick={() => void cancel()}>
              Cancel sync
            </button>
          ) : (
            <button type="button" onClick={() => void sync(false)}>
              Sync now
            </button>
          )}
        </div>
      )}
    </div>
  );
}
