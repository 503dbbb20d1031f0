// Process: test (node). The soak's reconciliation, read from the files themselves after every actor has stopped:
// each PC's journal (what it says was counted and received) against the service's database (what it holds).
// Counting: per session and item, the sum of every PC's journal lines equals the service's session items, line by
// line too (a session item is one PC's line: same id, same count), and no line is left unsent or refused.
// A session whose unsent lines one PC moved into a new one (after a finalize elsewhere) counts with it: per item,
// the old session's journal lines equal what the service holds in both; the mover's old lines hold at most that.
// Receiving: one receipt per document number, with the lines its draft was submitted with.
import Database from 'libsql';

export interface JournalCounts {
  /** sessionId -> lineId -> { itemId, qty, unsent, refused } */
  lines: Map<string, Map<string, { itemId: string; qty: number; unsent: boolean; refused: string | null; pc: string }>>;
  /** Submitted drafts: doc number -> item -> units, and every draft's state. */
  drafts: { pc: string; docNumber: string; state: string; receiptId: string | null; lines: Map<string, number> }[];
}

const key = (s: string) => s.toLowerCase();

export function readJournals(journals: { pc: string; path: string }[]): JournalCounts {
  const out: JournalCounts = { lines: new Map(), drafts: [] };
  for (const { pc, path } of journals) {
    const db = new Database(path, { readonly: true });
    try {
      const rows = db
        .prepare('SELECT id, session_id, item_id, qty, version, sent_version, refused FROM count_lines')
        .all() as {
        id: string;
        refused: string | null;
        session_id: string;
        item_id: string;
        qty: number;
        version: number;
        sent_version: number;
      }[];
      for (const r of rows) {
        const session = out.lines.get(key(r.session_id)) ?? new Map();
        out.lines.set(key(r.session_id), session);
        session.set(key(r.id), {
          itemId: key(r.item_id),
          qty: r.qty,
          unsent: r.version > r.sent_version,
          refused: r.refused,
          pc,
        });
      }
      const drafts = db.prepare('SELECT id, doc_number, state, receipt_id FROM receiving_drafts').all() as {
        id: string;
        doc_number: string;
        state: string;
        receipt_id: string | null;
      }[];
      for (const d of drafts) {
        const lines = new Map<string, number>();
        for (const l of db.prepare('SELECT item_id, quantity FROM receiving_lines WHERE draft_id = ?').all(d.id) as {
          item_id: string;
          quantity: number;
        }[])
          lines.set(key(l.item_id), (lines.get(key(l.item_id)) ?? 0) + l.quantity);
        out.drafts.push({ pc, docNumber: d.doc_number, state: d.state, receiptId: d.receipt_id, lines });
      }
    } finally {
      db.close();
    }
  }
  return out;
}

export interface ServiceHoldings {
  /** sessionId -> sessionItemId -> { itemId, count } */
  sessions: Map<string, Map<string, { itemId: string; count: number }>>;
  /** docNumber -> receipts with that number (id and item -> units) */
  receipts: Map<string, { id: string; lines: Map<string, number> }[]>;
}

export function readService(dataPath: string, docPrefix: string, sessionIds: string[]): ServiceHoldings {
  const db = new Database(dataPath, { readonly: true });
  try {
    const sessions: ServiceHoldings['sessions'] = new Map();
    for (const id of sessionIds) {
      const items = new Map<string, { itemId: string; count: number }>();
      for (const r of db.prepare('SELECT id, item_id, count FROM session_items WHERE session_id = ?').all(key(id)) as {
        id: string;
        item_id: string;
        count: number | null;
      }[])
        items.set(key(r.id), { itemId: key(r.item_id), count: r.count ?? 0 });
      sessions.set(key(id), items);
    }
    const receipts: ServiceHoldings['receipts'] = new Map();
    const rows = db.prepare('SELECT id, doc_number FROM receipts WHERE doc_number LIKE ?').all(`${docPrefix}%`) as {
      id: string;
      doc_number: string;
    }[];
    for (const r of rows) {
      const lines = new Map<string, number>();
      for (const l of db.prepare('SELECT item_id, quantity FROM receipt_lines WHERE receipt_id = ?').all(r.id) as {
        item_id: string;
        quantity: number;
      }[])
        lines.set(key(l.item_id), (lines.get(key(l.item_id)) ?? 0) + l.quantity);
      const list = receipts.get(r.doc_number) ?? [];
      list.push({ id: r.id, lines });
      receipts.set(r.doc_number, list);
    }
    return { sessions, receipts };
  } finally {
    db.close();
  }
}

const sameLines = (a: Map<string, number>, b: Map<string, number>): boolean =>
  a.size === b.size && [...a].every(([item, qty]) => b.get(item) === qty);
const show = (m: Map<string, number>) => JSON.stringify(Object.fromEntries(m));

/** A PC's "move unsent": its lines of session `from` the service lacked went into session `to`. */
export interface SessionMove {
  from: string;
  to: string;
  pc: string;
}

/** Every difference between what the journals say and what the service holds, in words; empty when they agree. */
export function reconcile(
  journals: JournalCounts,
  service: ServiceHoldings,
  expectedReceipts: Map<string, Map<string, number>>,
  moves: SessionMove[] = [],
): string[] {
  const problems: string[] = [];
  for (const [sessionId, held] of service.sessions) {
    const lines = journals.lines.get(sessionId) ?? new Map();
    const move = moves.find((m) => key(m.from) === sessionId);
    for (const [lineId, line] of lines) {
      if (move && line.pc === move.pc) {
        // Moved: the service holds part here, the rest in the new session (checked per item below).
        if ((held.get(lineId)?.count ?? 0) > line.qty)
          problems.push(`session ${sessionId}: ${line.pc}'s moved line ${lineId} holds more than it counted`);
        continue;
      }
      if (line.refused !== null)
        problems.push(`session ${sessionId}: ${line.pc}'s line ${lineId} is still refused (${line.refused})`);
      if (line.unsent) problems.push(`session ${sessionId}: ${line.pc}'s line ${lineId} is still unsent`);
      const there = held.get(lineId);
      if ((there?.count ?? 0) !== line.qty)
        problems.push(
          `session ${sessionId}: ${line.pc}'s line ${lineId} (item ${line.itemId}) is ${line.qty} in its journal, ${there?.count ?? 'absent'} at the service`,
        );
    }
    for (const [lineId, item] of held)
      if (!lines.has(lineId))
        problems.push(
          `session ${sessionId}: service item ${lineId} (item ${item.itemId}, ${item.count}) is in no journal`,
        );
    const byItem = (entries: Iterable<{ itemId: string; n: number }>) => {
      const m = new Map<string, number>();
      for (const e of entries) m.set(e.itemId, (m.get(e.itemId) ?? 0) + e.n);
      return m;
    };
    const journalSums = byItem([...lines.values()].map((l) => ({ itemId: l.itemId, n: l.qty })));
    const heldToo = move ? [...(service.sessions.get(key(move.to))?.values() ?? [])] : [];
    const serviceSums = byItem([...held.values(), ...heldToo].map((l) => ({ itemId: l.itemId, n: l.count })));
    for (const item of new Set([...journalSums.keys(), ...serviceSums.keys()]))
      if ((journalSums.get(item) ?? 0) !== (serviceSums.get(item) ?? 0))
        problems.push(
          `session ${sessionId}, item ${item}: journals sum to ${journalSums.get(item) ?? 0}, the service holds ${serviceSums.get(item) ?? 0}`,
        );
  }
  for (const [doc, list] of service.receipts)
    if (list.length > 1) problems.push(`receipt ${doc}: ${list.length} receipts with this document number`);
  for (const [doc, expected] of expectedReceipts) {
    const list = service.receipts.get(doc) ?? [];
    if (list.length === 0) problems.push(`receipt ${doc}: submitted, but not at the service`);
    for (const r of list)
      if (!sameLines(r.lines, expected))
        problems.push(`receipt ${doc}: the service holds ${show(r.lines)}, the draft was ${show(expected)}`);
    for (const d of journals.drafts.filter((x) => x.docNumber === doc && x.state === 'submitted')) {
      if (!sameLines(d.lines, expected))
        problems.push(
          `receipt ${doc}: ${d.pc}'s journal draft has ${show(d.lines)}, the soak scanned ${show(expected)}`,
        );
      if (d.receiptId && !list.some((r) => r.id.toLowerCase() === d.receiptId?.toLowerCase()))
        problems.push(`receipt ${doc}: ${d.pc}'s draft names receipt ${d.receiptId}, which the service does not hold`);
    }
  }
  for (const doc of service.receipts.keys())
    if (!expectedReceipts.has(doc)) problems.push(`receipt ${doc}: at the service, but no actor saw it submitted`);
  return problems;
}
