// Process: node (CLI). `cli -- count --store <code> (--session <id> | --new <description> | --plan <name>)
// [--area <name>] (--reads <file|-> | --typed <file|-> | --weights <file|->)` (--plan: the plan's due count, started as the app starts it, or its count
// already started and not finished): feeds EPC hex or barcodes (one a line) to the counting engine in batches, each committed to
// the journal before the next is read, sends what it can and prints one JSON summary. A rerun with the same
// reads counts no tag twice (the journal remembers every tag). --weights: open bottles weighed, "code weight unit"
// a line (count-weights.ts); the same file again adds nothing twice. --typed: counts typed by hand, "code count" a line
// ("FB-0012 3 cases + 4", "… 2.35": count-typed.ts), each setting the item's line. Any of the three may be given
// together (reads, then typed counts, then weights).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { UserError } from '../../../domain/shared/errors';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';
import { countTyped } from './count-typed';
import { countWeights } from './count-weights';

const cmd = {
  name: 'count',
  usage: `--store <code|id> (--session <id> | --new <description> | --plan <name>) [--area <name>] [--blind] (--reads <file|-> | --typed <file|-> | --weights <file|->) ${CONNECTION_USAGE}`,
};
const BATCH = 1000;

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    session: { type: 'string' },
    new: { type: 'string' },
    plan: { type: 'string' },
    area: { type: 'string' },
    blind: { type: 'boolean', default: false },
    reads: { type: 'string' },
    typed: { type: 'string' },
    weights: { type: 'string' },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  const inputs = [args.reads, args.typed, args.weights];
  if (inputs.every((i) => !i)) {
    io.err(`count: give --reads, --typed or --weights <file|->\nUsage: npm run -s cli -- count ${cmd.usage}`);
    return 2;
  }
  if (inputs.filter((i) => i === '-').length > 1) {
    io.err('count: only one of --reads, --typed and --weights can read stdin (-)');
    return 2;
  }
  if ([args.session, args.new, args.plan].filter(Boolean).length !== 1) {
    io.err(
      `count: give one of --session <id>, --new <description> or --plan <name>\nUsage: npm run -s cli -- count ${cmd.usage}`,
    );
    return 2;
  }
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ engine, store, plans }) => {
    const plan = args.plan ? plans.byName(store!.id, args.plan) : null;
    if (args.plan && !plan) throw new UserError('not_found', `No plan "${args.plan}" in this store: see \`plans\`.`);
    const session = plan
      ? await plans.start(plan.id)
      : args.new
        ? await engine.createSession({
            storeId: store!.id,
            description: args.new,
            areas: args.area ? [args.area] : [],
            blind: args.blind,
          })
        : await engine.openSession(args.session!, { blind: args.blind });
    if (args.area && session.activeArea !== args.area) engine.switchArea(session.id, args.area);
    io.err(`count: session ${session.id}, area ${args.area ?? session.activeArea}`);
    const outcomes: Record<string, number> = {};
    let reads = 0;
    let batch: string[] = [];
    const feed = () => {
      if (batch.length === 0) return;
      const result = engine.scanTexts(session.id, batch);
      for (const e of result.events)
        outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + (e.outcome === 'repeatedTag' ? 0 : 1);
      reads += batch.length;
      batch = [];
    };
    if (args.reads) {
      const input = args.reads === '-' ? io.stdin : createReadStream(args.reads);
      for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
        const text = line.trim();
        if (text) batch.push(text);
        if (batch.length >= BATCH) feed();
      }
      feed();
    }
    const typed = args.typed ? await countTyped(engine, session.id, args.typed, io) : null;
    const weights = args.weights ? await countWeights(engine, session.id, args.weights, io) : null;
    const sent = await engine.flush(3);
    const view = engine.session(session.id);
    io.out(
      JSON.stringify({
        ok: true,
        sessionId: session.id,
        ...(plan ? { plan: plan.name } : {}),
        area: view.activeArea,
        reads,
        outcomes,
        ...(typed ? { typed } : {}),
        ...(weights ? { weights } : {}),
        totals: view.totals,
        unknownOpen: view.unknownOpen,
        sent,
        outbox: engine.outboxState(session.id),
        locked: view.locked,
      }),
    );
    return 0;
  });
}

export const countCommand: CliCommand = {
  ...cmd,
  summary: 'Count reads (EPC hex or barcodes, one a line) into a session, and send them',
  run,
};
