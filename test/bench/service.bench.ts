// Process: node (benchmark). `npm run bench -- service [--items N] [--data FILE]`: seeds a large catalog (default
// 100,000 items; --data keeps the seeded file for the next run), starts the service as its own process (as
// `npm run service` runs it) with the rate limit off, then reads every item over loopback HTTP at pageSize 500
// with Expand=Stores,GTIN, following nextPageLink. Reports seeding time, items/s, CPU seconds of service and
// client, the peak RSS of each, and startSeconds (spawn to ready on the seeded file; target: <= 5 s at
// `--items 500000`).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PAGINATION_HEADER } from '../../domain/api/wire/pagination';
import { setLogLevel } from '../../domain/shared/logger';
import { openDatabase } from '../../service/db/open';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER, seedDatabase } from '../../service/seed';

/** Peak resident set and CPU seconds of a Linux process, from /proc. */
export function procFigures(pid: number): { peakRssMb: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks (100 per second on Linux)
  return { peakRssMb: Math.round(hwm / 1024), cpuSeconds: ticks / 100 };
}

export function startChild(dataPath: string, items: number): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'service/cli.ts',
      '--port',
      '0',
      '--data',
      dataPath,
      '--seed',
      'large',
      '--items',
      String(items),
      '--rate-limit',
      '0',
    ],
    { cwd: process.cwd(), env: { ...process.env, STOCKTAKE_LOG: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /base_url=(\S+)/.exec(out);
      if (m) resolve({ child, baseUrl: m[1]! });
    });
    child.on('exit', (code) => reject(new Error(`service exited (${code}) before ready: ${out}`)));
  });
}

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({
    args,
    options: { items: { type: 'string' }, data: { type: 'string' } },
    strict: false,
  });
  const items = Number(values.items ?? 100_000);
  setLogLevel('warn');
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-'));
  // --data: a seeded file kept between runs (seeding 500,000 items takes a minute); seeded when new.
  const dataPath = typeof values.data === 'string' ? values.data : join(dir, 'large.db');
  try {
    const seedStart = performance.now();
    if (!existsSync(dataPath)) {
      const db = openDatabase(dataPath);
      seedDatabase(db, 'large', items);
      db.close();
    }
    const seedMs = Math.round(performance.now() - seedStart);
    console.log(`seeded ${items} items in ${seedMs} ms`);

    // Start: from spawning the service on the seeded file to its ready line (target: <= 5 s at 500,000 items).
    const startAt = performance.now();
    const { child, baseUrl } = await startChild(dataPath, items);
    const startSeconds = Math.round((performance.now() - startAt) / 100) / 10;
    try {
      const login = await fetch(`${baseUrl}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
      const headers = { authorization: `Bearer ${token}` };
      let url = `${baseUrl}/api/v3/items?pageSize=500&Expand=Stores,GTIN`;
      let read = 0;
      let pages = 0;
      let bytes = 0;
      let withGtin = 0;
      const serviceCpuBefore = procFigures(child.pid!).cpuSeconds;
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      // nextPageLink arrives in the headers, before the body: request the next page while this one downloads and
      // parses, so service and client work overlap (any client following X-Pagination can do the same).
      const nextOf = (res: Response) =>
        (JSON.parse(res.headers.get(PAGINATION_HEADER) ?? '{}') as { nextPageLink?: string }).nextPageLink ?? '';
      let pending: Promise<Response> | null = fetch(url, { headers });
      while (pending) {
        const res: Response = await pending;
        if (res.status !== 200) throw new Error(`page ${pages + 1}: HTTP ${res.status}`);
        url = nextOf(res);
        pending = url ? fetch(url, { headers }) : null;
        const text = await res.text();
        bytes += text.length;
        const page = JSON.parse(text) as { stores?: unknown[]; epcGTIN?: string[] }[];
        for (const it of page) if (it.epcGTIN?.length) withGtin++;
        read += page.length;
        pages++;
      }
      const seconds = (performance.now() - start) / 1000;
      const clientCpu = process.cpuUsage(cpuStart);
      const service = procFigures(child.pid!);
      if (read !== items) throw new Error(`read ${read} items, expected ${items}`);
      const serviceCpuSeconds = Math.round((service.cpuSeconds - serviceCpuBefore) * 100) / 100;
      const figures = {
        items: read,
        pages,
        seconds: Math.round(seconds * 100) / 100,
        itemsPerSecond: Math.round(read / seconds),
        targetItemsPerSecond: 20_000,
        serviceCpuSeconds,
        serviceItemsPerCpuSecond: Math.round(read / serviceCpuSeconds),
        clientCpuSeconds: Math.round(((clientCpu.user + clientCpu.system) / 1e6) * 100) / 100,
        mbRead: Math.round(bytes / 1e5) / 10,
        itemsWithGtin: withGtin,
        seedSeconds: Math.round(seedMs / 100) / 10,
        startSeconds,
        targetStartSeconds: 5,
        servicePeakRssMb: service.peakRssMb,
        benchPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
        cores: (await import('node:os')).availableParallelism(),
      };
      console.log(`read ${read} items in ${figures.seconds} s: ${figures.itemsPerSecond} items/s`);
      return figures;
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
