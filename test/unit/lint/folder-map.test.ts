// Process: node (tests). The README's folder map and the folders' own READMEs checked against the tree, so the
// docs cannot drift from the code: the map names every folder at the depth it shows and nothing that is gone, and
// every folder holding source files says in a README.md what they are; no link in the docs points at nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
/** The folders whose every child folder the map must name (the depth the map shows). */
const MAPPED = ['contract', 'domain', 'hosts', 'hosts/app', 'renderer/src', 'service', 'test'];
/** The trees where a folder with source files needs a README.md. */
const DOCUMENTED = ['domain', 'hosts', 'service', 'renderer/src', 'test'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|sql)$/;

/**
 * The folders a map names: a row's first cell names folders (`hosts/app/`), and in a row for folder P each
 * single-segment name in the other cells (`api/`) is P's child. Only the "Layers and folder map" section counts.
 */
function foldersOfMap(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Layers and folder map')) ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [first = '', ...rest] = line.split(' | ');
    const parents = [...first.matchAll(/`([\w./-]+)\/`/g)].map((m) => m[1] as string);
    for (const p of parents) names.add(p);
    const children = [...rest.join(' | ').matchAll(/`([\w-]+)\/`/g)].map((m) => m[1] as string);
    for (const p of parents) for (const c of children) names.add(`${p}/${c}`);
  }
  return names;
}

function childFolders(dir: string): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => `${dir}/${e.name}`);
}

function allFolders(dir: string): string[] {
  return [dir, ...childFolders(dir).flatMap(allFolders)];
}

describe('the README folder map', () => {
  const named = foldersOfMap(readFileSync(join(REPO, 'README.md'), 'utf8'));

  it('reads rows and their child folders (a map missing a folder would show here)', () => {
    const map =
      '## Layers and folder map\n\n| `domain/` | rules: `api/`, `codes/` and `{a} | b` |\n| `hosts/web/` | x |\n';
    expect([...foldersOfMap(map)].sort()).toEqual(['domain', 'domain/api', 'domain/codes', 'hosts/web']);
  });

  it('names every child folder of the mapped folders', () => {
    const missing = MAPPED.flatMap(childFolders).filter((f) => !named.has(f));
    expect(missing).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    const gone = [...named].filter((f) => !existsSync(join(REPO, f)));
    expect(named.size).toBeGreaterThan(40);
    expect(gone).toEqual([]);
  });
});

/** Every .md file of the project (not packages, build output or test output). */
function markdownFiles(dir = '.'): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((e) => {
    const path = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIPPED.has(e.name) || e.name.startsWith('.') ? [] : markdownFiles(path);
    return e.name.endsWith('.md') ? [path] : [];
  });
}
const SKIPPED = new Set(['node_modules', 'out', 'dist', 'test-results']);

describe('folder READMEs and links', () => {
  it('every folder holding source files has a README.md', () => {
    const folders = DOCUMENTED.flatMap(allFolders);
    const withSource = folders.filter((f) => readdirSync(join(REPO, f)).some((n) => SOURCE.test(n)));
    const without = withSource.filter((f) => !existsSync(join(REPO, f, 'README.md')));
    expect(withSource.length).toBeGreaterThan(100);
    expect(without).toEqual([]);
  });

  it('every relative link in the docs points at a file or folder that exists', () => {
    const files = markdownFiles();
    const broken = files.flatMap((f) =>
      [...readFileSync(join(REPO, f), 'utf8').matchAll(/\]\(([^)#\s:]+)(#[^)]*)?\)/g)]
        .map((m) => m[1] as string)
        .filter((target) => !existsSync(join(REPO, dirname(f), target)))
        .map((target) => `${f} -> ${target}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
