// Process: node (tests). domain/ throws words for the user only as coded errors (domain/shared/errors.ts UserError,
// CodedError and their subclasses): a plain Error crosses IPC as the generic "internal" (hosts/ipc/errors.ts), so
// its sentence would never be read. The rule, checked on the source: every `new Error(` in domain/ (tests aside)
// has a `// plain Error: <why>` comment on its line or the line above, saying why it is not for the user (an
// invariant, an abort's reason, a device's message shown as a status). A new one without it fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const PLAIN = /\bnew Error\(/;
const MARKER = /\/\/ plain Error: \S/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The lines (1-based) of `text` with a plain `new Error(` and no marker on it or on the line above. */
function unmarked(text: string): number[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) =>
    PLAIN.test(line) && !MARKER.test(line) && !MARKER.test(lines[i - 1] ?? '') ? [i + 1] : [],
  );
}

describe('domain/ throws no plain Error for the user', () => {
  it('the rule: a plain Error needs its marker on the line or the line above; a coded error needs none', () => {
    expect(unmarked("if (!p) throw new Error('Choose the reader’s port first.');")).toEqual([1]);
    expect(unmarked("// an ordinary comment\nthrow new Error('no request is waiting');")).toEqual([2]);
    expect(
      unmarked("// plain Error: invariant (a lane holds one).\nthrow new Error('no request is waiting');"),
    ).toEqual([]);
    expect(unmarked("// plain Error:\nthrow new Error('x');")).toEqual([2]);
    expect(unmarked("throw new UserError('reader_settings', 'Choose the reader’s port first.');")).toEqual([]);
  });

  it('every plain Error in domain/ says why it is not for the user', () => {
    const files = sources(join(REPO, 'domain'));
    // The scan must have read the tree: domain/ holds hundreds of files.
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((f) => unmarked(readFileSync(f, 'utf8')).map((n) => `${relative(REPO, f)}:${n}`));
    expect(found).toEqual([]);
  });
});
