// Process: main (domain, Electron-free). Document numbers: looking one up on the service (GET /receipts with a
// docNumber filter) and suggesting the next one after the service's highest, skipping those other drafts hold.
import type { Receipt } from '../api/wire';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { condition, lookupProblem, type ReceivingApi } from './api-port';

const log = createLogger('receiving.doc-numbers');

/** The receipts holding exactly `docNumber` (ignoring case); throws when no filter can find it exactly. */
export async function receiptsWithDocNumber(api: ReceivingApi, docNumber: string): Promise<Receipt[]> {
  const why = lookupProblem('docNumber', docNumber);
  // Never "none found" for a number that cannot be asked about: a retry would then send again blind.
  if (why) throw new UserError('doc_number_unfindable', `Document number cannot be looked up exactly: ${why}.`);
  const page = await api.listReceipts({ filter: condition('docNumber', '=', docNumber), pageSize: 50 });
  // The service may match loosely (case, prefixes): keep exact matches, ignoring case.
  return page.items.filter((r) => r.docNumber.toLowerCase() === docNumber.toLowerCase());
}

/** The next number after `latest` keeping its prefix and width (REC00120 -> REC00121), or a dated one. */
export function nextDocNumber(latest: string | null, taken: ReadonlySet<string>, now: Date): string {
  const m = latest ? /^(.*?)(\d+)$/.exec(latest) : null;
  const lower = new Set([...taken].map((t) => t.toLowerCase()));
  const make = m
    ? (n: number) => `${m[1]}${String(Number(m[2]) + n).padStart(m[2]!.length, '0')}`
    : (n: number) => `REC-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${n}`;
  for (let n = 1; ; n++) if (!lower.has(make(n).toLowerCase())) return make(n);
}

export async function suggestDocNumber(api: ReceivingApi, taken: ReadonlySet<string>, now: Date): Promise<string> {
  let latest: string | null = null;
  try {
    const page = await api.listReceipts({ orderBy: 'docNumber desc', pageSize: 1 });
    latest = page.items[0]?.docNumber ?? null;
  } catch (err) {
    // Offline: a dated number; it is checked against the service before submitting anyway.
    log.info('no document number from the service; suggesting a dated one', { error: (err as Error).message });
  }
  return nextDocNumber(latest, taken, now);
}
