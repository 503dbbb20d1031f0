// Process: test. Seeded generators of hostile request bodies for the fuzz test: random JSON, valid samples with a
// field dropped, retyped or pushed to an extreme, unknown keys added, the text cut short or a byte flipped.
const EXTREMES: unknown[] = [
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0,
  '',
  'x'.repeat(5000),
  '1e308',
  'NaN',
  '0000-00-00T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  null,
  true,
  [],
  {},
  [[[[]]]],
  { id: null },
];

export class BodyFuzzer {
  constructor(private readonly rand: () => number) {}

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)] as T;
  }

  randomJson(depth = 0): unknown {
    const r = this.rand();
    if (depth > 4 || r < 0.4) return this.pick(EXTREMES);
    if (r < 0.7) return Array.from({ length: Math.floor(this.rand() * 4) }, () => this.randomJson(depth + 1));
    const keys = ['id', 'description', 'count', 'lines', 'sessionID', 'name', 'stores', 'quantity', 'x'];
    return Object.fromEntries(
      Array.from({ length: Math.floor(this.rand() * 4) }, () => [this.pick(keys), this.randomJson(depth + 1)]),
    );
  }

  /** Every (container, key) pair inside a value, so a mutation can hit any depth. */
  private slots(v: unknown, out: [Record<string | number, unknown>, string | number][] = []) {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        out.push([v as never, i]);
        this.slots(v[i], out);
      }
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.push([v as Record<string, unknown>, k]);
        this.slots(x, out);
      }
    }
    return out;
  }

  /** A body (as text) derived from a valid sample, or random, and what was done to it. */
  mutate(sample: unknown): { text: string; how: string } {
    const kind = Math.floor(this.rand() * 7);
    const copy = sample === undefined ? this.randomJson() : structuredClone(sample);
    const slots = this.slots(copy);
    const slot = slots.length ? this.pick(slots) : undefined;
    if (kind === 0 || !slot) return { text: JSON.stringify(this.randomJson()), how: 'random' };
    const [container, key] = slot;
    if (kind === 1) {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key];
      return { text: JSON.stringify(copy), how: `drop ${key}` };
    }
    if (kind === 2 || kind === 3) {
      container[key] = kind === 2 ? this.pick(EXTREMES) : this.randomJson(2);
      return { text: JSON.stringify(copy), how: `set ${key}` };
    }
    if (kind === 4) {
      if (!Array.isArray(container)) container[`Unknown${key}`] = this.randomJson(3);
      return { text: JSON.stringify(copy), how: 'unknown key' };
    }
    const text = JSON.stringify(copy) ?? 'null';
    if (kind === 5) return { text: text.slice(0, Math.floor(this.rand() * text.length)), how: 'truncated' };
    const at = Math.floor(this.rand() * text.length);
    const flipped = String.fromCharCode(this.pick([0x22, 0x7b, 0x5d, 0x2c, 0x5c, 0x30, 0x20]));
    return { text: text.slice(0, at) + flipped + text.slice(at + 1), how: 'byte flipped' };
  }

  /** The sample's path, sometimes with one id swapped for a random GUID or junk. */
  path(path: string): string {
    if (this.rand() < 0.8) return path;
    const junk = this.pick([crypto.randomUUID(), '..', '%2e%2e', 'x'.repeat(50), '%F0%9F%A7%A6', '0']);
    return path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/i, junk);
  }
}
