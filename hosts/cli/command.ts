// Process: node (CLI). What a CLI command is and what it may touch. Its own module (not commands/index.ts) so
// each command can name these types without importing the registry that imports it (no import circle).

/** Streams and environment, passed in so tests can run commands in-process. */
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

/** Bad usage: the command exits 2 with its usage line. */
export class UsageError extends Error {}
