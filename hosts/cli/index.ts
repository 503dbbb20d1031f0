// Process: node (CLI). `npm run -s cli -- <command> [args]`: looks the command up in the registry
// (commands/index.ts) and runs it. Exit codes: 0 done, 1 the command failed, 2 bad usage or unknown
// command. `help` (or no command) prints the list.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { allCommands, type CliIo, findCommand } from './commands';

export async function usage(): Promise<string> {
  const commands = await allCommands();
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: npm run -s cli -- <command> [args]',
    '',
    'Commands:',
    ...lines,
    '',
    'help <command> for its arguments.',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const about = rest[0] ? await findCommand(rest[0]) : undefined;
    if (about) io.out(`Usage: npm run -s cli -- ${about.name} ${about.usage}\n\n${about.summary}`);
    else io.out(await usage());
    return name === undefined ? 2 : 0;
  }
  const command = await findCommand(name);
  if (!command) {
    io.err(`Unknown command "${name}".`);
    io.err(await usage());
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    io.err(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

function processIo(): CliIo {
  return {
    stdin: process.stdin,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
  };
}

/** Executed (tsx hosts/cli/index.ts, the bundle), not imported by a test. */
function executed(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  // Node names the module by its real path and leaves argv as typed: started through a symlink (a linked
  // node_modules, a bin link) the two differ, and the command silently did nothing.
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (executed()) {
  runCli(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`${String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
