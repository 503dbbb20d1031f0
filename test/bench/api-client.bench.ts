// Process: node (benchmark). The Fetch API client against the real local service with the real rate limit
// (2 requests a second): a full store read at pageSize 500 through iterateStoreItems, how long it takes, how many
// requests it sends and whether any were refused with 429; plus the scheduler's own overhead with a fake clock.
// `npm run bench -- api-client [pageSize]`
import { createRequestScheduler } from '../../domain/api/scheduler';
import { setLogLevel } from '../../domain/shared/logger';
import { tapFetch } from '../helpers/fetch-tap';
import { connectAsDemo, startTestService } from '../helpers/local-service';

async function schedulerOverhead(tasks: number): Promise<number> {
  let t = 0;
  const scheduler = createRequestScheduler({
    now: () => t,
    sleep: async (ms) => {
      t += ms;
    },
    maxPerSecond: 1000,
  });
  const started = performance.now();
  await Promise.all(Array.from({ length: tasks }, () => scheduler.schedule(async () => undefined)));
  return (performance.now() - started) / tasks;
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  setLogLevel('warn');
  const pageSize = Number(args[0] ?? 500);
  const service = await startTestService({ rateLimit: 2 });
  try {
    const tap = tapFetch({ skip: (path) => path.startsWith('/auth') });
    const { api: client } = await connectAsDemo(service, { fetch: tap.fetch });
    const [store] = await client.listStores();
    const started = performance.now();
    let items = 0;
    let pages = 0;
    for await (const page of client.iterateStoreItems(store!.id, { expand: ['Stores'], pageSize })) {
      items += page.items.length;
      pages++;
    }
    const seconds = (performance.now() - started) / 1000;
    const statuses = tap.calls.map((c) => c.status);
    const figures = {
      pageSize,
      items,
      pages,
      requests: statuses.length,
      refused429: statuses.filter((s) => s === 429).length,
      seconds: Number(seconds.toFixed(2)),
      // With 2 starts a second, n pages cannot take less than (n - 1) / 2 s after the first.
      lowerBoundSeconds: Math.max(0, (pages - 1) / 2),
      itemsPerSecond: Math.round(items / seconds),
      schedulerOverheadMicrosPerRequest: Number(((await schedulerOverhead(20_000)) * 1000).toFixed(2)),
    };
    console.log(
      `full store read: ${items} items in ${pages} pages, ${figures.requests} requests, ${figures.refused429} refused, ${figures.seconds} s`,
    );
    return figures;
  } finally {
    await service.close();
  }
}
