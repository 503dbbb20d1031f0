// Process: node (CLI). The command registry: each command is `{ name, summary, usage, run(argv, io) }`.
// To add one, write main/cli/commands/<name>.ts and add it to COMMANDS below (one line). The types live in
// main/cli/command.ts: a command importing them from here would close an import circle.
import type { CliCommand } from '../command';
import { decodeCommand } from './decode';
import { lookupCommand } from './lookup';
import { readCommand } from './read';
import { receiptCommand } from './receipt';
import { receiptsCommand } from './receipts';
import { syncCommand } from './sync';

export type { CliCommand, CliIo } from '../command';

export const COMMANDS: readonly CliCommand[] = [
  decodeCommand,
  syncCommand,
  lookupCommand,
  readCommand,
  receiptCommand,
  receiptsCommand,
];

export function findCommand(name: string): CliCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
