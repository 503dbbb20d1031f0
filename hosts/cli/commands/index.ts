// Process: node (CLI). The command registry: each command is `{ name, summary, usage, run(argv, io) }`.
// To add one, write hosts/cli/commands/<name>.ts and add it to COMMANDS below (one line). The types live in
// hosts/cli/command.ts: a command importing them from here would close an import circle.
import type { CliCommand } from '../command';
import { accuracyCommand } from './accuracy';
import { countCommand } from './count';
import { decodeCommand } from './decode';
import { encodeCommand } from './encode';
import { exportCommand } from './export';
import { finalizeCommand } from './finalize';
import { itemsCommand } from './items';
import { lookupCommand } from './lookup';
import { plansCommand } from './plans';
import { readCommand } from './read';
import { receiptCommand } from './receipt';
import { receiptsCommand } from './receipts';
import { recountCommand } from './recount';
import { reviewCommand } from './review';
import { sessionsCommand } from './sessions';
import { syncCommand } from './sync';
import { syncCountsCommand } from './sync-counts';
import { tagsCommand } from './tags';

export type { CliCommand, CliIo } from '../command';

export const COMMANDS: readonly CliCommand[] = [
  decodeCommand,
  syncCommand,
  lookupCommand,
  readCommand,
  receiptCommand,
  receiptsCommand,
  countCommand,
  syncCountsCommand,
  sessionsCommand,
  plansCommand,
  reviewCommand,
  recountCommand,
  finalizeCommand,
  exportCommand,
  encodeCommand,
  tagsCommand,
  accuracyCommand,
  itemsCommand,
];

export function findCommand(name: string): CliCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
