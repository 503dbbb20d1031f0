// Process: node (tests). `cli encode --reader` as a user runs it: the CLI against the real local service writes one
// tag with a TSL reader, the reader being the simulator's tag field on a socat PTY; the EPC printed is the item's,
// and the simulator's tag now carries it. Bad usage (a reader without --item) exits 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEpcHex } from '../../domain/codes';
import { jsonLines, runCli } from '../helpers/cli-process';
import { startTestService, type TestService } from '../helpers/local-service';
import { tempDir } from '../helpers/temp-dir';
import { startPtyPair, startSimulator } from './pty';

let service: TestService;
const dir = tempDir('encode-cli-reader-');

function cli(args: string[]) {
  const urls = ['--auth-url', service.authUrl, '--base-url', service.baseUrl, '--data-dir', dir.path];
  return runCli([...args, ...urls, '--max-per-second', '100']);
}

beforeAll(async () => {
  service = await startTestService({ items: 400 });
});
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli encode --reader', () => {
  it('writes and verifies one tag with a TSL reader', async () => {
    const pair = await startPtyPair(tempDir('stocktake-pty-').path);
    const sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', '--field', 'E28011606000020A1B2C3D4E']);
    await sim.ready();
    try {
      const res = await cli([
        'encode',
        '--store',
        'S01',
        '--item',
        'AP-0002-BLK-S',
        '--reader',
        pair.b,
        '--company-prefix-length',
        '7',
      ]);
      expect(res.stderr).toMatch(/wrote and verified/);
      expect(res.code).toBe(0);
      const [out] = jsonLines(res.stdout) as { epc: string; sku: string }[];
      expect(decodeEpcHex(out!.epc)).toMatchObject({ type: 'epc', scheme: 'sgtin-96' });
      await sim.kill();
      expect((await sim.done)?.field).toEqual([out!.epc]);
    } finally {
      await sim.kill();
      await pair.kill();
    }
  });

  it('a reader without --item is bad usage', async () => {
    const res = await cli(['encode', '--store', 'S01', '--reader', '/dev/null']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/give --printer or --printer-file, or --reader with --item/);
  });
});
