// Process: test (node). A bad printer or label count is refused before anything is committed, with words that name
// the problem: by the encode service (the app's settings and print requests) and by `cli encode` (checked before it
// even signs in, so these runs need no service). A label file is taken only when the user chose it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createEncodeService } from '../../../domain/encode/service';
import { runCli } from '../../../hosts/cli/index';
import { dataFolder, ITEM, journalIn, rows } from './harness';

function setUp() {
  const dir = dataFolder();
  const db = journalIn(dir);
  const service = createEncodeService({
    journal: db,
    catalog: { items: (ids) => (ids.includes(ITEM.id) ? [ITEM] : []), itemIdBySku: () => ITEM.id },
    storeId: () => 'store-a',
    defaultCompanyPrefixLength: 7,
  });
  const committed = () => rows(db, 'encode_jobs') + rows(db, 'encode_serials');
  return { dir, service, committed };
}

describe('the encode service', () => {
  it('refuses a bad printer before a job is committed, naming the problem', () => {
    const { dir, service, committed } = setUp();
    const profile = join(dir, '.profile');
    writeFileSync(profile, 'export PATH\n');
    const bad: [string, RegExp][] = [
      ['tcp://127.0.0.1:99999', /Port 99999 .* out of range: a TCP port is 1 to 65535/],
      ['http://printer.local', /is a web address/],
      [`file:${profile}`, /is not a printer device/],
    ];
    for (const [printer, words] of bad) {
      expect(() => service.itemJob(printer, ITEM.id, 5)).toThrow(words);
      expect(committed(), printer).toBe(0);
    }
    expect(readFileSync(profile, 'utf8')).toBe('export PATH\n');
  });

  it('refuses a label count that is not 1 to 100,000, saying which value', () => {
    const { service, committed } = setUp();
    for (const count of [0, -1, 1.5, Number.NaN, 100_001]) {
      expect(() => service.itemJob('tcp://127.0.0.1:9100', ITEM.id, count)).toThrow(
        `Ask for 1 to 100,000 labels or tags, not ${count}.`,
      );
    }
    expect(committed()).toBe(0);
  });

  it('keeps no bad printer in the settings; an IPv6 printer and a label file chosen there are kept', () => {
    const { dir, service, committed } = setUp();
    expect(() => service.setPrinter('tcp://127.0.0.1:99999')).toThrow(/Port 99999/);
    expect(() => service.setPrinter(`file:${join(dir, 'notes.txt')}`)).toThrow(/name ends in .zpl/);
    expect(service.settings().printer).toBeNull();
    service.setPrinter('tcp://[::1]:9100');
    expect(service.settings().printer).toBe('tcp://[::1]:9100');
    const labels = join(dir, 'labels.zpl');
    service.setPrinter(`file:${labels}`);
    expect(service.itemJob(service.printer(), ITEM.id, 2)).toMatchObject({ pending: 2 });
    expect(committed()).toBe(3);
  });
});

describe('cli encode', () => {
  async function tag(args: string[]) {
    const err: string[] = [];
    const stdin = new PassThrough();
    stdin.end();
    const code = await runCli(['encode', '--store', 'S01', ...args], {
      stdin,
      out: () => {},
      err: (l) => err.push(l),
      env: {},
    });
    return { code, stderr: err.join('\n') };
  }

  it('says what is wrong with the --count given, and with the printer, before signing in', async () => {
    const printer = ['--printer', 'tcp://127.0.0.1:9100'];
    const cases: [string[], RegExp][] = [
      [['--item', 'SKU-1', '--count', 'abc', ...printer], /--count "abc" is not a number: give the number of labels/],
      [['--item', 'SKU-1', '--count=-1', ...printer], /--count -1 is out of range: .* from 1 to 100,000/],
      [['--item', 'SKU-1', '--count', '', ...printer], /--count is empty/],
      [['--item', 'SKU-1', '--count', '2.5', ...printer], /--count 2.5 is not a whole number/],
      [['--item', 'SKU-1', '--printer', 'tcp://127.0.0.1:99999'], /Port 99999 .* out of range/],
      [['--item', 'SKU-1', '--printer', 'http://printer.local'], /is a web address/],
      [['--item', 'SKU-1', '--printer', 'file:/etc/hostname'], /not a printer device .*--printer-file/],
      [['--item', 'SKU-1', '--printer-file', '/tmp/labels.txt'], /name ends in .zpl/],
      [['--item', 'SKU-1', '--printer', 'tcp://p:9100', '--printer-file', 'a.zpl'], /give --printer or --printer-file/],
    ];
    for (const [args, words] of cases) {
      const res = await tag(args);
      expect(res.stderr, args.join(' ')).toMatch(words);
      expect(res.code, args.join(' ')).toBe(2);
    }
  });
});
