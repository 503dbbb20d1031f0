// Process: node (benchmark helper of count.bench.ts). `npm run bench -- count --tags N` (the large size: 250,000): one
// large RFID count on the real local service with a `--scale-items` catalog (default 50,000, the large seed):
// N distinct tags spread over the catalog's tagged items, each read twice, in reader batches through the count
// engine (ingest reads/s with the real scan index); the resulting lines uploaded (requests against the target
// ceil(lines/500) + 5; the client's limiter is off here, so uploadSeconds is not the 2 requests/s time, which
// the default run measures); the review (variance by category and the first page of missing items, target
// <= 1 s); the CSV export (target <= 3 s); and the journal's size on disk.
import { existsSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { journalPath as journalFile } from '../../domain/journal/journal';
import { DEMO_CLIENT_ID } from '../../service/seed/demo-constants';
import { countEngine, epcEvents, serviceOnDisk } from '../integration/counts/harness';

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

const fileMb = (path: string) => (existsSync(path) ? statSync(path).size / 2 ** 20 : 0);

/** The journal's largest tables and indices in MB (SQLite's dbstat), where the journal's size goes. */
function largestTables(db: { prepare(sql: string): { all(): unknown[] } }): Record<string, number> {
  try {
    const rows = db
      .prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 8')
      .all() as { name: string; bytes: number }[];
    return Object.fromEntries(rows.map((r) => [r.name, round(r.bytes / 2 ** 20, 1)]));
  } catch {
    return {}; // a SQLite built without dbstat
  }
}

export async function countAtScale(tags: number, items: number, batch: number): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  const svc = await serviceOnDisk({ seed: 'large', items });
  let uploadRequests = 0;
  const tap: typeof fetch = async (input, init) => {
    if (String(input).includes('/sessionItems')) uploadRequests++;
    return fetch(input, init);
  };
  const e = await countEngine(svc.current, { maxPerSecond: 1000, fetch: tap });
  console.log(`count --tags: ${items} items seeded and synced in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const s = await e.service.createSession({
      storeId: e.storeId,
      description: 'Scale bench',
      areas: [],
      blind: false,
    });
    await e.service.flush();
    // Tag t is serial t of tagged item t % n: every tagged item gets about tags/n tags. Each tag is read twice,
    // the second pass in the same batches (a reader's next round).
    const n = e.items.length;
    const texts = Array.from({ length: tags }, (_, t) => e.epc(t % n, Math.floor(t / n) + 1));
    const reads = [...texts, ...texts];
    const batches: ReturnType<typeof epcEvents>[] = [];
    for (let i = 0; i < reads.length; i += batch) batches.push(epcEvents(reads.slice(i, i + batch)));
    const tIngest = performance.now();
    let unique = 0;
    for (const b of batches) unique = e.service.ingest(s.id, b).totals.uniqueTags;
    const ingestMs = performance.now() - tIngest;
    if (unique !== tags) throw new Error(`expected ${tags} unique tags, counted ${unique}`);
    const lines = e.service.lines({ sessionId: s.id, offset: 0, limit: 1, sort: 'description', dir: 'asc' }).total;

    uploadRequests = 0;
    const tUpload = performance.now();
    if (!(await e.service.flush())) throw new Error('upload did not finish');
    const uploadSeconds = (performance.now() - tUpload) / 1000;

    const tReview = performance.now();
    const variance = e.service.variance(s.id);
    const missing = e.service.missing({ sessionId: s.id, offset: 0, limit: 100 });
    const reviewSeconds = (performance.now() - tReview) / 1000;
    const tCsv = performance.now();
    const csv = e.service.export(s.id);
    const csvSeconds = (performance.now() - tCsv) / 1000;
    const journalTablesMB = largestTables(e.journal);
    const journalPath = journalFile(e.dataDir, svc.current.baseUrl, DEMO_CLIENT_ID);
    const figures = {
      scaleItems: items,
      taggedItems: n,
      tags,
      reads: reads.length,
      scaleIngestReadsPerSecond: Math.round(reads.length / (ingestMs / 1000)),
      lines,
      uploadRequests,
      uploadRequestsTarget: Math.ceil(lines / 500) + 5,
      uploadSecondsUnthrottled: round(uploadSeconds),
      reviewSeconds: round(reviewSeconds, 3),
      reviewCategories: variance.blind ? 0 : variance.categories.length,
      missingTotal: missing.blind ? null : missing.total,
      csvSeconds: round(csvSeconds, 3),
      csvRows: csv.rows,
      csvMB: round(csv.csv.length / 2 ** 20, 1),
      journalMB: round(fileMb(journalPath) + fileMb(`${journalPath}-wal`), 1),
      journalTablesMB,
      loadAverage: loadavg().map((l) => round(l)),
    };
    console.log(
      `count --tags: ${tags} tags (${reads.length} reads) at ${figures.scaleIngestReadsPerSecond} reads/s; ${lines} lines ` +
        `in ${uploadRequests} requests (target ${figures.uploadRequestsTarget}); review ${figures.reviewSeconds} s; ` +
        `CSV ${figures.csvSeconds} s; journal ${figures.journalMB} MB`,
    );
    return figures;
  } finally {
    e.close();
    await svc.close();
  }
}
