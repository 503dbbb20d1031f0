// Process: test (node). `cli encode` killed with SIGKILL while a label is in the printer (its bytes arrived, the ^HV
// read-back not yet back: a real printer takes a second or two a label), then `encode --resume`: the label in doubt
// is never sent again (it may be on paper), it is void and replaced by a fresh serial, and the job's figures say so.
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalPath } from '../../../domain/journal/journal';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { jsonLines, runCli, spawnCli } from '../../helpers/cli-process';
import { type FakePrinter, startFakePrinter } from '../../helpers/fake-printer';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';

let service: TestService;
let printer: FakePrinter;
const dir = tempDir('encode-crash-');

const connection = () => [
  '--auth-url',
  service.authUrl,
  '--base-url',
  service.baseUrl,
  '--data-dir',
  dir.path,
  '--max-per-second',
  '100',
];

beforeAll(async () => {
  service = await startTestService({ items: 50 });
  printer = await startFakePrinter({ holdReadBack: true });
});
afterAll(async () => {
  await printer?.close();
  await service?.close();
  dir.remove();
});

describe('a crash while a label is in the printer', () => {
  it('resumed: the label in doubt is void and replaced, no EPC reaches the printer twice', async () => {
    const encode = [
      'encode',
      '--store',
      'S01',
      '--item',
      'AP-0001-BLK-S',
      '--count',
      '3',
      '--company-prefix-length',
      '7',
    ];
    const first = spawnCli([...encode, '--printer', printer.url, ...connection()]);
    await first.said(/encode: job \S+/);
    await printer.labels(1);
    first.child.kill('SIGKILL');
    await first.done;
    const jobId = /encode: job (\S+)/.exec(first.stderr())![1]!;

    printer.releaseReadBacks();
    const again = await runCli([
      'encode',
      '--store',
      'S01',
      '--resume',
      jobId,
      '--printer',
      printer.url,
      ...connection(),
    ]);
    expect(again.code, again.stderr).toBe(0);
    const [job] = jsonLines(again.stdout) as { epcs: string[]; printed: number; pending: number; spoiled: number }[];
    const onPaper = printer.printed.map((l) => l.epc);
    expect(new Set(onPaper).size, `EPCs at the printer: ${onPaper.join(' ')}`).toBe(onPaper.length);
    expect(onPaper).toHaveLength(4);
    expect(job).toMatchObject({ printed: 3, pending: 0, spoiled: 1 });
    expect(job!.epcs).toEqual(onPaper.slice(1));

    const db = new Database(journalPath(dir.path, service.baseUrl, DEMO_CLIENT_ID), { readonly: true });
    try {
      const states = db.prepare('SELECT epc, state FROM encode_serials WHERE job_id = ? ORDER BY seq').all(jobId) as {
        epc: string;
        state: string;
      }[];
      expect(states).toEqual([
        { epc: onPaper[0], state: 'spoiled' },
        ...onPaper.slice(1).map((epc) => ({ epc, state: 'used' })),
      ]);
    } finally {
      db.close();
    }
  }, 60_000);
});
