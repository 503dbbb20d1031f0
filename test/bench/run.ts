// Process: node (benchmarks). `npm run bench -- <name> [args]` runs test/bench/<name>.bench.ts; with no
// name it runs every benchmark. Each prints its figures and, as its final line, one JSON object.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchModule {
  default: (args: string[]) => Promise<Record<string, unknown>>;
}

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));

async function main(): Promise<void> {
  // `npm run bench -- sync -- --large-items N` (docs/performance.md's form) passes a "--" before the flags; parseArgs would
  // take everything after it as positionals, so it is dropped here, once for every benchmark.
  const [name, ...rest] = process.argv.slice(2);
  const args = rest[0] === '--' ? rest.slice(1) : rest;
  const names = name ? [name] : available;
  for (const n of names) {
    if (!available.includes(n)) {
      console.error(`Unknown benchmark "${n}". Available: ${available.join(', ')}`);
      process.exit(2);
    }
    const mod = (await import(join(here, `${n}.bench.ts`))) as BenchModule;
    const figures = await mod.default(args);
    console.log(JSON.stringify({ bench: n, ...figures }));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
