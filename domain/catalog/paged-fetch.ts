// Process: main (domain, Electron-free). Walks numbered pages with one request in flight ahead: page N+1 is
// asked for before page N is written, so the service prepares the next page while this process parses and
// stores the current one. On cancel the request already in flight is still stored (it was spent: the rate
// limit counts it), then the walk stops; it never starts a request it will not use.

export interface PagedWalk<P> {
  firstPage: number;
  fetchPage(pageNumber: number): Promise<P>;
  /** The page after this one, or null when this was the last. */
  nextPageOf(page: P, pageNumber: number): number | null;
  /** Writes the page (and its checkpoint); called in page order, awaited before the next page is stored. */
  store(page: P, pageNumber: number, nextPage: number | null): void | Promise<void>;
  /** Called after each stored page that is not the last. */
  afterStore?(): void;
  signal?: AbortSignal;
}

/** Returns the number of requests made. Throws the first failure, or the abort reason once in-flight work is stored. */
export async function walkPages<P>(walk: PagedWalk<P>): Promise<number> {
  walk.signal?.throwIfAborted();
  const start = (n: number) => {
    const p = walk.fetchPage(n);
    // Observed now so a failure while the previous page is being stored is not an unhandled rejection;
    // it is rethrown by the await below.
    p.catch(() => undefined);
    return { pageNumber: n, promise: p };
  };
  let inFlight: { pageNumber: number; promise: Promise<P> } | null = start(walk.firstPage);
  let requests = 0;
  while (inFlight) {
    const { pageNumber, promise } = inFlight;
    const page = await promise;
    requests++;
    const next = walk.nextPageOf(page, pageNumber);
    inFlight = next !== null && !walk.signal?.aborted ? start(next) : null;
    await walk.store(page, pageNumber, next);
    if (next === null) return requests;
    walk.afterStore?.();
    if (!inFlight) break;
  }
  walk.signal?.throwIfAborted();
  return requests;
}
