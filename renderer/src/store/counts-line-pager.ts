// Process: renderer. The session's lines in pages fetched from main as the list scrolls: only the pages on screen
// are asked for, a page older than the lines revision (bumped after scans and changes) is fetched again, one
// request covers up to five adjacent pages, and an answer for an older filter is dropped.
import type { StocktakeApi } from '../../../contract';
import type { AppState } from './types';

export const COUNT_PAGE_SIZE = 100;
/** counts.lines answers at most 500 lines. */
const MAX_PAGES_PER_REQUEST = 5;

type Get = () => AppState;
type Set = (partial: Partial<AppState>) => void;

export function createLinePager(api: StocktakeApi, get: Get, set: Set) {
  // Bumped when the filter or the session changes: answers to older queries are dropped.
  let generation = 0;
  /** page -> revision being fetched, so a page is not asked for twice at once. */
  const inFlight = new Map<number, number>();

  const due = (page: number, rev: number) => {
    const have = get().countLinePages[page];
    const asked = inFlight.get(page);
    return (!have || have.rev < rev) && (asked === undefined || asked < rev);
  };

  async function fetchRun(from: number, count: number, rev: number, gen: number, sessionId: string) {
    for (let p = from; p < from + count; p++) inFlight.set(p, rev);
    const f = get().countLinesFilter;
    const r = await api.invoke('counts.lines', {
      sessionId,
      offset: from * COUNT_PAGE_SIZE,
      limit: count * COUNT_PAGE_SIZE,
      sort: f.sort,
      dir: f.dir,
      ...(f.search.trim() ? { search: f.search.trim() } : {}),
      ...(f.area !== null ? { area: f.area } : {}),
      ...(f.category !== null ? { category: f.category } : {}),
      ...(f.hasVariance ? { hasVariance: true } : {}),
    });
    for (let p = from; p < from + count; p++) if (inFlight.get(p) === rev) inFlight.delete(p);
    if (gen !== generation || get().countSession?.id !== sessionId) return;
    if (!r.ok) {
      set({ countError: r.error });
      return;
    }
    const pages = { ...get().countLinePages };
    for (let i = 0; i < count; i++) {
      const lines = r.value.lines.slice(i * COUNT_PAGE_SIZE, (i + 1) * COUNT_PAGE_SIZE);
      const p = from + i;
      // A page past the end is dropped rather than kept empty (the total says where the end is).
      if (lines.length > 0 || p === 0) pages[p] = { rev, lines };
      else delete pages[p];
    }
    set({ countLinePages: pages, countLinesTotal: r.value.total });
  }

  return {
    reset() {
      generation++;
      inFlight.clear();
    },
    async load(first: number, last: number) {
      const sessionId = get().countSession?.id;
      if (!sessionId) return;
      const rev = get().countLinesRevision;
      const gen = generation;
      const runs: [number, number][] = [];
      for (let p = Math.max(0, first); p <= last; p++) {
        if (!due(p, rev)) continue;
        const run = runs.at(-1);
        if (run && run[0] + run[1] === p && run[1] < MAX_PAGES_PER_REQUEST) run[1]++;
        else runs.push([p, 1]);
      }
      await Promise.all(runs.map(([from, count]) => fetchRun(from, count, rev, gen, sessionId)));
    },
  };
}
