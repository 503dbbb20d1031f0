// Process: the off-main worker and main. A large answer crosses the thread in parts: reading a message on main is
// one synchronous step (the structured clone of a tag report's 50,000 rows held main for about a second under load),
// so every long array of the answer (PART_ROWS items or more) is cut out and sent as slices, one message each, the
// next only when main has taken the last (its ack), so main's event loop turns between them; what is left is
// sent last with where each array goes back.
export const PART_ROWS = 2_000;

export interface PartPlace {
  /** The keys from the answer down to the array. */
  path: (string | number)[];
  part: number;
}

/**
 * The answer without its long arrays (shallow copies of the objects on their way, the answer itself untouched), and
 * each array cut out with its place. Arrays inside a cut-out array travel inside its slices.
 */
export function cutParts(value: unknown): { rest: unknown; arrays: unknown[][]; places: PartPlace[] } {
  const arrays: unknown[][] = [];
  const places: PartPlace[] = [];
  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(v)) {
      if (v.length >= PART_ROWS) {
        places.push({ path, part: arrays.length });
        arrays.push(v);
        return [];
      }
      return v.map((x, i) => walk(x, [...path, i]));
    }
    if (v === null || typeof v !== 'object' || v.constructor !== Object) return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
  };
  return { rest: walk(value, []), arrays, places };
}

/** Puts each array back where it was cut out (main, once every part has come). */
export function joinParts(rest: unknown, arrays: readonly unknown[][], places: readonly PartPlace[]): unknown {
  let value = rest;
  for (const { path, part } of places) {
    const rows = arrays[part] ?? [];
    if (path.length === 0) {
      value = rows;
      continue;
    }
    let at = value as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]!] = rows;
  }
  return value;
}
