// Process: node (benchmark). `npm run bench -- service [--items N]`: seeds a large catalog (default 100,000 items),
// then reads every item over loopback HTTP at pageSize 500 with Expand=Stores,GTIN and the rate limit off,
// following nextPageLink. Reports seeding time, items/s and peak RSS (service and client share this process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGINATION_HEADER } from '../../main/api/wire/pagination';
import { setLogLevel } from '../../main/shared/logger';
import { openDatabase } from '../../service/db/open';
import { startService } from '../../service/index';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER, seedDatabase } from '../../service/seed';

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { items: { type: 'string' } }, strict: false });
  const items = Number(values.items ?? 100_000);
  setLogLevel('warn');
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-'));
  const dataPath = join(dir, 'large.db');
  try {
    const seedStart = performance.now();
    const db = openDatabase(dataPath);
    seedDatabase(db, 'large', items);
    db.close();
    const seedMs = Math.round(performance.now() - seedStart);
    console.log(`seeded ${items} items in ${seedMs} ms`);

    const service = await startService({ port: 0, dataPath, seed: 'large', items, rateLimit: 0 });
    try {
      const login = await fetch(`${service.authUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
      const headers = { authorization: `Bearer ${token}` };
      let url = `${service.baseUrl}/api/v3/items?pageSize=500&Expand=Stores,GTIN`;
      let read = 0;
      let pages = 0;
      let bytes = 0;
      let withGtin = 0;
      const start = performance.now();
      while (url) {
        const res = await fetch(url, { headers });
        if (res.status !== 200) throw new Error(`page ${pages + 1}: HTTP ${res.status}`);
        const text = await res.text();
        bytes += text.length;
        const page = JSON.parse(text) as { stores?: unknown[]; epcGTIN?: string[] }[];
        for (const it of page) if (it.epcGTIN?.length) withGtin++;
        read += page.length;
        pages++;
        url = (JSON.parse(res.headers.get(PAGINATION_HEADER) ?? '{}') as { nextPageLink?: string }).nextPageLink ?? '';
      }
      const seconds = (performance.now() - start) / 1000;
      if (read !== items) throw new Error(`read ${read} items, expected ${items}`);
      const figures = {
        items: read,
        pages,
        seconds: Math.round(seconds * 100) / 100,
        itemsPerSecond: Math.round(read / seconds),
        targetItemsPerSecond: 20_000,
        mbRead: Math.round(bytes / 1e5) / 10,
        itemsWithGtin: withGtin,
        seedSeconds: Math.round(seedMs / 100) / 10,
        peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      };
      console.log(`read ${read} items in ${figures.seconds} s: ${figures.itemsPerSecond} items/s`);
      return figures;
    } finally {
      await service.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
