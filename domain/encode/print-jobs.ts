// Process: main (domain, Electron-free). Print jobs: every label's serial is allocated and the job committed to the
// journal before the first byte goes to the printer; a run prints what is still 'allocated', in order. Each label is
// marked 'sending' (in doubt, committed) before its bytes leave and 'used' once the printer confirms it. A label
// that may have printed without being confirmed (the printer failed after its bytes went out, or the process died
// while it was in doubt: found 'sending' when the job is run again) is voided, never sent again, and replaced by
// a label with a fresh serial, so a job resumed after any failure or crash prints every label once and no EPC twice.
import { randomUUID } from 'node:crypto';
import type { PrintJobView } from '../../contract/encode';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { type SingleFlight, singleFlight } from '../shared/single-flight';
import { PrinterError, type PrinterLink } from './printer-link';
import type { SerialAllocator } from './serials';
import { type EncodeItem, sgtinTarget } from './sgtin-target';
import { DEFAULT_TEMPLATE, type LabelFacts, type LabelTemplate, renderLabel } from './zpl';

const log = createLogger('encode.jobs');

/**
 * Runs per journal, by job: a second run of a job while one prints (a double click, a second window or tab) gets
 * the first one's outcome. Per journal, not per service, because the app builds a new encode service when its
 * catalog is replaced, and a run begun on the old one is still the job's run.
 */
const runs = new WeakMap<JournalDb, SingleFlight<string>>();
const runsOf = (db: JournalDb) => {
  const flight = runs.get(db) ?? singleFlight<string>('encode.jobs.run');
  runs.set(db, flight);
  return flight;
};

export interface JobLine {
  item: EncodeItem;
  count: number;
}

export interface PrintedLabel {
  epc: string;
  itemId: string;
  seq: number;
}

interface JobSource {
  from: string;
  /** The receipt a receipt's job labels (absent for an item's job and for jobs made before it was kept). */
  receiptId?: string;
  items: Record<string, LabelFacts & { gtins: string[] }>;
}

export interface PrintJobsOptions {
  companyPrefixLength: number | null;
  filter?: number;
  template?: LabelTemplate;
  now?: () => number;
}

export function createPrintJobs(db: JournalDb, allocator: SerialAllocator, opts: PrintJobsOptions) {
  const template = opts.template ?? DEFAULT_TEMPLATE;
  const now = opts.now ?? Date.now;
  const q = {
    insertJob: db.prepare('INSERT INTO encode_jobs (id, printer, source, created_at) VALUES (?, ?, ?, ?)'),
    job: db.prepare('SELECT id, printer, source, last_error FROM encode_jobs WHERE id = ?'),
    jobs: db.prepare('SELECT id FROM encode_jobs ORDER BY created_at'),
    counts: db.prepare('SELECT state, COUNT(*) AS n FROM encode_serials WHERE job_id = ? GROUP BY state'),
    pending: db.prepare(
      "SELECT epc, item_id AS itemId, seq FROM encode_serials WHERE job_id = ? AND state = 'allocated' ORDER BY seq",
    ),
    inDoubt: db.prepare(
      "SELECT epc, item_id AS itemId, seq FROM encode_serials WHERE job_id = ? AND state = 'sending' ORDER BY seq",
    ),
    printed: db.prepare(
      "SELECT epc, item_id AS itemId, seq FROM encode_serials WHERE job_id = ? AND state = 'used' ORDER BY seq",
    ),
    lastSeq: db.prepare('SELECT MAX(seq) AS seq FROM encode_serials WHERE job_id = ?'),
    setError: db.prepare('UPDATE encode_jobs SET last_error = ? WHERE id = ?'),
    // A receipt's jobs by its id, or (jobs made before the id was kept) by the "receipt <doc number>" they name.
    receiptLabels: db.prepare(`SELECT s.state, COUNT(*) AS n FROM encode_serials s JOIN encode_jobs j ON j.id = s.job_id
      WHERE json_extract(j.source, '$.receiptId') = ?
        OR (json_extract(j.source, '$.receiptId') IS NULL AND json_extract(j.source, '$.from') = ?)
      GROUP BY s.state`),
  };

  const sourceOf = (id: string) => {
    const row = q.job.get(id) as { id: string; printer: string; source: string; last_error: string | null } | undefined;
    if (!row) throw new UserError('not_found', 'That print job is not on this PC: print the labels again.');
    return { row, source: JSON.parse(row.source) as JobSource };
  };

  const view = (id: string): PrintJobView => {
    const { row, source } = sourceOf(id);
    const n: Record<string, number> = {};
    for (const r of q.counts.all(id) as { state: string; n: number }[]) n[r.state] = r.n;
    return {
      id,
      printer: row.printer,
      from: source.from,
      printed: n.used ?? 0,
      // A label in doubt is owed still: it is voided and replaced when the job runs again (if no run holds it).
      pending: (n.allocated ?? 0) + (n.sending ?? 0),
      inDoubt: n.sending ?? 0,
      spoiled: n.spoiled ?? 0,
      lastError: row.last_error,
    };
  };

  const targetOf = (item: EncodeItem) => sgtinTarget(item, opts.companyPrefixLength, opts.filter ?? 1);

  /**
   * Allocates every label's serial and commits the job; UserError 'bad_input' (any line) commits nothing. The store's
   * currency is kept with the job's items, so a resumed job prints its prices as its first labels did.
   */
  const create = (
    printer: string,
    from: string,
    lines: readonly JobLine[],
    currency: string | null = null,
    receiptId: string | null = null,
  ): PrintJobView => {
    const targets = lines.map((l) => targetOf(l.item));
    const id = randomUUID();
    const items: JobSource['items'] = {};
    for (const { item } of lines) {
      items[item.id] = {
        sku: item.sku,
        description: item.description,
        retail: item.retail,
        upc: item.upc,
        currency,
        gtins: [...item.gtins],
      };
    }
    db.transaction(() => {
      const source: JobSource = receiptId ? { from, receiptId, items } : { from, items };
      q.insertJob.run(id, printer, JSON.stringify(source), now());
      let seq = 0;
      lines.forEach((line, i) => {
        allocator.allocate(line.item, targets[i]!, line.count, { id, firstSeq: seq });
        seq += line.count;
      });
    })();
    crashPoint('print.job.committed');
    log.info('print job committed', { id, from, labels: lines.reduce((n, l) => n + l.count, 0) });
    return view(id);
  };

  /** Spoils a label that may be on paper and queues a fresh serial for the same item at the end of the job. */
  const spoilAndReplace = (jobId: string, source: JobSource, label: PrintedLabel, why: string) => {
    const facts = source.items[label.itemId]!;
    const item: EncodeItem = { id: label.itemId, ...facts };
    db.transaction(() => {
      allocator.markSpoiled(label.epc, why);
      const last = (q.lastSeq.get(jobId) as { seq: number }).seq;
      allocator.allocate(item, targetOf(item), 1, { id: jobId, firstSeq: last + 1 });
    })();
    crashPoint('print.label.voided');
    log.warn('label voided and replaced', { jobId, epc: label.epc, why });
  };

  /**
   * Prints what the job still owes on a link opened for the run (and closed after); throws PrinterError (the job
   * kept, resumable) when the printer fails. A second call while the job runs gets the running one's outcome.
   */
  const run = (
    jobId: string,
    openLink: () => Promise<PrinterLink>,
    onLabel: (view: PrintJobView) => void = () => {},
  ): Promise<PrintJobView> =>
    runsOf(db).run(jobId, async () => {
      const { source } = sourceOf(jobId);
      // No run of this job is under way (the single flight), so a label in doubt is one a dead run left.
      for (const label of q.inDoubt.all(jobId) as PrintedLabel[]) {
        spoilAndReplace(jobId, source, label, 'in doubt when the job stopped: it may have printed');
      }
      const link = await openLink();
      try {
        return await printPending(jobId, source, link, onLabel);
      } finally {
        link.close();
      }
    });

  const printPending = async (
    jobId: string,
    source: JobSource,
    link: PrinterLink,
    onLabel: (view: PrintJobView) => void,
  ): Promise<PrintJobView> => {
    q.setError.run(null, jobId);
    for (;;) {
      const label = q.pending.get(jobId) as PrintedLabel | undefined;
      if (!label) break;
      const zpl = renderLabel(source.items[label.itemId]!, label.epc, template);
      allocator.markSending(label.epc);
      crashPoint('print.label.sending');
      let readBack: string | null;
      try {
        readBack = await link.printLabel(zpl, template.readBack, () => crashPoint('print.label.sent'));
      } catch (err) {
        const e = err instanceof PrinterError ? err : new PrinterError((err as Error).message, true);
        if (e.mayHavePrinted) spoilAndReplace(jobId, source, label, `may have printed: ${e.message}`);
        else allocator.markUnsent(label.epc);
        q.setError.run(e.answer ? `${e.message} (printer: ${e.answer})` : e.message, jobId);
        log.warn('print job stopped', { jobId, epc: label.epc, error: e.message });
        throw e;
      }
      if (readBack !== null && readBack !== label.epc) {
        const why = `the printer read back ${readBack} instead of ${label.epc}`;
        spoilAndReplace(jobId, source, label, why);
        q.setError.run(`Label void: ${why}.`, jobId);
        throw new PrinterError(`A label is void: ${why}. Remove it; the job prints a new one when resumed.`, true);
      }
      crashPoint('print.label.read-back');
      allocator.markUsed(label.epc);
      crashPoint('print.label.used');
      onLabel(view(jobId));
    }
    return view(jobId);
  };

  /** Labels already made for a receipt on this PC: printed, and owed by a job not yet finished (in doubt included). */
  const receiptLabels = (receiptId: string, docNumber: string) => {
    const n: Record<string, number> = {};
    for (const r of q.receiptLabels.all(receiptId, `receipt ${docNumber}`) as { state: string; n: number }[]) {
      n[r.state] = r.n;
    }
    return { printed: n.used ?? 0, owed: (n.allocated ?? 0) + (n.sending ?? 0) };
  };

  return {
    create,
    run,
    view,
    receiptLabels,
    printed: (jobId: string) => q.printed.all(jobId) as PrintedLabel[],
    unfinished: () => (q.jobs.all() as { id: string }[]).map((r) => view(r.id)).filter((v) => v.pending > 0),
  };
}

export type PrintJobs = ReturnType<typeof createPrintJobs>;
export type { PrintJobView };
