// Process: main (composition, Electron-free). Replenishment inside the app: the working store's list and picking
// (domain/replenish) on the journal of the signed-in account and the catalog cache open now. Started and stopped by
// the journal holder like the other engines (one lifecycle: hosts/app/journal/compose.ts). While the pick screen is
// in pick mode it is the reader's scan target (hosts/app/scan-target): a batch of reads and wedge scans made in a
// back-room area picks, in a sales-floor area puts the units on the floor, pushed once with the reader's feedback
// ('replenish.changed'). While the screen is open the list it shows is kept here and followed (live-list.ts): the
// chosen floor scan's reads and the pick batches change it in place and only the change is pushed.
import type { SessionChangeListener } from '../../../domain/counts/session-changes';
import type { JournalDb } from '../../../domain/journal/journal';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';
import type { JournalEngine } from '../journal/app-journal';
import type { ScanScreenDeps } from '../scan-target/scan-screen-deps';
import { feedbackCarrier } from '../scan-target/scan-target';
import { createLiveList, type LiveList } from './live-list';
import { type PickWhere, pickScans, type ReplenishOn } from './replenish-work';

export interface AppReplenishDeps extends ScanScreenDeps {
  /** Settings' stale-days limit for back-room pictures. */
  staleDays?(): number;
  /** The count engine's session changes while counting runs (the floor scan's reads are followed there). */
  sessionChanges?(): ((listener: SessionChangeListener) => () => void) | null;
}

export interface AppReplenish extends JournalEngine {
  /** The journal, catalog, scan index and working store; a clear refusal while any is missing. */
  on(): ReplenishOn;
  /** Pick mode: the reader's scans go to picking, made in `where`, from now on. */
  activate(where: PickWhere): void;
  deactivate(): void;
  /** Where reader scans are picked now, or null (pick mode off). */
  active(): PickWhere | null;
  /** The list the screen shows, kept up to date while it is open. */
  live: LiveList;
}

export function createAppReplenish(deps: AppReplenishDeps): AppReplenish {
  let open: { journal: JournalDb; index: ItemIndex<ResolvableItem> } | null = null;
  let where: PickWhere | null = null;
  const carrier = feedbackCarrier();
  const live = createLiveList({
    events: deps.events,
    sessionChanges: () => deps.sessionChanges?.() ?? null,
    workingStoreId: deps.workingStoreId,
  });
  const on = (): ReplenishOn => {
    const catalog = deps.catalogDb();
    const storeId = deps.workingStoreId();
    if (!open || !catalog || !storeId) throw new UserError('replenish_unavailable', deps.unavailable());
    return { journal: open.journal, index: open.index, catalog, storeId, staleDays: deps.staleDays?.() };
  };
  deps.target.serve('replenish', {
    ingest: (_storeId, scans, feedback) =>
      carrier.during(feedback, () => {
        if (!where) throw new UserError('replenish_unavailable', 'Pick mode is off');
        const o = on();
        const result = pickScans(o, where, scans, live.kept(o.storeId, where.floorSessionId));
        deps.events.emit('replenish.changed', carrier.attach(result));
      }),
    refused: (_id, scans, message) => deps.notify?.(`${scans.length} scan(s) were not picked: ${message}`),
  });
  const release = () => {
    where = null;
    deps.target.release('replenish');
  };
  return {
    start(journal, index) {
      open = { journal, index };
    },
    stop() {
      open = null;
      live.release();
      release();
    },
    on,
    activate(next) {
      const { storeId } = on();
      where = next;
      deps.target.take('replenish', storeId);
    },
    deactivate: release,
    active: () => (deps.target.active('replenish') ? where : null),
    live,
  };
}
