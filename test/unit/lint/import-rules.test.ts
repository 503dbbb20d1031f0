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
const LAYERS = ['contract', 'domain', 'hosts', 'preload', 'renderer', 'service'];
let root: string;

/** Writes the files under a fresh fixture folder and cruises its layer folders. */
function cruise(name: string, files: Record<string, string>) {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const folders = LAYERS.filter((f) => Object.keys(files).some((p) => p.startsWith(`${f}/`)));
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
  it('a clean tree passes: each layer importing only downwards', () => {
    const r = cruise('clean', {
      'domain/api/wire/w.ts': 'export type W = number;\n',
      'contract/v.ts': "import type { W } from '../domain/api/wire/w';\nexport type V = W;\n",
      'domain/codes/a.ts': 'export const a = 1;\n',
      'domain/catalog/b.ts':
        "import { a } from '../codes/a';\nimport type { V } from '../../contract/v';\nexport const b: V = a;\n",
      'hosts/ipc/carry.ts': "import type { V } from '../../contract/v';\nexport const carry = (v: V) => v;\n",
      'hosts/app/c.ts':
        "import { b } from '../../domain/catalog/b';\nimport { s } from '../../service/s';\nimport { carry } from '../ipc/carry';\nexport const c = carry(b + s);\n",
      'hosts/electron/index.ts':
        "import { app } from 'electron';\nimport { c } from '../app/c';\nexport const e = [app, c];\n",
      'hosts/web/server.ts': "import { c } from '../app/c';\nexport const w = c;\n",
      'hosts/cli/index.ts': "import { b } from '../../domain/catalog/b';\nexport const cli = b;\n",
      'service/s.ts': "import { a } from '../domain/codes/a';\nexport const s = a;\n",
      'renderer/r.ts':
        "import type { V } from '../contract/v';\nimport type { W } from '../domain/api/wire/w';\nexport const r: V | W = 1;\n",
      'preload/p.ts': "import type { V } from '../contract/v';\nexport const p: V = 1;\n",
    });
    expect(r.violations).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('each deliberate violation fails, by its rule', () => {
    const r = cruise('violations', {
      'domain/catalog/uses-electron.ts':
        "import { app } from 'electron';\nimport { x } from '../../hosts/ipc/x';\nexport const v = [app, x];\n",
      'hosts/ipc/x.ts': 'export const x = 1;\n',
      'domain/catalog/db.ts': "import type { M } from './migrations';\nexport const db = (m: M) => m;\n",
      'domain/catalog/migrations.ts': "import { db } from './db';\nexport type M = number;\nexport const run = db;\n",
      'domain/reader/sim.ts': "import { seed } from '../../service/seed';\nexport const tags = seed;\n",
      'service/seed.ts': "import { c } from '../domain/catalog/c';\nexport const seed = c;\n",
      'domain/catalog/c.ts': 'export const c = 1;\n',
      'renderer/screen.ts': "import { svc } from '../hosts/app/svc';\nexport const s = svc;\n",
      'hosts/app/svc.ts': "import { w } from '../web/w';\nexport const svc = w;\n",
      'hosts/web/w.ts': "import { cli } from '../cli/cli';\nexport const w = cli;\n",
      'hosts/cli/cli.ts': 'export const cli = 1;\n',
      'contract/v.ts': "import { c } from '../domain/catalog/c';\nexport const v = c;\n",
      'preload/p.ts': "import { x } from '../hosts/ipc/x';\nexport const p = x;\n",
      'hosts/app/win.ts': "import { BrowserWindow } from 'electron';\nexport const win = BrowserWindow;\n",
      'hosts/ipc/dispatch.ts': "import type { svc } from '../app/svc';\nexport const d = (h: typeof svc) => h;\n",
    });
    expect(r.violations.sort()).toEqual([
      'contract-imports-only-wire: contract/v.ts -> domain/catalog/c.ts',
      'domain-imports-no-host: domain/catalog/uses-electron.ts -> hosts/ipc/x.ts',
      'domain-imports-no-host: domain/reader/sim.ts -> service/seed.ts',
      'hosts-entries-apart: hosts/web/w.ts -> hosts/cli/cli.ts',
      'hosts-entries-on-top: hosts/app/svc.ts -> hosts/web/w.ts',
      'ipc-carries-only: hosts/ipc/dispatch.ts -> hosts/app/svc.ts',
      expect.stringMatching(
        /^no-circular: domain\/catalog\/(db|migrations)\.ts -> domain\/catalog\/(db|migrations)\.ts$/,
      ),
      'only-the-app-starts-the-service: domain/reader/sim.ts -> service/seed.ts',
      'only-the-electron-host-imports-electron: domain/catalog/uses-electron.ts -> node_modules/electron/index.js',
      'only-the-electron-host-imports-electron: hosts/app/win.ts -> node_modules/electron/index.js',
      'preload-imports-only-contract: preload/p.ts -> hosts/ipc/x.ts',
      'renderer-imports-only-its-own: renderer/screen.ts -> hosts/app/svc.ts',
      'service-imports-only-shared-domain: service/seed.ts -> domain/catalog/c.ts',
    ]);
    expect(r.report).toMatch(
      /domain\/catalog\/db\.ts[\s→]+domain\/catalog\/migrations\.ts[\s→]+domain\/catalog\/db\.ts/,
    );
    expect(r.code).not.toBe(0);
  });

  it("the renderer's folders import only downwards: api < lib < store < shared < features < shell < main.tsx", () => {
    const r = cruise('renderer', {
      'renderer/src/api/api.ts': 'export const api = 1;\n',
      'renderer/src/lib/format.ts': "import { api } from '../api/api';\nexport const format = api;\n",
      'renderer/src/store/slice.ts':
        "import { format } from '../lib/format';\nimport { look } from '../features/look';\nexport const slice = [format, look];\n",
      'renderer/src/shared/Picker.tsx':
        "import { slice } from '../store/slice';\nimport { screen } from '../features/screen';\nexport const Picker = [slice, screen];\n",
      'renderer/src/features/look.ts': 'export const look = 1;\n',
      'renderer/src/features/screen.ts': "import { Shell } from '../shell/Shell';\nexport const screen = Shell;\n",
      'renderer/src/shell/Shell.ts': "import { main } from '../main';\nexport const Shell = main;\n",
      'renderer/src/main.tsx': 'export const main = 1;\n',
      'renderer/src/api/ws.ts': "import { format } from '../lib/format';\nexport const ws = format;\n",
    });
    expect(r.violations.sort()).toEqual([
      'renderer-api-imports-only-below: renderer/src/api/ws.ts -> renderer/src/lib/format.ts',
      'renderer-features-imports-only-below: renderer/src/features/screen.ts -> renderer/src/shell/Shell.ts',
      'renderer-shared-imports-only-below: renderer/src/shared/Picker.tsx -> renderer/src/features/screen.ts',
      'renderer-shell-imports-only-below: renderer/src/shell/Shell.ts -> renderer/src/main.tsx',
      'renderer-store-imports-only-below: renderer/src/store/slice.ts -> renderer/src/features/look.ts',
    ]);
    expect(r.code).not.toBe(0);
  });

  it('a renderer feature imports another only through its entry widgets', () => {
    const r = cruise('features', {
      'renderer/src/lib/format.ts': 'export const format = 1;\n',
      'renderer/src/features/tags/TagReportButton.tsx': 'export const TagReportButton = 1;\n',
      'renderer/src/features/tags/tag-rows.ts': 'export const rows = 1;\n',
      'renderer/src/features/tags/TagList.tsx':
        "import { rows } from './tag-rows';\nimport { format } from '../../lib/format';\nexport const TagList = [rows, format];\n",
      'renderer/src/features/counts/SessionsScreen.tsx':
        "import { TagReportButton } from '../tags/TagReportButton';\nimport { rows } from '../tags/tag-rows';\nexport const s = [TagReportButton, rows];\n",
      'renderer/src/features/counts/format.ts': 'export const money = 1;\n',
      'renderer/src/features/accuracy/AccuracyChart.tsx':
        "import { money } from '../counts/format';\nexport const chart = money;\n",
    });
    expect(r.violations.sort()).toEqual([
      'renderer-features-apart: renderer/src/features/accuracy/AccuracyChart.tsx -> renderer/src/features/counts/format.ts',
      'renderer-features-apart: renderer/src/features/counts/SessionsScreen.tsx -> renderer/src/features/tags/tag-rows.ts',
    ]);
    expect(r.code).not.toBe(0);
  });
});
