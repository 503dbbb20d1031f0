// Process: node (script). `npm run layers [-- --json]`: the structure figures to compare before and after a
// change, from the code as it is: (1) files and lines per layer (code files: .ts/.tsx/.js/.mjs/.cjs, every line
// counted), (2) import arrows that point up, between layers and inside the renderer, and folders importing each
// other (dependency-cruiser with .dependency-cruiser.cjs; type-only imports count, one arrow per file pair),
// (3) the files a reader read passes through (hand-traced, below), (4) `duplicates --most 40`'s pair count, (5) the
// 15 longest functions (TypeScript AST). After folders move, update LAYERS, RANK, RENDERER and the traced paths.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise, type IModule } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import ts from 'typescript';

/** Path prefix -> layer; the first match wins. */
const LAYERS: [prefix: string, layer: string][] = [
  ['domain/api/wire/', 'wire'],
  ['contract/', 'contract'],
  ['domain/', 'domain'],
  ['hosts/', 'hosts'],
  ['preload/', 'preload'],
  ['renderer/', 'renderer'],
  ['service/', 'service'],
];
/** An import from a lower to a higher rank points up; between two layers of one rank it goes across. */
const RANK: Record<string, number> = {
  wire: -1,
  contract: 0,
  domain: 1,
  hosts: 2,
  preload: 2,
  renderer: 2,
  service: 2,
};
/** The renderer's own order, bottom first (renderer/README.md; the store is the floor the screens stand on). */
const RENDERER: [prefix: string, layer: string][] = [
  ['renderer/src/api/', 'api'],
  ['renderer/src/lib/', 'lib'],
  ['renderer/src/store/', 'store'],
  ['renderer/src/shared/', 'shared'],
  ['renderer/src/features/', 'features'],
  ['renderer/src/shell/', 'shell'],
  ['renderer/src/main.tsx', 'entry'],
];
/** Folders compared for mutual imports: path segments kept, first match wins (hosts/app, renderer/src/store). */
const FOLDER_DEPTH: [prefix: string, depth: number][] = [
  ['renderer/src/features/', 4],
  ['contract/', 1],
  ['renderer/src/', 3],
  ['', 2],
];
// Hand-traced by reading the code (HEAD 124fa1f; scan target, shared resolver, one push per batch; reader service in domain/reader); each file is checked to exist. Serial bytes to the journal write:
const READ_TO_JOURNAL = [
  'domain/reader/sources/serial-source.ts', // port 'data' -> framer.push -> handlers.onEvents
  'domain/reader/protocols/tsl.ts', // the protocol's framer (TSL; lines/chafon/m100 likewise)
  'domain/reader/protocols/line-framer.ts', // bytes -> lines for the text protocols
  'domain/reader/manager.ts', // source onEvents -> batcher.push
  'domain/reader/batcher.ts', // every 50 ms or 500 events -> onBatch
  'domain/reader/service.ts', // onBatch -> deps.onEvents, wired to scanTarget.route by hosts/app/reader/compose.ts (and reads.push, below)
  'hosts/app/scan-target/scan-target.ts', // route: the batch's scans to the one target's receiver
  'hosts/app/counts/app-counts.ts', // the counts receiver -> engine.ingest(session, scans)
  'domain/counts/service.ts', // ingest -> ingest.ingest, then emits counts.events
  'domain/counts/ingest.ts', // plan, then one transaction: writes + ledger.addMany
  'domain/counts/ingest-plan.ts', // planBatch: resolve and dedupe
  'domain/resolve/scan-item.ts', // EPC or barcode -> item, EPCs on the index's shared resolver (a table hit)
  'domain/counts/item-facts.ts', // facts.ensure for the items counted
  'domain/counts/ledger.ts', // ledger.addMany: the counted quantities
  'domain/counts/ingest-writes.ts', // scan rows, new tags, unknowns, read totals
];
const BATCHED = READ_TO_JOURNAL.slice(0, READ_TO_JOURNAL.indexOf('domain/reader/service.ts') + 1);
const PUSH = ['hosts/ipc/events.ts', 'hosts/electron/bind-electron.ts', 'preload/index.ts']; // EventHub -> webContents -> preload
// One push per batch: a batch the scan target takes reaches the renderer only as its target's push,
// carrying the reader's feedback; 'reader.reads' carries the batches no target takes (lookup, settings).
const TO_RENDERER: Record<string, string[]> = {
  'reader.reads (no scan target)': [
    ...BATCHED,
    'domain/reader/renderer-reads.ts', // reads.push, and its emit: no target carried it -> onReads
    'domain/reader/reads-batch.ts', // aggregated every 150 ms
    'hosts/app/reader/reader-classify.ts', // known or not, per distinct code (the one resolve, shared-rfid.ts)
    'hosts/app/reader/compose.ts', // onReads -> events.emit('reader.reads')
    ...PUSH,
    'renderer/src/store/reader-slice.ts', // applyReaderReads
  ],
  'counts.events (counting; the one push, with the reader feedback)': [
    ...BATCHED,
    'domain/reader/renderer-reads.ts', // reads.push first; feedback() later takes the aggregate for the push
    'domain/reader/reads-batch.ts', // aggregated and marked known or not
    'hosts/app/reader/reader-classify.ts', // known or not, per distinct code
    'hosts/app/scan-target/scan-target.ts', // route(events, feedback) to the session's receiver
    'hosts/app/counts/app-counts.ts', // carrier.during(feedback, engine.ingest)
    'domain/counts/service.ts', // ingest -> ingest.ingest, then emits counts.events
    'hosts/app/counts/app-counts.ts', // carrier.attach: feedback() flushes the aggregate into the push -> events.emit
    ...PUSH,
    'renderer/src/store/counts-counting-actions.ts', // applyReaderReads(reader), then applyCountEvents
  ],
};

const firstMatch = <T>(table: [string, T][], path: string) => table.find(([p]) => path.startsWith(p))?.[1];
const folderOf = (path: string) => {
  const parts = path.split('/');
  return parts.length <= 2 ? path : parts.slice(0, firstMatch(FOLDER_DEPTH, path)).join('/');
};
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const ROOTS = ['contract', 'domain', 'hosts', 'preload', 'renderer', 'service'];
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output } = await cruise(ROOTS, { ...options, validate: true });
if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');
const modules = output.modules.filter((m: IModule) => CODE.test(m.source) && ROOTS.includes(m.source.split('/')[0]!));
const local = new Set(modules.map((m) => m.source));

// 1. Files and lines per layer.
const layers: Record<string, { files: number; lines: number }> = Object.fromEntries(
  [...LAYERS.map(([, l]) => l), '(unclassified)'].map((l) => [l, { files: 0, lines: 0 }]),
);
const unclassified: string[] = [];
const texts = new Map(modules.map((m) => [m.source, readFileSync(m.source, 'utf8')]));
for (const [file, text] of texts) {
  const layer = firstMatch(LAYERS, file);
  if (!layer) unclassified.push(file);
  const row = layers[layer ?? '(unclassified)']!;
  row.files++;
  row.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

// 2. Arrows up and across, and folders importing each other.
interface Arrow {
  from: string;
  to: string;
  typeOnly: boolean;
}
const up: Arrow[] = [];
const across: Arrow[] = [];
const between = new Map<string, { arrows: number; typeOnly: number }>();
for (const m of modules) {
  for (const d of m.dependencies) {
    if (!local.has(d.resolved)) continue;
    const arrow = { from: m.source, to: d.resolved, typeOnly: d.dependencyTypes.includes('type-only') };
    const [a, b] = [firstMatch(LAYERS, arrow.from), firstMatch(LAYERS, arrow.to)];
    if (a && b && a !== b && RANK[a]! < RANK[b]!) up.push(arrow);
    else if (a && b && a !== b && RANK[a] === RANK[b]) across.push(arrow);
    else if (a === 'renderer' && b === 'renderer') {
      const order = RENDERER.map(([, l]) => l);
      const [ra, rb] = [firstMatch(RENDERER, arrow.from), firstMatch(RENDERER, arrow.to)];
      if (ra && rb && order.indexOf(ra) < order.indexOf(rb)) up.push(arrow);
    }
    const [fa, fb] = [folderOf(arrow.from), folderOf(arrow.to)];
    if (fa === fb) continue;
    const row = between.get(`${fa} -> ${fb}`) ?? { arrows: 0, typeOnly: 0 };
    row.arrows++;
    if (arrow.typeOnly) row.typeOnly++;
    between.set(`${fa} -> ${fb}`, row);
  }
}
const mutual = [...between].flatMap(([key, there]) => {
  const [a, b] = key.split(' -> ') as [string, string];
  const back = between.get(`${b} -> ${a}`);
  return back && a < b ? [{ a, b, aToB: there, bToA: back }] : [];
});
const layerName = (p: string) => {
  const l = firstMatch(LAYERS, p) ?? '?';
  return l === 'renderer' ? `renderer/${firstMatch(RENDERER, p) ?? '?'}` : l;
};
const tally = (arrows: Arrow[]) =>
  Object.entries(
    arrows.reduce<Record<string, number>>((acc, x) => {
      const key = `${layerName(x.from)} -> ${layerName(x.to)}`;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {}),
  );

// 3. The hand-traced paths: every file must still exist.
const traced = { 'read -> journal': READ_TO_JOURNAL, ...TO_RENDERER };
const missing = Object.values(traced).flatMap((path) => path.filter((f) => !existsSync(f)));

// 4. Duplicate pairs (the command may be absent, on CI).
const dup = spawnSync('duplicates', ['--most', '40'], { encoding: 'utf8', maxBuffer: 64 << 20 });
const duplicates = dup.error ? `(skipped: duplicates not available: ${dup.error.message})` : dup.stdout.split('\n')[0];

// 5. The longest functions, nested ones counted separately.
const functions: { name: string; at: string; lines: number }[] = [];
const nameOf = (node: ts.Node): string | undefined => {
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return node.name?.getText() ?? 'default';
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return undefined;
  const p = node.parent;
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) return p.name.getText();
  if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken) return p.left.getText();
  return node.name?.getText();
};
for (const [file, text] of texts) {
  if (file.startsWith('renderer/') && !file.startsWith('renderer/src/')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node, outer: string[]): void => {
    const name = nameOf(node);
    if (name !== undefined) {
      const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
      const start = line(node.getStart(source));
      functions.push({ name: [...outer, name].join('.'), at: `${file}:${start}`, lines: line(node.end) - start + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, name === undefined ? outer : [...outer, name]));
  };
  visit(source, []);
}
const longest = functions.sort((a, b) => b.lines - a.lines).slice(0, 15);

const report = {
  layers,
  unclassified,
  up: { count: up.length, typeOnly: up.filter((a) => a.typeOnly).length, byLayer: tally(up), arrows: up },
  across: { count: across.length, byLayer: tally(across) },
  mutual,
  traced: Object.fromEntries(Object.entries(traced).map(([k, p]) => [k, { files: new Set(p).size, path: p }])),
  missing,
  duplicates,
  longest,
  violations: output.summary.violations.length,
};
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  const out: string[] = ['1. Files and lines per layer (code files)'];
  for (const [l, r] of Object.entries(layers)) out.push(`   ${l.padEnd(16)} ${r.files} files, ${r.lines} lines`);
  if (unclassified.length) out.push(`   unclassified: ${unclassified.join(', ')}`);
  out.push(
    `2. Import arrows pointing up (file pairs, type-only included): ${up.length}, of them type-only ${report.up.typeOnly}`,
  );
  out.push(
    `   order: wire (domain/api/wire) < contract < domain < hosts; renderer ${RENDERER.map(([, l]) => l).join(' < ')}`,
  );
  for (const [k, n] of report.up.byLayer) out.push(`   ${k}: ${n}`);
  for (const a of up) out.push(`     ${a.from} -> ${a.to}${a.typeOnly ? ' (type)' : ''}`);
  out.push(`   across (same rank: hosts, preload, renderer, service): ${across.length}`);
  for (const [k, n] of report.across.byLayer) out.push(`   ${k}: ${n}`);
  out.push(`   folders importing each other: ${mutual.length}`);
  for (const m of mutual)
    out.push(
      `   ${m.a} <-> ${m.b}: ${m.aToB.arrows} (${m.aToB.typeOnly} type-only) / ${m.bToA.arrows} (${m.bToA.typeOnly} type-only)`,
    );
  out.push('3. Files a reader read passes through (hand-traced; steps, distinct files)');
  for (const [k, p] of Object.entries(traced)) {
    out.push(`   ${k}: ${p.length} steps, ${new Set(p).size} files`);
    out.push(...p.map((f, i) => `     ${i + 1}. ${f}`));
  }
  if (missing.length) out.push(`   MISSING (update the traced paths): ${missing.join(', ')}`);
  out.push(`4. Duplicates: ${duplicates}`);
  out.push('5. Longest functions');
  for (const f of longest) out.push(`   ${String(f.lines).padStart(4)}  ${f.name}  ${f.at}`);
  out.push(`dependency-cruiser rule violations: ${report.violations}`);
  console.log(out.join('\n'));
}
if (missing.length) process.exitCode = 1;
