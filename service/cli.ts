// Process: service (command line). `npm run service -- --port 5001 --data ./demo.db --seed demo` prints
// "auth_url=... base_url=..." once ready and stops cleanly on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { startService } from './index';
import type { SeedKind } from './seed';

const USAGE = `Usage: npm run service -- [options]
  --port <n>          port on --host (default 0: any free port)
  --host <addr>       address to listen on (default 127.0.0.1)
  --data <file>       SQLite file, or :memory: (default: local-service.db in the app's data folder,
                      ~/.config/Stocktake on Linux, or STOCKTAKE_DATA_DIR)
  --seed <kind>       demo | large | none (default demo; only seeds an empty database)
  --items <n>         item count for --seed large (default 100000)
  --rate-limit <n>    requests per second per user (default 2, like the real service; 0 turns it off)
  --token-ttl <s>     access-token lifetime in seconds (default 3600)
  --refresh-ttl <s>   refresh-token lifetime in seconds (default 30 days)
Prints "ready auth_url=... base_url=..." once it serves; stops on Ctrl+C or SIGTERM.`;

function fail(message: string): never {
  console.error(`service: ${message}\n${USAGE}`);
  process.exit(2);
}

function num(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min) fail(`--${name} must be a whole number >= ${min}, got "${text}"`);
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      items: { type: 'string' },
      'rate-limit': { type: 'string' },
      'token-ttl': { type: 'string' },
      'refresh-ttl': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const seed = (values.seed ?? 'demo') as SeedKind;
  if (!['demo', 'large', 'none'].includes(seed)) fail(`--seed must be demo, large or none, got "${values.seed}"`);
  const service = await startService({
    port: num('port', values.port, 0) ?? 0,
    host: values.host,
    dataPath: values.data,
    seed,
    items: num('items', values.items, 1),
    rateLimit: num('rate-limit', values['rate-limit'], 0),
    tokenTtlSeconds: num('token-ttl', values['token-ttl'], 1),
    refreshTtlSeconds: num('refresh-ttl', values['refresh-ttl'], 1),
  });
  console.log(`ready auth_url=${service.authUrl} base_url=${service.baseUrl}`);
  const stop = () => {
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
