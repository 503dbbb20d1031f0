// Process: node (tests). The finished-status rule has one definition (domain/counts/status.ts: FINISHED,
// isFinished, finishedSql): a source scan of domain/ and hosts/ fails when a status is written out again, as a
// number in SQL (`s.status IN (2, 4)`, `status = 3`), as a list spliced into SQL (`status IN (${DONE.join()})`),
// or as names compared one by one (`view.status !== 'Finalized' && ...`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');

const RULES: { name: string; re: RegExp }[] = [
  { name: 'status IN/NOT IN a literal list', re: /\bstatus\s+(?:not\s+)?in\s*\(\s*\d/i },
  { name: 'status IN a spliced list', re: /\bstatus\s+(?:not\s+)?in\s*\(\s*\$\{/i },
  { name: 'status compared to a number in SQL', re: /\bstatus\s*(?:<>|!=(?!=)|(?<![=!<>])=(?!=))\s*\d/ },
  { name: 'status compared to a finished name', re: /\bstatus\s*[!=]==?\s*'(?:Finalized|Processed)'/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every line of `text` that breaks a rule, as "<rule>: <line>". */
function statusLiterals(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => RULES.filter((r) => r.re.test(line)).map((r) => `${r.name}: ${line.trim()}`));
}

describe('one finished-status rule', () => {
  it('the scan catches each way a status was written out before', () => {
    const before = [
      '`SELECT s.id FROM count_sessions s WHERE s.status IN (2, 4)`',
      "'... WHERE s.status NOT IN (2, 4)',",
      `AND (s.status NOT IN (\${DONE_STATUSES.join(', ')}) AND s.locked_reason IS NULL)`,
      '`SELECT 1 FROM count_sessions s WHERE s.id = ?1 AND s.status = 3`',
      "if (view.status !== 'Finalized' && view.status !== 'Processed') await engine.refreshSession(id);",
    ];
    for (const line of before) expect(statusLiterals(line), line).toHaveLength(1);
    // What is not a status list: an HTTP status, the rule's own fragments.
    for (const line of ['if (res.status === 401) {', `AND \${finishedSql('s.status')}`, 'if (status >= 500)'])
      expect(statusLiterals(line), line).toEqual([]);
  });

  it('domain/ and hosts/ write no status out (use FINISHED, isFinished, finishedSql from domain/counts/status.ts)', () => {
    const files = ['domain', 'hosts'].flatMap((d) => sources(join(REPO, d)));
    // The scan must have read the tree, not an empty folder: the two layers hold hundreds of files.
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((f) =>
      statusLiterals(readFileSync(f, 'utf8')).map((hit) => `${relative(REPO, f)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
