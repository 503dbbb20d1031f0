// Process: node (CLI). The command registry: each command is `{ name, summary, usage, run(argv, io) }`.
// To add one, write main/cli/commands/<name>.ts and add it to COMMANDS below (one line).
import { decodeCommand } from './decode';
import { lookupCommand } from './lookup';
import { readCommand } from './read';
import { syncCommand } from './sync';

/** What a command may touch: streams and environment, passed in so tests can run commands in-process. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  /** Writes one line (a newline is added) to stdout. */
  out(line: string): void;
  /** Writes one line to stderr. */
  err(line: string): void;
  env: Record<string, string | undefined>;
}

export interface CliCommand {
  name: string;
  summary: string;
  /** Argument synopsis after the command name, e.g. "[input ...]". */
  usage: string;
  /** Resolves to the exit code: 0 done, 1 failed, 2 bad usage. */
  run(argv: string[], io: CliIo): Promise<number>;
}

export const COMMANDS: readonly CliCommand[] = [
  decodeCommand,
  syncCommand,
  lookupCommand,
  readCommand,
  // sync, lookup, read: add here.
];

export function findCommand(name: string): CliCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
