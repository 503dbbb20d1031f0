// Process: node (CLI). The command registry: each command is `{ name, summary, usage, run(argv, io) }` in
// hosts/cli/commands/<name>.ts, loaded only when it runs (or for `help`): a CLI process starts for one command, and
// loading every command's modules at each start cost the crash tier's hundreds of CLI children about 0.1 s of CPU
// each. To add one, write the file and add its line below; a unit test checks each line's name against its command.
// The types live in hosts/cli/command.ts: a command importing them from here would close an import circle.
import type { CliCommand } from '../command';

export type { CliCommand, CliIo } from '../command';

export interface CommandEntry {
  name: string;
  load(): Promise<CliCommand>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { name: 'decode', load: async () => (await import('./decode')).decodeCommand },
  { name: 'sync', load: async () => (await import('./sync')).syncCommand },
  { name: 'lookup', load: async () => (await import('./lookup')).lookupCommand },
  { name: 'read', load: async () => (await import('./read')).readCommand },
  { name: 'receipt', load: async () => (await import('./receipt')).receiptCommand },
  { name: 'receipts', load: async () => (await import('./receipts')).receiptsCommand },
  { name: 'count', load: async () => (await import('./count')).countCommand },
  { name: 'sync-counts', load: async () => (await import('./sync-counts')).syncCountsCommand },
  { name: 'sessions', load: async () => (await import('./sessions')).sessionsCommand },
  { name: 'plans', load: async () => (await import('./plans')).plansCommand },
  { name: 'review', load: async () => (await import('./review')).reviewCommand },
  { name: 'recount', load: async () => (await import('./recount')).recountCommand },
  { name: 'finalize', load: async () => (await import('./finalize')).finalizeCommand },
  { name: 'export', load: async () => (await import('./export')).exportCommand },
  { name: 'encode', load: async () => (await import('./encode')).encodeCommand },
  { name: 'tags', load: async () => (await import('./tags')).tagsCommand },
  { name: 'accuracy', load: async () => (await import('./accuracy')).accuracyCommand },
  { name: 'transfer', load: async () => (await import('./transfer')).transferCommand },
  { name: 'replenish', load: async () => (await import('./replenish')).replenishCommand },
  { name: 'minimums', load: async () => (await import('./minimums')).minimumsCommand },
  { name: 'items', load: async () => (await import('./items')).itemsCommand },
  { name: 'units', load: async () => (await import('./units')).unitsCommand },
];

export async function findCommand(name: string): Promise<CliCommand | undefined> {
  return COMMANDS.find((c) => c.name === name)?.load();
}

/** Every command, loaded (for `help`). */
export function allCommands(): Promise<CliCommand[]> {
  return Promise.all(COMMANDS.map((c) => c.load()));
}
