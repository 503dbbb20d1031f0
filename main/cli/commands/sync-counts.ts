// Process: node (CLI). `cli -- sync-counts`: sends every count change waiting in the journal; exits 0 only when
// nothing is left (a locked session's unsent changes are left: `finalize`/`export` say what to do with them).
import { parseArgs } from 'node:util';
import type { CliCommand, CliIo } from '../command';
import { CONNECTION, connectionOptions, openCounting, withCounting } from './count';

const USAGE = CONNECTION;

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({ args: argv, options: connectionOptions, strict: true, allowPositionals: false }).values;
  }
  try {
    args = parse();
  } catch (err) {
    io.err(`sync-counts: ${(err as Error).message}\nUsage: npm run -s cli -- sync-counts ${USAGE}`);
    return 2;
  }
  const open = () => openCounting('sync-counts', args, io, { needStore: false, needCatalog: false });
  return withCounting('sync-counts', USAGE, io, open, async ({ engine }) => {
    const done = await engine.flush(8);
    const state = engine.outboxState();
    io.out(JSON.stringify({ ok: done, ...state }));
    if (!done)
      io.err(`sync-counts: ${state.pending} changes still waiting${state.lastError ? `: ${state.lastError}` : ''}`);
    return done ? 0 : 1;
  });
}

export const syncCountsCommand: CliCommand = {
  name: 'sync-counts',
  summary: 'Send every count change waiting in the journal (exit 0 only when nothing is left)',
  usage: USAGE,
  run,
};
