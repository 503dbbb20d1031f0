// Process: node (tests). One name per feature across the layers: every feature of the contract (`contract/<f>.ts`)
// has its handlers in main (`hosts/app/<f>/handlers.ts`), its store slice (`renderer/src/store/<f>-slice.ts`) and
// its contract cases (`test/unit/ipc/contract-cases-<f>.ts`, a case for each of its requests); every slice has its
// selectors (`renderer/src/store/selectors/<f>.ts`). Where a name still differs, the exception says why below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_NAMES } from '../../../contract';

const REPO = resolve(__dirname, '../../..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

/** contract/ files that are the contract's machinery or shared shapes, not a feature: they declare no request. */
const NOT_FEATURES = {
  channels: 'channel names and default addresses',
  errors: 'the one list of error codes',
  index: 'the request and push maps every feature is merged into',
  request: 'the request helpers (invoke, args, results)',
  result: 'the result value that crosses IPC',
  'reader-protocols': "the readers' protocol names, shared by reader and reader-settings",
  'reader-settings': "the reader settings' shapes, read and saved through the reader's requests",
  'scale-settings': "the scale settings' shapes and status, read and saved through scale.ts's requests",
};

type Part = 'handlers' | 'slice' | 'cases';
/** Where a feature's handlers, slice or cases are not at their usual path: the path(s) or none, and why. */
const EXCEPTIONS: Record<string, Partial<Record<Part, [string | string[] | null, string]>>> = {
  app: {
    handlers: ['hosts/app/shell/handlers.ts', "the app's info and the shell's requests are the window's, in one place"],
    cases: [
      ['test/unit/ipc/contract.test.ts', 'test/unit/ipc/contract-cases-work.ts'],
      "requests without arguments are in the shared no-args list; the notices' beside the damaged journal's",
    ],
  },
  catalog: { cases: ['test/unit/ipc/contract.test.ts', 'the first cases written, before the files per feature'] },
  counts: { cases: ['test/unit/ipc/contract-cases-work.ts', 'counting and receiving share their session cases'] },
  receiving: { cases: ['test/unit/ipc/contract-cases-work.ts', 'counting and receiving share their session cases'] },
  journal: {
    slice: [null, "the damaged journals' two requests are the app slice's notices (export, dismiss)"],
    cases: ['test/unit/ipc/contract-cases-work.ts', "the journal's requests carry a session's or draft's id"],
  },
  'scan-target': {
    slice: [null, 'where reads go is set by the counts and receiving slices as their screens open'],
    cases: ['test/unit/ipc/contract-cases-work.ts', 'the scan target is a counting or receiving session'],
  },
  reader: { cases: ['test/unit/ipc/contract.test.ts', 'the first cases written, before the files per feature'] },
  'reader-tuning': {
    handlers: ['hosts/app/reader/tuning-handlers.ts', "the tuning goes to the reader the reader's handlers manage"],
  },
  session: { cases: ['test/unit/ipc/contract.test.ts', 'the sign-in cases (hostile addresses) came first'] },
  settings: { cases: ['test/unit/ipc/contract.test.ts', 'the first cases written, before the files per feature'] },
  stores: { cases: ['test/unit/ipc/contract.test.ts', 'the first cases written, before the files per feature'] },
};

const contractFiles = readdirSync(join(REPO, 'contract'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
const features = contractFiles.filter((f) => !(f in NOT_FEATURES));
/** The requests a contract file declares: its quoted map keys that are request names (a push of the same name, as
 * `counts.outbox`, once). */
const requestsOf = (f: string) => [
  ...new Set(
    [...read(`contract/${f}.ts`).matchAll(/^\s+'([a-z][\w-]*\.[\w.]+)'\??:/gm)]
      .map((m) => m[1]!)
      .filter((n) => (REQUEST_NAMES as readonly string[]).includes(n)),
  ),
];
/** The paths of a feature's part: the exception's (none: null), else the usual one. */
const where = (f: string, part: Part, usual: string): string[] => {
  const e = EXCEPTIONS[f]?.[part];
  if (!e) return [usual];
  return e[0] === null ? [] : [e[0]].flat();
};

describe('one name per feature: contract, handlers, store slice, contract cases', () => {
  it('every contract file is a feature or named as not one; the not-features declare no request', () => {
    expect(Object.keys(NOT_FEATURES).filter((f) => !contractFiles.includes(f))).toEqual([]);
    for (const f of Object.keys(NOT_FEATURES)) expect(requestsOf(f), f).toEqual([]);
    expect(features.length).toBeGreaterThanOrEqual(15);
  });

  it("every request is declared by one feature's contract file", () => {
    const declared = features.flatMap(requestsOf);
    expect([...declared].sort()).toEqual([...REQUEST_NAMES].sort());
  });

  it('every exception names a feature and a path that exists', () => {
    for (const [f, parts] of Object.entries(EXCEPTIONS)) {
      expect(features, f).toContain(f);
      for (const [paths, why] of Object.values(parts)) {
        for (const path of [paths ?? []].flat()) expect(existsSync(join(REPO, path)), path).toBe(true);
        expect(why.length).toBeGreaterThan(20);
      }
    }
  });

  it.each(features)('%s: handlers in main, a store slice and contract cases for each request', (f) => {
    const [handlers] = where(f, 'handlers', `hosts/app/${f}/handlers.ts`);
    expect(existsSync(join(REPO, handlers!)), handlers).toBe(true);
    for (const slice of where(f, 'slice', `renderer/src/store/${f}-slice.ts`))
      expect(existsSync(join(REPO, slice)), slice).toBe(true);
    const cases = where(f, 'cases', `test/unit/ipc/contract-cases-${f}.ts`).map(read).join('\n');
    const requests = requestsOf(f);
    expect(requests.length, 'requests').toBeGreaterThan(0);
    expect(requests.filter((n) => !cases.includes(`'${n}'`))).toEqual([]);
  });

  it('every store slice has its selectors file of the same name', () => {
    const slices = readdirSync(join(REPO, 'renderer/src/store'))
      .filter((f) => f.endsWith('-slice.ts'))
      .map((f) => f.slice(0, -'-slice.ts'.length));
    expect(slices.length).toBeGreaterThanOrEqual(15);
    expect(slices.filter((s) => !existsSync(join(REPO, `renderer/src/store/selectors/${s}.ts`)))).toEqual([]);
  });
});
