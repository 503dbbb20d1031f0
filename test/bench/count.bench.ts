// Process: node (benchmark). `npm run bench -- count [ingest]`: (1) ingest: 100,000 reads of 20,000 distinct tags
// (5,000 items) in reader batches of 500 reads (COUNT_BENCH_BATCH; the reader layer hands over a few hundred to a
// few thousand every 100-250 ms) through resolve, dedupe and the journal (FULL sync, one committed transaction per
// batch), the final write of the folded read counters included; target >= 100,000 reads/s; (2) upload: 20,000
// lines sent to the local service, counting the requests (target <= 50) and timing them at 2 requests a second
// (the service's per-user limit); also a pasted or imported list: 50,000 typed barcodes through counts.scan's path
// in requests of 10,000 (importCodesPerSecond); and the held read counters coming due at 3,000 reads/s
// (heldFlushBatchMaxMs, target <= 50 ms: one batch's stall of main). `ingest` runs the journal figures only. `--tags N [--scale-items M]`
// (the large size: 250,000) runs the ingest at N tags (5N reads) and then the large count of count-scale.ts instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCAN_TEXTS_MAX } from '../../contract/request';
import { checkDigit, encodeSgtin96 } from '../../domain/codes';
import { createCountService } from '../../domain/counts/service';
import { openJournal } from '../../domain/journal/journal';
import { ItemIndex, type ResolvableItem } from '../../domain/resolve';
import { prng } from '../helpers/prng';
import { countEngine, epcEvents, serviceOnDisk } from '../integration/counts/harness';
import { countAtScale } from './count-scale';

const STORE = '11111111-1111-4111-8111-111111111111';
/** Reads per reader batch (one journal transaction each): about what the reader layer hands over at a time. */
const BATCH = Number(process.env.COUNT_BENCH_BATCH ?? 500);

/** A journal in a temp folder with one session 's', and the engine over 5,000 items (GTINs `gtins`). */
function benchEngine(now?: () => number) {
  const dir = mkdtempSync(join(tmpdir(), 'count-bench-'));
  const index = new ItemIndex<ResolvableItem>();
  const gtins: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const body = `00614141${String(i).padStart(5, '0')}`;
    const gtin = body + checkDigit(body);
    gtins.push(gtin);
    index.upsert({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      sku: `S${i}`,
      upc: [],
      epcGTIN: [gtin],
      active: true,
    });
  }
  const journal = openJournal(dir, 'http://bench', 'B');
  const service = createCountService({
    journal,
    api: {} as never,
    index,
    itemFacts: (ids) =>
      ids.map((id) => ({ itemId: id, sku: id, upc: '', description: id, categoryId: null, category: 'C', retail: 1 })),
    user: 'bench',
    outbox: { autoSend: false },
    now,
  });
  journal
    .prepare(
      "INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at) VALUES ('s', ?, 'bench', 0, 1, 'created', 'A', 0)",
    )
    .run(STORE);
  const close = () => {
    journal.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { gtins, journal, service, close };
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** `distinct` tags (default 20,000) read 5 times each on average (the first read of every tag, then at random). */
async function ingestBench(
  distinct = 20_000,
): Promise<{ readsPerSecond: number; ms: number; commits: number; reads: number }> {
  const { gtins, journal, service, close } = benchEngine();
  const tags = Array.from({ length: distinct }, (_, t) =>
    encodeSgtin96({ gtin14: gtins[t % 5000]!, serial: t + 1, filter: 1 }),
  );
  const random = prng(7);
  const reads = [...tags];
  while (reads.length < distinct * 5) reads.push(tags[Math.floor(random() * tags.length)]!);
  // Reader batches as the reader layer hands them over (fresh strings, as parsed from bytes).
  const batches: ReturnType<typeof epcEvents>[] = [];
  for (let i = 0; i < reads.length; i += BATCH) batches.push(epcEvents(reads.slice(i, i + BATCH).map((r) => `${r}`)));
  const t0 = performance.now();
  let unique = 0;
  for (const b of batches) unique = service.ingest('s', b).totals.uniqueTags;
  // The per-tag read counters folded in memory are work the batches deferred: written here, inside the timing.
  service.stop();
  const ms = performance.now() - t0;
  if (unique !== distinct) throw new Error(`expected ${distinct} unique tags, counted ${unique}`);
  const tagReads = journal.prepare("SELECT SUM(reads) AS n FROM count_tags WHERE session_id = 's'").get() as {
    n: number;
  };
  if (tagReads.n !== reads.length) throw new Error(`expected ${reads.length} reads on the tags, found ${tagReads.n}`);
  close();
  return {
    readsPerSecond: Math.round(reads.length / (ms / 1000)),
    ms: Math.round(ms),
    commits: batches.length,
    reads: reads.length,
  };
}

/** The held read counters coming due at 3,000 reads a second (domain/counts/held-reads.ts): 60,000 tags counted,
 * then 40 s of repeat reads in batches of 300 every 100 ms (a clock of the bench's own, so the 20 s come due
 * whatever the machine's speed). Each batch is main's work for it; the longest is the stall a flush adds (also as
 * the process's CPU time, which a loaded machine does not stretch). */
async function heldFlushBench(): Promise<{
  batchMaxMs: number;
  batchMaxCpuMs: number;
  batchMedianMs: number;
  batches: number;
}> {
  let clock = 0;
  const { gtins, service, close } = benchEngine(() => clock);
  const tags = Array.from({ length: 60_000 }, (_, t) =>
    encodeSgtin96({ gtin14: gtins[t % 5000]!, serial: t + 1, filter: 1 }),
  );
  for (let i = 0; i < tags.length; i += 2000) service.ingest('s', epcEvents(tags.slice(i, i + 2000)));
  const random = prng(13);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let b = 0; b < 400; b++) {
    clock += 100;
    const batch = epcEvents(Array.from({ length: 300 }, () => `${tags[Math.floor(random() * tags.length)]!}`));
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    service.ingest('s', batch);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  service.stop();
  close();
  const sorted = [...times].sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    batchMaxMs: round1(sorted.at(-1)!),
    batchMaxCpuMs: round1(Math.max(...cpu)),
    batchMedianMs: round1(sorted[sorted.length >> 1]!),
    batches: times.length,
  };
}

/** A pasted or imported list as main receives it: 50,000 barcodes in requests of SCAN_TEXTS_MAX (counts.scan). */
async function importBench(): Promise<{ codesPerSecond: number; ms: number; requests: number }> {
  const { gtins, service, close } = benchEngine();
  const random = prng(11);
  const codes = Array.from({ length: 50_000 }, () => gtins[Math.floor(random() * gtins.length)]!.slice(1));
  const t0 = performance.now();
  let units = 0;
  let requests = 0;
  for (let i = 0; i < codes.length; i += SCAN_TEXTS_MAX) {
    units = service.scanTexts('s', codes.slice(i, i + SCAN_TEXTS_MAX)).totals.units;
    requests++;
  }
  const ms = performance.now() - t0;
  service.stop();
  close();
  if (units !== codes.length) throw new Error(`expected ${codes.length} units, counted ${units}`);
  return { codesPerSecond: Math.round(codes.length / (ms / 1000)), ms: Math.round(ms), requests };
}

async function uploadBench(): Promise<{ requests: number; seconds: number; lines: number }> {
  const svc = await serviceOnDisk({ items: 5000 });
  let requests = 0;
  const tap: typeof fetch = async (input, init) => {
    if (String(input).includes('/sessionItems')) requests++;
    return fetch(input, init);
  };
  const e = await countEngine(svc.current, { maxPerSecond: 2, fetch: tap });
  try {
    const s = await e.service.createSession({
      storeId: e.storeId,
      description: 'Upload bench',
      areas: [],
      blind: false,
    });
    await e.service.flush();
    const areas = Math.ceil(20_000 / e.items.length);
    let serial = 1;
    let lines = 0;
    for (let a = 0; a < areas && lines < 20_000; a++) {
      e.service.switchArea(s.id, `Area ${a}`);
      const n = Math.min(e.items.length, 20_000 - lines);
      for (let from = 0; from < n; from += 1000)
        e.service.ingest(
          s.id,
          epcEvents(Array.from({ length: Math.min(1000, n - from) }, (_, i) => e.epc(from + i, serial++))),
        );
      lines += n;
    }
    requests = 0;
    const t0 = performance.now();
    if (!(await e.service.flush())) throw new Error('upload did not finish');
    return { requests, seconds: Math.round((performance.now() - t0) / 100) / 10, lines };
  } finally {
    e.close();
    await svc.close();
  }
}

export default async function countBench(args: string[] = []): Promise<Record<string, unknown>> {
  const tags = option(args, '--tags');
  if (tags) {
    // The large count: the ingest figure at this many tags, then the whole count at scale (count-scale.ts).
    const ingest = await ingestBench(Number(tags));
    console.log(`ingest: ${ingest.reads} reads of ${tags} tags in ${ingest.ms} ms = ${ingest.readsPerSecond} reads/s`);
    const scale = await countAtScale(Number(tags), Number(option(args, '--scale-items') ?? 50_000), BATCH);
    return { ingestReadsPerSecond: ingest.readsPerSecond, ingestBatchReads: BATCH, ...scale };
  }
  const ingest = await ingestBench();
  console.log(
    `ingest: 100,000 reads of 20,000 tags in batches of ${BATCH} reads (${ingest.commits} committed transactions) ` +
      `in ${ingest.ms} ms = ${ingest.readsPerSecond} reads/s`,
  );
  const imported = await importBench();
  console.log(
    `import: 50,000 typed barcodes in ${imported.requests} requests in ${imported.ms} ms = ${imported.codesPerSecond} codes/s`,
  );
  const flush = await heldFlushBench();
  console.log(
    `held read counters at 3,000 reads/s: ${flush.batches} batches of 300, longest ${flush.batchMaxMs} ms ` +
      `(${flush.batchMaxCpuMs} ms of CPU at most; median ${flush.batchMedianMs} ms)`,
  );
  const figures = {
    ingestReadsPerSecond: ingest.readsPerSecond,
    ingestBatchReads: BATCH,
    importCodesPerSecond: imported.codesPerSecond,
    heldFlushBatchMaxMs: flush.batchMaxMs,
    heldFlushBatchMaxCpuMs: flush.batchMaxCpuMs,
    heldFlushBatchMedianMs: flush.batchMedianMs,
  };
  if (args.includes('ingest')) return figures;
  const upload = await uploadBench();
  console.log(`upload: ${upload.lines} lines in ${upload.requests} requests, ${upload.seconds} s at 2 requests/s`);
  return {
    ...figures,
    uploadRequests: upload.requests,
    uploadSeconds: upload.seconds,
  };
}
