// Process: node (benchmark). `npm run bench -- service-upgrade [--items N] [--data FILE] [--layout L]`: the first
// open, by today's code, of a service data file written with an older item_render layout (service/db/render-layout.ts).
// Takes a `large` file of N items (default 500,000; a copy of the per-machine seed template, seed/template.ts; with
// --data the file is kept for the next run), rewrites its item_render to layout L (test/helpers/old-render-layout.ts:
// `stored-updated`, the layout data files were written with, or `unknown`, which every item is rendered again for,
// as every old file was before), then times openDatabase on it: openOldLayoutSeconds (target: <= 10 s at 500,000
// items for `stored-updated`). The file is then still warm in the OS cache, as it is for a service started just after
// the app was upgraded. Checks that the first, a middle and the last page read the same as before.
import { existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setLogLevel } from '../../domain/shared/logger';
import { type Db, openDatabase } from '../../service/db/open';
import { RENDER_LAYOUT } from '../../service/db/render';
import { listItemsJson } from '../../service/repo/items-json';
import { seedDatabase } from '../../service/seed';
import { createFromTemplate } from '../../service/seed/template';
import { type OldRenderLayout, writeOldRenderLayout } from '../helpers/old-render-layout';
import { tempDir } from '../helpers/temp-dir';

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Three pages at pageSize 500 with every expansion, as the routes read them. */
function samplePages(db: Db, items: number): string[] {
  const all = { stores: true, dimensions: true, gtin: true };
  return [0, Math.floor(items / 2), Math.max(0, items - 500)].map(
    (offset) =>
      listItemsJson(db, { filter: { where: [], params: [] }, orderBy: 'i.seq ASC', limit: 500, offset }, all).json,
  );
}

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({
    args,
    options: { items: { type: 'string' }, data: { type: 'string' }, layout: { type: 'string' } },
    strict: false,
  });
  const items = Number(values.items ?? 500_000);
  const layout = (values.layout ?? 'stored-updated') as OldRenderLayout;
  setLogLevel('warn');
  const dir = tempDir('stocktake-bench-upgrade-');
  const dataPath = typeof values.data === 'string' ? values.data : join(dir.path, 'large.db');
  try {
    const prepareAt = performance.now();
    if (!existsSync(dataPath) && !createFromTemplate(dataPath, 'large', items)) {
      const db = openDatabase(dataPath);
      seedDatabase(db, 'large', items);
      db.close();
    }
    const today = openDatabase(dataPath);
    const expected = samplePages(today, items);
    today.close();
    const copySeconds = seconds(prepareAt);
    const rewriteAt = performance.now();
    writeOldRenderLayout(dataPath, layout);
    const makeOldLayoutSeconds = seconds(rewriteAt);
    console.log(
      `${items} items: file ready in ${copySeconds} s, ${layout} layout written in ${makeOldLayoutSeconds} s`,
    );

    const openAt = performance.now();
    const db = openDatabase(dataPath);
    const openOldLayoutSeconds = seconds(openAt);
    try {
      const columns = db.prepare("SELECT name FROM pragma_table_info('item_render')").all() as { name: string }[];
      if (
        !columns
          .map((c) => c.name)
          .join(',')
          .startsWith(RENDER_LAYOUT)
      )
        throw new Error('item_render not upgraded');
      const got = samplePages(db, items);
      if (got.some((page, i) => page !== expected[i])) throw new Error('upgraded file reads other pages');
    } finally {
      db.close();
    }
    console.log(`opened in ${openOldLayoutSeconds} s`);
    return {
      items,
      layout,
      openOldLayoutSeconds,
      targetOpenOldLayoutSeconds: 10,
      makeOldLayoutSeconds,
      fileMb: Math.round(statSync(dataPath).size / 1e6),
      loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
      cores: availableParallelism(),
    };
  } finally {
    dir.remove();
  }
}
