// Process: test (node). The randomized soak: two browser-mode instances (over their WebSocket protocol)
// and the CLI (spawned processes) count and receive against one local service through the fault proxy, with
// random faults (lost answers, 422s on receipts and count uploads, 429 with Retry-After, hangs, resets), each on its
// own data folder; halfway, one counted item is deleted at the service, so its new lines are refused for real. Then
// the faults stop, every submit is finished and every outbox drains, refused lines settled as a user would (removed
// or assigned to another item, at random; the CLI's in the app on its folder: the CLI cannot), and the journals are
// reconciled against the service's database: exactly what was counted, nothing left unsent or refused, every receipt
// exactly once with its lines. The figures go out as one JSON line. SOAK_SECONDS (default 30 in the test run; `npm run soak` runs it
// longer) and SOAK_SEED (default: random, printed) reproduce a run.
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import type { CountEventsBatch, CountSessionSummary, CountSessionView, OutboxState } from '../../../contract/counts';
import type { DraftView, SubmitResult } from '../../../contract/receiving';
import { encodeSgtin96 } from '../../../domain/codes';
import { journalPath } from '../../../domain/journal/journal';
import { setLogSink } from '../../../domain/shared/logger';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { type FaultProxy, startFaultProxy } from '../../helpers/fault-proxy';
import { startTestService, type TestService } from '../../helpers/local-service';
import { prng } from '../../helpers/prng';
import { lastJson, type SoakCli, soakCli } from './cli';
import { finalizeWhileUnsent } from './finalize';
import { type SoakInstance, startSoakInstance } from './instance';
import { readJournals, readService, reconcile, type SessionMove } from './reconcile';
import { drainSession, newRefusedTally } from './refused';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 30);
const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DOC = `SOAK${SEED}-`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let service: TestService | undefined;
let proxy: FaultProxy | undefined;
const instances: SoakInstance[] = [];
afterAll(async () => {
  for (const i of instances) await i.close().catch(() => undefined);
  await proxy?.close();
  await service?.close();
});

interface Item {
  id: string;
  gtin: string;
}

/** The random faults: only on the Fetch API (sign-in is not what this soak is about), 422s on receipts and count
 * uploads (a refused count line is quarantined until the drain settles it). */
function injectFaults(p: FaultProxy): void {
  const api = /^\/api\/v3\//i;
  p.rule({ method: 'POST', path: /^\/api\/v3\/receipts/i, probability: 0.12, fault: { kind: 'status', status: 422 } });
  const upload = /^\/api\/v3\/sessions\/[^/]+\/sessionItems(\/[^/]+\/count)?$/i;
  p.rule({ method: 'POST', path: upload, probability: 0.03, fault: { kind: 'status', status: 422 } });
  p.rule({ method: 'PUT', path: upload, probability: 0.05, fault: { kind: 'status', status: 422 } });
  p.rule({ method: 'POST', path: api, probability: 0.06, fault: { kind: 'dropAnswer' } });
  p.rule({ method: 'PUT', path: api, probability: 0.06, fault: { kind: 'dropAnswer' } });
  p.rule({ path: api, probability: 0.03, fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } } });
  p.rule({ path: api, probability: 0.01, fault: { kind: 'status', status: 429, headers: { 'retry-after': '3' } } });
  p.rule({ path: api, probability: 0.02, fault: { kind: 'hang', ms: 2500 } });
  p.rule({ path: api, probability: 0.03, fault: { kind: 'reset' } });
}

/** What the soak itself asked for and saw acknowledged, for the figures and the receipts' expected lines. */
interface Tally {
  scans: number;
  undos: number;
  receiptsAttempted: number;
  doubleSubmits: number;
  submitOutcomes: Record<string, number>;
  problems: string[];
}
const newTally = (): Tally => ({
  scans: 0,
  undos: 0,
  receiptsAttempted: 0,
  doubleSubmits: 0,
  submitOutcomes: {},
  problems: [],
});
/** doc number -> item -> units the draft was scanned with. */
const expectedReceipts = new Map<string, Map<string, number>>();
const linesOf = (items: Item[]) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(i.id, (m.get(i.id) ?? 0) + 1);
  return m;
};

/** CLI receipts: doc number -> its reads file (a rerun after a refusal makes the draft again from it). */
const cliReads = new Map<string, string>();

/** A browser-mode instance's random work until `until`: scans, undo, receipts (some submitted twice at once). */
async function browserActor(
  inst: SoakInstance,
  sessions: string[],
  items: Item[],
  receiptItems: Item[],
  vendorId: string,
  serialBase: number,
  rand: () => number,
  until: number,
  tally: Tally,
): Promise<{ id: string; doc: string }[]> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const tags: string[] = [];
  let serial = serialBase;
  let docs = 0;
  const unsettled: { id: string; doc: string }[] = [];
  const submit = async (draftId: string, twice: boolean) => {
    const once = (socket: number) => inst.raw('receiving.drafts.submit', { draftId }, socket);
    const results = twice ? await Promise.all([once(0), once(1)]) : [await once(0)];
    if (twice) tally.doubleSubmits++;
    let settled = false;
    for (const r of results) {
      const status = r.ok ? (r.value as SubmitResult).status : `refused:${r.error.code}`;
      tally.submitOutcomes[status] = (tally.submitOutcomes[status] ?? 0) + 1;
      if (status === 'submitted') settled = true;
    }
    return settled;
  };
  while (Date.now() < until) {
    const roll = rand();
    try {
      if (roll < 0.6) {
        const sessionId = pick(sessions);
        const texts: string[] = [];
        for (let n = 1 + Math.floor(rand() * 8); n > 0; n--) {
          const r = rand();
          if (r < 0.5) texts.push(pick(items).gtin);
          else if (r < 0.9 || tags.length === 0) {
            const tag = encodeSgtin96({ gtin14: pick(items).gtin, serial: serial++ });
            tags.push(tag);
            texts.push(tag);
          } else texts.push(pick(tags));
        }
        await inst.call<CountEventsBatch>('counts.scan', { sessionId, texts });
        tally.scans += texts.length;
      } else if (roll < 0.68) {
        await inst.call('counts.undo', { sessionId: pick(sessions), count: 1 });
        tally.undos++;
      } else if (roll < 0.8) {
        const doc = `${DOC}${inst.name}-${++docs}`;
        const scanned = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(receiptItems));
        const draft = await inst.call<DraftView>('receiving.drafts.create', { vendorId, docNumber: doc });
        await inst.call('receiving.drafts.scan', { draftId: draft.id, texts: scanned.map((i) => i.gtin) });
        expectedReceipts.set(doc, linesOf(scanned));
        tally.receiptsAttempted++;
        if (!(await submit(draft.id, rand() < 0.3))) unsettled.push({ id: draft.id, doc });
      } else if (roll < 0.88 && unsettled.length > 0) {
        const d = unsettled[0]!;
        if (await submit(d.id, rand() < 0.3)) unsettled.shift();
      } else {
        await inst.call<CountSessionView>('counts.sessions.refresh', { sessionId: sessions[0] });
      }
    } catch (err) {
      // A refusal the user would see (offline, a lost answer): the soak goes on; the reconciliation decides.
      tally.problems.push(String(err));
    }
    await sleep(150 + rand() * 500);
  }
  return unsettled;
}

/** The CLI's random work: counts into its own session and receipts, some run twice; reruns finish lost answers. */
async function cliActor(
  cli: SoakCli,
  sessionId: string,
  items: Item[],
  receiptItems: Item[],
  vendorCode: string,
  rand: () => number,
  until: number,
  tally: Tally,
): Promise<string[]> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  let serial = 3_000_000;
  let docs = 0;
  const unsettled: string[] = [];
  while (Date.now() < until) {
    if (rand() < 0.5) {
      const texts = Array.from({ length: 5 + Math.floor(rand() * 20) }, () =>
        rand() < 0.5 ? pick(items).gtin : encodeSgtin96({ gtin14: pick(items).gtin, serial: serial++ }),
      );
      const res = await cli.run(['count', '--store', 'S01', '--session', sessionId, '--reads', cli.readsFile(texts)]);
      if (res.code === 0) tally.scans += texts.length;
      else tally.problems.push(`cli count exit ${res.code}: ${res.stderr.trim().split('\n').at(-1)}`);
    } else {
      const doc = unsettled.shift() ?? `${DOC}cli-${++docs}`;
      if (!cliReads.has(doc)) {
        const scanned = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pick(receiptItems));
        expectedReceipts.set(doc, linesOf(scanned));
        cliReads.set(doc, cli.readsFile(scanned.map((i) => i.gtin)));
        tally.receiptsAttempted++;
      }
      const args = ['receipt', '--store', 'S01', '--vendor', vendorCode, '--doc', doc, '--reads', cliReads.get(doc)!];
      const res = await cli.run(args);
      tally.submitOutcomes[`cli-exit-${res.code}`] = (tally.submitOutcomes[`cli-exit-${res.code}`] ?? 0) + 1;
      if (res.code !== 0) unsettled.push(doc);
      else if (rand() < 0.3) {
        // A double submit: the same command again must create nothing.
        tally.doubleSubmits++;
        const again = await cli.run(args);
        tally.submitOutcomes[`cli-again-exit-${again.code}`] =
          (tally.submitOutcomes[`cli-again-exit-${again.code}`] ?? 0) + 1;
      }
    }
  }
  return unsettled;
}

describe('soak: two browser-mode instances and the CLI through a faulty network', () => {
  it(
    'the service holds exactly what the journals counted and received',
    async () => {
      console.log(`soak: seed ${SEED}, ${SECONDS} s (reproduce with SOAK_SEED=${SEED} SOAK_SECONDS=${SECONDS})`);
      const restoreLog = setLogSink(() => undefined);
      const started = Date.now();
      service = await startTestService({ items: 400 });
      proxy = await startFaultProxy(service.baseUrl, { seed: SEED });

      const db = new Database(service.dataPath, { readonly: true });
      const store = db.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as { id: string };
      const items = db
        .prepare(
          `SELECT i.id, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
           JOIN item_stores s ON s.item_id = i.id AND s.store_id = ? ORDER BY i.seq LIMIT 60`,
        )
        .all(store.id) as Item[];
      const vendor = db
        .prepare('SELECT v.id, v.code FROM vendors v JOIN vendor_stores s ON s.vendor_id = v.id AND s.store_id = ?')
        .get(store.id) as { id: string; code: string };
      db.close();
      for (const i of items) i.id = i.id.toLowerCase();

      // Set up without faults: sign-in, catalog, sessions (faults during setup are not what this soak measures).
      const a = await startSoakInstance('a', proxy.url, store.id);
      instances.push(a);
      const b = await startSoakInstance('b', proxy.url, store.id);
      instances.push(b);
      const cli = soakCli(proxy.url);
      const first = await cli.run([
        'count',
        '--store',
        'S01',
        '--new',
        `CLI soak ${SEED}`,
        '--reads',
        cli.readsFile([items[0]!.gtin]),
      ]);
      expect(first.code, first.stderr).toBe(0);
      const cliSession = lastJson<{ sessionId: string }>(first.stdout)!.sessionId;

      const team = await a.call<CountSessionView>('counts.sessions.create', {
        storeId: store.id,
        description: `Team soak ${SEED}`,
        areas: ['Front'],
      });
      const ownA = await a.call<CountSessionView>('counts.sessions.create', {
        storeId: store.id,
        description: 'A own',
      });
      const ownB = await b.call<CountSessionView>('counts.sessions.create', {
        storeId: store.id,
        description: 'B own',
      });
      for (;;) {
        const list = await b.call<CountSessionSummary[]>('counts.sessions.list', { storeId: store.id });
        if (list.some((s) => s.id === team.id)) break;
        await sleep(300);
      }
      await b.call('counts.sessions.open', { sessionId: team.id });
      await b.call('counts.areas.add', { sessionId: team.id, name: 'Back' });
      await b.call('counts.areas.switch', { sessionId: team.id, name: 'Back' });

      injectFaults(proxy);
      const until = Date.now() + SECONDS * 1000;
      // Halfway, the last item is deleted at the service (a real cause of refused lines): still in every PC's catalog,
      // so it is still counted, and the service refuses its lines. Receipts keep to the other items.
      const doomed = items.at(-1)!;
      const receiptItems = items.slice(0, -1);
      const deleting = sleep((SECONDS * 1000) / 2).then(() => {
        const w = new Database(service!.dataPath);
        w.pragma('busy_timeout = 5000');
        w.prepare('DELETE FROM items WHERE id = ?').run(doomed.id);
        w.close();
      });
      const tallies = { a: newTally(), b: newTally(), cli: newTally() };
      const [leftA, leftB, leftCli] = await Promise.all([
        browserActor(
          a,
          [team.id, ownA.id],
          items,
          receiptItems,
          vendor.id,
          1_000_000,
          prng(SEED + 1),
          until,
          tallies.a,
        ),
        browserActor(
          b,
          [team.id, ownB.id],
          items,
          receiptItems,
          vendor.id,
          2_000_000,
          prng(SEED + 2),
          until,
          tallies.b,
        ),
        cliActor(cli, cliSession, items, receiptItems, vendor.code, prng(SEED + 3), until, tallies.cli),
      ]);
      await deleting;

      // Faults off: finish every submit, drain every outbox.
      proxy.clear();
      const drainProblems: string[] = [];
      for (const [inst, left] of [
        [a, leftA],
        [b, leftB],
      ] as const)
        for (const d of left) {
          let status = '';
          for (let n = 0; n < 5 && status !== 'submitted'; n++) {
            const r = await inst.raw('receiving.drafts.submit', { draftId: d.id });
            status = r.ok ? (r.value as SubmitResult).status : `refused: ${r.error.message}`;
            if (status !== 'submitted') await sleep(1000);
          }
          if (status !== 'submitted') drainProblems.push(`${inst.name}: draft ${d.doc} ends ${status}`);
        }
      for (const doc of new Set(leftCli)) {
        const args = [
          'receipt',
          '--store',
          'S01',
          '--vendor',
          vendor.code,
          '--doc',
          doc,
          '--reads',
          cliReads.get(doc)!,
        ];
        let res = await cli.run(args);
        if (res.code !== 0) res = await cli.run(args);
        if (res.code !== 0) drainProblems.push(`cli: receipt ${doc} ends with exit ${res.code}: ${res.stderr.trim()}`);
      }
      const sessions: [SoakInstance, string][] = [
        [a, team.id],
        [a, ownA.id],
        [b, team.id],
        [b, ownB.id],
      ];
      const drainUntil = Date.now() + 180_000;
      const settleRand = prng(SEED + 4);
      const targets = receiptItems.map((i) => i.id);
      const refused = { a: newRefusedTally(), b: newRefusedTally(), cli: newRefusedTally() };
      for (const [inst, sessionId] of sessions) {
        const problem = await drainSession(
          inst,
          sessionId,
          targets,
          settleRand,
          refused[inst.name as 'a' | 'b'],
          drainUntil,
        );
        if (problem) drainProblems.push(problem);
      }
      // A finalizes the team session while B has lines unsent there: B's lock and "move unsent" run.
      const fin = await finalizeWhileUnsent(proxy, a, b, team.id, [items[1]!.gtin, items[2]!.gtin], drainUntil);
      drainProblems.push(...fin.problems);
      const moves: SessionMove[] = [];
      if (fin.move?.ok && fin.move.newSessionId) {
        moves.push({ from: team.id, to: fin.move.newSessionId, pc: 'b' });
        const problem = await drainSession(b, fin.move.newSessionId, targets, settleRand, refused.b, drainUntil);
        if (problem) drainProblems.push(problem);
      }
      // The CLI sends what waits but cannot settle a refused line (sync-counts says: on the counting screen): the
      // app on the CLI's data folder does, then the CLI must find nothing left.
      let synced = await cli.run(['sync-counts']);
      const cliState = lastJson<OutboxState>(synced.stdout);
      const cliRefusedAtSync = cliState?.refused ?? 0;
      if (synced.code !== 0 && cliRefusedAtSync > 0) {
        const app = await startSoakInstance('cli-app', proxy.url, store.id, cli.dataDir);
        instances.push(app);
        const problem = await drainSession(app, cliSession, targets, settleRand, refused.cli, drainUntil);
        if (problem) drainProblems.push(problem);
        await instances.pop()?.close();
        synced = await cli.run(['sync-counts']);
      }
      if (synced.code !== 0) drainProblems.push(`cli: sync-counts exit ${synced.code}: ${synced.stderr.trim()}`);
      for (const i of instances.splice(0)) await i.close();

      // Reconcile the files.
      const journals = readJournals([
        { pc: 'a', path: journalPath(a.dataDir, proxy.url, DEMO_CLIENT_ID) },
        { pc: 'b', path: journalPath(b.dataDir, proxy.url, DEMO_CLIENT_ID) },
        { pc: 'cli', path: journalPath(cli.dataDir, proxy.url, DEMO_CLIENT_ID) },
      ]);
      const held = readService(service.dataPath, DOC, [
        team.id,
        ownA.id,
        ownB.id,
        cliSession,
        ...moves.map((m) => m.to),
      ]);
      const problems = [...drainProblems, ...reconcile(journals, held, expectedReceipts, moves)];

      const seen = proxy.seen();
      const faults: Record<string, number> = {};
      for (const s of seen) {
        const kind = s.fault === 'status' ? `status${s.status}` : s.fault;
        if (kind) faults[kind] = (faults[kind] ?? 0) + 1;
      }
      const unitsPerSession: Record<string, number> = {};
      for (const [id, lines] of journals.lines)
        if (held.sessions.has(id)) unitsPerSession[id] = [...lines.values()].reduce((n, l) => n + l.qty, 0);
      const figures = {
        soak: 'issue-18',
        seed: SEED,
        seconds: SECONDS,
        wallSeconds: Math.round((Date.now() - started) / 1000),
        scans: { a: tallies.a.scans, b: tallies.b.scans, cli: tallies.cli.scans },
        undos: tallies.a.undos + tallies.b.undos,
        unitsPerSession,
        receipts: {
          attempted: expectedReceipts.size,
          atService: [...held.receipts.values()].reduce((n, l) => n + l.length, 0),
          doubleSubmits: tallies.a.doubleSubmits + tallies.b.doubleSubmits + tallies.cli.doubleSubmits,
          outcomes: { a: tallies.a.submitOutcomes, b: tallies.b.submitOutcomes, cli: tallies.cli.submitOutcomes },
        },
        faults,
        refused: {
          lines: refused.a.lines + refused.b.lines + refused.cli.lines,
          removed: refused.a.removed + refused.b.removed + refused.cli.removed,
          reassigned: refused.a.reassigned + refused.b.reassigned + refused.cli.reassigned,
          byPc: { a: refused.a, b: refused.b, cli: { ...refused.cli, atSync: cliRefusedAtSync } },
          deletedItem: doomed.id,
        },
        finalize: {
          status: fin.finalize,
          moved: fin.move?.ok
            ? { lines: fin.move.movedLines, units: fin.move.movedUnits, basis: fin.move.basis }
            : null,
        },
        requests: seen.length,
        actorErrors: { a: tallies.a.problems.length, b: tallies.b.problems.length, cli: tallies.cli.problems.length },
        problems: problems.length,
      };
      restoreLog();
      console.log(JSON.stringify(figures));
      for (const t of Object.values(tallies)) for (const p of t.problems.slice(0, 5)) console.log(`soak actor: ${p}`);
      expect(problems, `seed ${SEED}: reproduce with SOAK_SEED=${SEED} SOAK_SECONDS=${SECONDS}`).toEqual([]);
      expect(tallies.a.scans + tallies.b.scans + tallies.cli.scans).toBeGreaterThan(0);
    },
    (SECONDS + 600) * 1000,
  );
});
