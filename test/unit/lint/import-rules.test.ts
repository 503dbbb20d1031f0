// Process: node (tests). The import rules of .dependency-cruiser.cjs (run by `npm run lint`) catch what they are
// for: small fixture trees written to a temp folder, each with one deliberate violation, cruised by the real
// depcruise CLI with the repo's config. The temp folder links the repo's node_modules, so `electron` resolves
// exactly as it does in the repo. Only the fixture is cruised, so this stays fast.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const DEPCRUISE = join(REPO, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
let root: string;

/** Writes the files under a fresh fixture folder and cruises its `main`, `renderer` and `service` folders. */
function cruise(name: string, files: Record<string, string>) {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const folders = ['main', 'renderer', 'service'].filter((f) => Object.keys(files).some((p) => p.startsWith(`${f}/`)));
  const r = spawnSync(process.execPath, [DEPCRUISE, ...folders, '--config', join(REPO, '.dependency-cruiser.cjs')], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  // The lint's own report ("error <rule>: <from> → <to>"); the linked node_modules shows as its real path.
  const violations = [...r.stdout.matchAll(/^\s*error ([\w-]+): (\S+) → *\n?\s*(\S+)/gm)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to?.replace(/^.*\/node_modules\//, 'node_modules/')}`,
  );
  return { code: r.status, violations, report: r.stdout };
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'stocktake-import-rules-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('import rules (dependency-cruiser)', () => {
  it('a clean tree passes', () => {
    const r = cruise('clean', {
      'main/codes/a.ts': 'export const a = 1;\n',
      'main/catalog/b.ts': "import { a } from '../codes/a';\nexport const b = a;\n",
      'main/app/c.ts':
        "import { b } from '../catalog/b';\nimport { s } from '../../service/s';\nexport const c = b + s;\n",
      'service/s.ts': "import { a } from '../main/codes/a';\nexport const s = a;\n",
      'renderer/r.ts': "import type { V } from '../main/contract/v';\nexport const r: V = 1;\n",
      'main/contract/v.ts': 'export type V = number;\n',
    });
    expect(r.violations).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('each deliberate violation fails, by its rule: electron and glue in a domain folder, a type-only circle, cross-layer imports', () => {
    const r = cruise('violations', {
      'main/catalog/uses-electron.ts':
        "import { app } from 'electron';\nimport { x } from '../ipc/x';\nexport const v = [app, x];\n",
      'main/ipc/x.ts': 'export const x = 1;\n',
      'main/catalog/db.ts': "import type { M } from './migrations';\nexport const db = (m: M) => m;\n",
      'main/catalog/migrations.ts': "import { db } from './db';\nexport type M = number;\nexport const run = db;\n",
      'main/reader/sim.ts': "import { seed } from '../../service/seed';\nexport const tags = seed;\n",
      'service/seed.ts': "import { c } from '../main/catalog/c';\nexport const seed = c;\n",
      'main/catalog/c.ts': 'export const c = 1;\n',
      'renderer/screen.ts': "import { svc } from '../main/app/svc';\nexport const s = svc;\n",
      'main/app/svc.ts': 'export const svc = 1;\n',
    });
    expect(r.violations.sort()).toEqual([
      'domain-imports-no-electron: main/catalog/uses-electron.ts -> node_modules/electron/index.js',
      'domain-imports-no-glue: main/catalog/uses-electron.ts -> main/ipc/x.ts',
      'main-imports-no-service: main/reader/sim.ts -> service/seed.ts',
      expect.stringMatching(/^no-circular: main\/catalog\/(db|migrations)\.ts -> main\/catalog\/(db|migrations)\.ts$/),
      'renderer-imports-only-its-own: renderer/screen.ts -> main/app/svc.ts',
      'service-imports-only-shared-main: service/seed.ts -> main/catalog/c.ts',
    ]);
    expect(r.report).toMatch(/main\/catalog\/db\.ts[\s→]+main\/catalog\/migrations\.ts[\s→]+main\/catalog\/db\.ts/);
    expect(r.code).not.toBe(0);
  });
});
