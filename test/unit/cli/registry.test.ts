// Process: test (node). The CLI's registry loads a command only when it runs; each line's name is its command's.
import { describe, expect, it } from 'vitest';
import { allCommands, COMMANDS, findCommand } from '../../../hosts/cli/commands';
import { runCli } from '../../../hosts/cli/index';

describe('the CLI command registry', () => {
  it('names each command as the command names itself, once', async () => {
    const loaded = await allCommands();
    expect(loaded.map((c) => c.name)).toEqual(COMMANDS.map((c) => c.name));
    expect(new Set(COMMANDS.map((c) => c.name)).size).toBe(COMMANDS.length);
  });

  it('finds a command by name, and nothing for an unknown one', async () => {
    expect((await findCommand('decode'))?.name).toBe('decode');
    expect(await findCommand('no-such-command')).toBeUndefined();
  });

  it('lists every command in help, and exits 2 on an unknown one', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { stdin: process.stdin, out: (l: string) => out.push(l), err: (l: string) => err.push(l), env: {} };
    expect(await runCli(['help'], io)).toBe(0);
    for (const c of COMMANDS) expect(out.join('\n')).toContain(`  ${c.name} `);
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(err[0]).toBe('Unknown command "frobnicate".');
  });
});
