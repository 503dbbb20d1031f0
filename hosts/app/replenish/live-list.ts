// Process: main (composition, Electron-free). The list the Replenish screen holds, kept up to date in main
// (domain/replenish/live.ts) while the screen is open: the chosen floor scan's committed batches (the count engine's
// session changes) are taken in and pushed as a small 'replenish.linesChanged', at most one every CHANGE_GAP_MS
// (the first at once, the rest gathered), and pick batches change it in place. Nothing is kept or listened to while
// the screen is closed ('replenish.close'), the journal is stopped, or the working store changed.
import type { SessionChangeKind, SessionChangeListener } from '../../../domain/counts/session-changes';
import { type LinesChange, type LiveReplenishment, liveReplenishment } from '../../../domain/replenish/live';
import type { ReplenishmentState } from '../../../domain/replenish/replenish';
import { createLogger } from '../../../domain/shared/logger';
import type { EventHub } from '../../ipc/events';
import { changeOf, type ReplenishOn } from './replenish-work';

const log = createLogger('replenish.live');

/** At most one push this often: the screen's scan-to-screen target is 100 ms, and each push costs a render. */
export const CHANGE_GAP_MS = 50;

export interface LiveListDeps {
  events: EventHub;
  /** The count engine's session changes while counting runs (null while stopped). */
  sessionChanges(): ((listener: SessionChangeListener) => () => void) | null;
  workingStoreId(): string | null;
}

interface Held {
  storeId: string;
  floorSessionId: string | undefined;
  live: LiveReplenishment;
  off: () => void;
}

export function createLiveList(deps: LiveListDeps) {
  let held: Held | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastPush = Number.NEGATIVE_INFINITY;
  /** What is waiting: the floor scan's new reads, or a change the updates do not follow (built again). */
  let due: 'reads' | 'rebuild' | null = null;
  let firstReadAt: number | undefined;

  const push = (h: Held, change: LinesChange | null) => {
    if (change) deps.events.emit('replenish.linesChanged', changeOf(change, h.storeId, h.floorSessionId, firstReadAt));
  };

  function flush() {
    timer = null;
    const h = held;
    const what = due;
    due = null;
    if (!h || !what) return;
    if (deps.workingStoreId()?.toLowerCase() !== h.storeId.toLowerCase()) return release();
    lastPush = Date.now();
    try {
      push(h, what === 'rebuild' ? h.live.rebuild() : h.live.takeFloorScan());
    } catch (err) {
      // The list stays as it was; the next refresh (Alt+R) builds it again and says what is wrong.
      log.error('the kept list could not follow a change', { error: String(err) });
    } finally {
      firstReadAt = undefined;
    }
  }

  const heard = (h: Held) => (sessionId: string, kind: SessionChangeKind, readAt?: number) => {
    if (held !== h) return;
    const ours = sessionId.toLowerCase() === h.floorSessionId?.toLowerCase();
    // A finished count anywhere can be a newer picture; the floor scan's own edits (an undo) too.
    if (kind === 'status' || (ours && kind === 'edit')) due = 'rebuild';
    else if (ours && kind === 'batch') due ??= 'reads';
    else return;
    if (readAt !== undefined) firstReadAt = Math.min(firstReadAt ?? readAt, readAt);
    if (timer) return;
    timer = setTimeout(flush, Math.max(0, lastPush + CHANGE_GAP_MS - Date.now()));
  };

  function release() {
    if (timer) clearTimeout(timer);
    timer = null;
    due = null;
    held?.off();
    held = null;
  }

  return {
    /** The screen shows this list now (a fresh build): keep it up to date from here on. */
    hold(on: ReplenishOn, floorSessionId: string | undefined, built: ReplenishmentState): void {
      release();
      const live = liveReplenishment(on.journal, on.catalog, on.storeId, {
        ...(floorSessionId ? { floorSessionId } : {}),
        ...(on.staleDays !== undefined ? { staleDays: on.staleDays } : {}),
        built,
      });
      const h: Held = { storeId: on.storeId, floorSessionId, live, off: () => {} };
      const listen = floorSessionId ? deps.sessionChanges() : null;
      if (listen) h.off = listen(heard(h));
      held = h;
    },
    /**
     * The kept list of this store and floor scan, its floor scan's reads heard so far taken in (and pushed) first:
     * a pick batch reads the places they change. Null when the screen holds no such list (the caller builds one).
     */
    kept(storeId: string, floorSessionId: string | undefined): LiveReplenishment | null {
      if (!held || held.storeId.toLowerCase() !== storeId.toLowerCase()) return null;
      if ((held.floorSessionId ?? '') !== (floorSessionId ?? '')) return null;
      if (due) {
        if (timer) clearTimeout(timer);
        flush();
      }
      return held?.live ?? null;
    },
    release,
  };
}

export type LiveList = ReturnType<typeof createLiveList>;
