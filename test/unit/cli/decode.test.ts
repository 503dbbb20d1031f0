// Process: node (unit test). The CLI as a user runs it: spawned through tsx, arguments and stdin, exit
// codes, exactly the documented keys; plus the registry's usage path in-process.
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../hosts/cli/index';
import { cliArgv } from '../../helpers/cli-process';

const KEYS = ['input', 'ok', 'kind', 'scheme', 'gtin14', 'serial', 'reason'];

function cli(args: string[], stdin?: string) {
  const r = spawnSync(process.execPath, cliArgv(args), {
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = r.stdout.split('\n').filter((l) => l.length > 0);
  return { code: r.status, lines, json: lines.map((l) => JSON.parse(l) as Record<string, unknown>), stderr: r.stderr };
}

describe('cli decode (spawned)', () => {
  it('one JSON object per argument with exactly the documented keys', () => {
    const r = cli([
      'decode',
      '3074257BF7194E4000001A85',
      '3174257BF4499602D2000000',
      '307C257BF7194E4000001A85',
      '036000291452',
      '036000291453',
      'ABC-1',
    ]);
    expect(r.code).toBe(0);
    expect(r.json).toHaveLength(6);
    for (const o of r.json) expect(Object.keys(o)).toEqual(KEYS);
    expect(r.json[0]).toEqual({
      input: '3074257BF7194E4000001A85',
      ok: true,
      kind: 'epc',
      scheme: 'sgtin-96',
      gtin14: '80614141123458',
      serial: '6789',
      reason: null,
    });
    expect(r.json[1]).toMatchObject({ ok: false, kind: 'epc', scheme: 'sscc-96', gtin14: null, serial: null });
    expect(r.json[1]?.reason).toMatch(/not a trade item/);
    expect(r.json[2]).toMatchObject({ ok: false, kind: 'epc', scheme: 'sgtin-96' });
    expect(r.json[2]?.reason).toMatch(/partition 7/);
    expect(r.json[3]).toMatchObject({
      ok: true,
      kind: 'barcode',
      scheme: 'upc-a',
      gtin14: '00036000291452',
      serial: null,
    });
    expect(r.json[4]).toMatchObject({ ok: false, kind: 'barcode' });
    expect(r.json[5]).toMatchObject({ ok: false, kind: 'barcode', scheme: 'sku' });
  });

  it('reads lines from stdin when given no inputs (CRLF, blank lines skipped)', () => {
    const r = cli(['decode'], 'urn:epc:tag:sgtin-96:3.0614141.812345.6789\r\n\r\n(01)09506000134352(21)A1\n');
    expect(r.code).toBe(0);
    expect(r.json).toEqual([
      expect.objectContaining({
        input: 'urn:epc:tag:sgtin-96:3.0614141.812345.6789',
        ok: true,
        gtin14: '80614141123458',
      }),
      expect.objectContaining({ ok: true, scheme: 'gs1-element-string', gtin14: '09506000134352', serial: 'A1' }),
    ]);
  });

  it('unknown command and bad flags exit 2 with usage on stderr', () => {
    const unknown = cli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    expect(unknown.stderr).toMatch(/decode/);
    expect(cli(['decode', '--from', 'nfc', 'x']).code).toBe(2);
  });
});

describe('cli registry (in-process)', () => {
  function io() {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { stdin: new PassThrough(), out: (l: string) => out.push(l), err: (l: string) => err.push(l), env: {} },
    };
  }

  it('help lists the commands and exits 0; no command exits 2', async () => {
    const h = io();
    expect(await runCli(['help'], h.io)).toBe(0);
    expect(h.out.join('\n')).toMatch(/decode/);
    const d = io();
    expect(await runCli(['help', 'decode'], d.io)).toBe(0);
    expect(d.out.join('\n')).toMatch(/\[input \.\.\.\]/);
    expect(await runCli([], io().io)).toBe(2);
  });

  it('--from rfid forces EPC reading of short hex', async () => {
    const h = io();
    expect(await runCli(['decode', '--from', 'rfid', 'DEADBEEF'], h.io)).toBe(0);
    expect(JSON.parse(h.out[0] ?? '{}')).toMatchObject({ kind: 'epc', ok: false });
  });

  it('names hex longer than any EPC read as too long, not as a non-GS1 or unprogrammed EPC', async () => {
    const sgtinThenJunk = `3074257BF7194E4000001A85${'A'.repeat(109)}`; // 133 digits
    const inputs = ['F'.repeat(2000), '0'.repeat(133), `E2${'0'.repeat(600)}`, sgtinThenJunk, '1'.repeat(200)];
    for (const from of [[], ['--from', 'rfid']]) {
      const h = io();
      expect(await runCli(['decode', ...from, ...inputs], h.io)).toBe(0);
      const lines = h.out.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toHaveLength(inputs.length);
      for (const [i, line] of lines.entries()) {
        expect(line).toMatchObject({ input: inputs[i], ok: false, kind: 'epc', scheme: null, gtin14: null });
        expect(line.reason).toMatch(/^too long for an EPC: \d+ hex digits/);
      }
    }
  });

  it('keeps decoding the longest EPC read (PC word, 31 words, CRC: 132 digits) by its header', async () => {
    const h = io();
    expect(await runCli(['decode', `E2${'0'.repeat(130)}`], h.io)).toBe(0);
    const line = JSON.parse(h.out[0] ?? '{}') as Record<string, unknown>;
    expect(line.reason).not.toMatch(/too long/);
  });
});
