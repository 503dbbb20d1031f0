// Process: node (tests). One format for each kind of figure: dates, times and percentages are written by
// renderer/src/lib only (dates.ts: the Settings language; format.ts: formatPercent, one decimal). A source scan of
// the rest of renderer/src fails when a screen formats a date or a percent by itself again, as it did before
// ("Fri, 4 Dec 2026" beside "27/11/2026", "5%" beside "80.2%").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const RENDERER = join(REPO, 'renderer/src');
const LIB = join(RENDERER, 'lib');

const RULES: { name: string; re: RegExp }[] = [
  { name: 'a date or time by the browser locale', re: /\.toLocale(?:Date|Time)?String\(/ },
  { name: 'a date formatter of its own', re: /\bIntl\.DateTimeFormat\b/ },
  { name: 'an ISO day cut from a time', re: /toISOString\(\)\.slice\(/ },
  { name: 'a percent built by hand', re: /(?:\}|toFixed\([^)]*\)\s*\+\s*['"`])%/ },
];
// A CSS length in percent is no figure: `width: \`${percent}%\``.
const CSS_LENGTH = /\b(?:width|height|flexBasis|left|top|right|bottom)\s*:/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === LIB ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every line of `text` that formats a date or a percent itself, as "<rule>: <line>". */
function ownFormats(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !CSS_LENGTH.test(line))
    .flatMap((line) => RULES.filter((r) => r.re.test(line)).map((r) => `${r.name}: ${line.trim()}`));
}

describe('dates and percentages formatted in renderer/src/lib only', () => {
  it('the scan catches each way a screen formatted a figure itself before', () => {
    const before = [
      "const todayText = () => new Date().toLocaleDateString('sv');",
      "  return d.toLocaleDateString('en-GB', {",
      '<caption>connected at {new Date(report.at).toLocaleTimeString()}</caption>',
      `const pct = (x: number) => \`\${Math.round(x * 1000) / 10}%\`;`,
      `<Tooltip formatter={(v) => \`\${Number(v).toFixed(1)}%\`} />`,
      "const label = n.toFixed(1) + '%';",
      "const f = new Intl.DateTimeFormat('en-GB');",
      'const day = new Date().toISOString().slice(0, 10);',
    ];
    for (const line of before) expect(ownFormats(line), line).toHaveLength(1);
    // What is no figure: a CSS width, a label about percent, the remainder operator.
    const fine = [
      `<span style={{ width: \`\${sync.percent}%\`, background: 'currentColor' }} />`,
      'A up to (% of value)',
      'const next = areas[(i + 1) % areas.length];',
      '<td className="num">{formatPercent(share)}</td>',
    ];
    for (const line of fine) expect(ownFormats(line), line).toEqual([]);
  });

  it('no file of renderer/src outside lib/ formats a date or a percent (use lib/dates.ts and lib/format.ts)', () => {
    const files = sources(RENDERER);
    // The scan must have read the tree, not an empty folder: the renderer holds well over a hundred files.
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      ownFormats(readFileSync(f, 'utf8')).map((hit) => `${relative(REPO, f)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
