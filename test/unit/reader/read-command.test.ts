// Process: node (tests). `cli read --file`: every protocol's capture fixture prints the same reads as JSON lines
// and a summary with the one garbage burst counted; bad usage exits 2 with a clear message.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCommand } from '../../../hosts/cli/commands/read';

const TAGS = [
  '30751FEB705C5904E3D50D70',
  '3034257BF4000000000003E8',
  '3034257BF4000EC0000003E9',
  'E28011606000000200000007',
];

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await readCommand.run(argv, {
    stdin: new PassThrough(),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
  });
  return { code, out: out.map((l) => JSON.parse(l) as Record<string, unknown>), err };
}

describe('cli read --file', () => {
  for (const protocol of ['tsl', 'chafon', 'm100', 'lines']) {
    it(`${protocol}: prints each read of the capture and counts the garbage once`, async () => {
      const r = await run(['--protocol', protocol, '--file', `test/fixtures/reader/capture.${protocol}`]);
      expect(r.code).toBe(0);
      expect(r.out.filter((e) => e.type === 'epc').map((e) => e.epc)).toEqual([...TAGS, ...TAGS]);
      const textual = protocol === 'tsl' || protocol === 'lines';
      expect(r.out.filter((e) => e.type === 'barcode')).toEqual(
        textual ? [{ type: 'barcode', text: '9506000134352' }] : [],
      );
      if (protocol !== 'chafon' && protocol !== 'lines') expect(r.out[0]).toMatchObject({ rssi: -50, pc: '3000' });
      const summary = JSON.parse(r.err.at(-1)!).summary;
      expect(summary).toMatchObject({ protocol, epcs: 8, badFrames: 1 });
    });
  }

  it('reading a capture with the wrong protocol yields no reads, only bad frames', async () => {
    const r = await run(['--protocol', 'chafon', '--file', 'test/fixtures/reader/capture.m100']);
    expect(r.out.filter((e) => e.type === 'epc')).toEqual([]);
    expect(JSON.parse(r.err.at(-1)!).summary.badFrames).toBeGreaterThan(0);
  });

  it('exits 2 with a message on bad usage', async () => {
    for (const argv of [
      ['--file', 'x'],
      ['--protocol', 'rfid', '--file', 'x'],
      ['--protocol', 'tsl'],
      ['--protocol', 'tsl', '--file', 'x', '--port', '/dev/x'],
      ['--protocol', 'tsl', '--port', '/dev/x', '--baud', 'fast'],
      ['--protocol', 'tsl', '--bogus'],
    ]) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err[0]).toMatch(/^read: /);
    }
  });

  it('a missing capture file is an error naming the file', async () => {
    await expect(run(['--protocol', 'tsl', '--file', 'test/fixtures/reader/nope.tsl'])).rejects.toThrow(/nope\.tsl/);
  });
});
