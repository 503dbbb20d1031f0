// Process: test (node tests and benchmarks). The one fetch wrapper for tests: the real fetch behind a tap that
// records every request (method, path, query, body, status, when) and can cut the network on demand (the only
// fake part: a lost connection). Counting requests, checking the rate limit and simulating a dropped link all
// use it.

export interface TappedCall {
  method: string;
  url: string;
  /** The URL's path without the API's /api/v3 prefix. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, when it was a string. */
  body: unknown;
  status: number;
  /** When the request was sent (performance.now()). */
  at: number;
  /** When its answer came back (performance.now()): from then on the client can know what it said. */
  answeredAt: number;
  retryAfter: string | null;
}

export interface FetchTap {
  fetch: typeof fetch;
  /** Every answered request, in order (those `skip` names are left out). */
  calls: TappedCall[];
  /** Answered requests whose path ends with the suffix (case-insensitive). */
  count(pathSuffix: string): number;
  /** Every request from now on fails like a dropped connection, until `restore()`. */
  cut(): void;
  restore(): void;
  /** Cuts the network right after the n-th answered request whose path matches. */
  cutAfter(n: number, pathPattern: RegExp): void;
  clear(): void;
}

/** `skip`: paths not to record (still fetched and still counted by cutAfter). */
export function tapFetch(opts: { skip?: (path: string) => boolean } = {}): FetchTap {
  const calls: TappedCall[] = [];
  let down = false;
  let trigger: { left: number; pattern: RegExp } | null = null;
  const tapped: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (down) throw new TypeError('fetch failed (network cut by the test)');
    const at = performance.now();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const res = await fetch(input, init);
    const answeredAt = performance.now();
    if (!opts.skip?.(path)) {
      const retryAfter = res.headers.get('retry-after');
      calls.push({
        method: init?.method ?? 'GET',
        url: url.href,
        path,
        query: url.searchParams,
        body,
        status: res.status,
        at,
        answeredAt,
        retryAfter,
      });
    }
    if (trigger?.pattern.test(path) && --trigger.left === 0) {
      trigger = null;
      down = true;
    }
    return res;
  };
  return {
    fetch: tapped,
    calls,
    count: (suffix) => calls.filter((c) => c.path.toLowerCase().endsWith(suffix.toLowerCase())).length,
    cut: () => {
      down = true;
    },
    restore: () => {
      down = false;
    },
    cutAfter(n, pattern) {
      trigger = { left: n, pattern };
    },
    clear: () => {
      calls.length = 0;
    },
  };
}
