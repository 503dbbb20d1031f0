// Process: node (CLI). `cli -- sync-counts`: sends every count change waiting in the journal; exits 0 only when
// nothing is left (a locked session's unsent changes are left: `finalize`/`export` say what to do with them; lines
// the service refused are never resent: exit 1, naming how many, to be removed or reassigned in the app).
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'sync-counts', usage: CONNECTION_USAGE };

async function run(argv: string[], io: CliIo): Promise<number> {
  const args = parseCommand(cmd, argv, io, {});
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine }) => {
    const sent = await engine.flush(8);
    const state = engine.outboxState();
    const done = sent && state.refused === 0;
    io.out(JSON.stringify({ ok: done, ...state }));
    if (!sent)
      io.err(`sync-counts: ${state.pending} changes still waiting${state.lastError ? `: ${state.lastError}` : ''}`);
    if (state.refused > 0)
      io.err(
        `sync-counts: ${state.refused} lines refused by the service: remove or reassign each on the counting screen`,
      );
    return done ? 0 : 1;
  });
}

export const syncCountsCommand: CliCommand = {
  ...cmd,
  summary: 'Send every count change waiting in the journal (exit 0 only when nothing is left)',
  run,
};
