// Process: node (integration tests). Deep pages of one store's items: pages after the first seek past
// the previous page's last row instead of stepping over OFFSET rows (service/repo/page-seek.ts). The pages must be
// exactly what OFFSET paging returns: every item once, in the service's order, while items change between pages
// (updates move lastUpdated, not the order; a new item is listed at the end), and for a client that jumps to a page
// or changes pageSize halfway.
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { ItemList, PAGINATION_HEADER, Pagination } from '../../../domain/api/wire';
import { DEMO_STORES, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';

const file = signedInServicePerFile();
const s02 = DEMO_STORES[1]!.id;
const catalog = [...demoCatalog()];
/** S02's items in catalog (insertion) order: the order of an unsorted list. */
const expected = catalog.filter((i) => i.stores.some((s) => s.storeId === s02)).map((i) => i.id);

async function getPage(url: string): Promise<{ ids: string[]; next: string; descriptions: Map<string, string> }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${file.token}` } });
  expect(res.status).toBe(200);
  const items = ItemList.parse(await res.json());
  const p = Pagination.parse(JSON.parse(res.headers.get(PAGINATION_HEADER) ?? 'null'));
  expect(p.currentPageElements).toBe(items.length);
  return {
    ids: items.map((i) => i.id),
    next: p.nextPageLink,
    descriptions: new Map(items.map((i) => [i.id, i.description])),
  };
}
const storeUrl = (query: string) => `${file.service.baseUrl}/api/v3/stores/${s02}/items?${query}`;

describe('GET /stores/{id}/items, deep', () => {
  it('pages of 100 give every item once and in order while items are updated and added between pages', async () => {
    expect(expected.length).toBe(4500);
    const seen: string[] = [];
    const changedAhead = new Map<string, string>();
    const checkedAhead = new Set<string>();
    let created = '';
    let url = storeUrl('pageSize=100&Expand=Stores');
    let pages = 0;
    while (url) {
      const page = await getPage(url);
      seen.push(...page.ids);
      for (const [id, description] of changedAhead)
        if (page.descriptions.has(id)) {
          expect(page.descriptions.get(id), id).toBe(description);
          checkedAhead.add(id);
        }
      url = page.next;
      pages++;
      if (!url) break;
      // Between pages: one item already read and one still ahead change (lastUpdated moves, the order does not).
      const behind = seen[seen.length - 37]!;
      const ahead = expected[Math.min(seen.length + 250, expected.length - 1)]!;
      const description = `Deep paging ${pages}`;
      const res = await file.call('PATCH', '/items', [
        { id: behind, description: `Read already ${pages}` },
        { id: ahead, description },
      ]);
      expect(res.status).toBe(200);
      changedAhead.set(ahead, description);
      if (pages === 20) {
        const made = await file.call<{ created: string[] }>('PATCH', '/items', [
          { description: 'Deep paging new item', sku: 'DEEP-PAGING-1' },
        ]);
        created = made.body.created[0]!;
        const config = await file.call('PATCH', '/items/store-configs', [
          { itemId: created, storeId: s02, retailPrice1: 3 },
        ]);
        expect(config.status).toBe(200);
      }
    }
    expect(created).not.toBe('');
    expect(seen).toEqual([...expected, created]);
    expect(pages).toBe(46);
    // Every item changed ahead was met later in the walk with its new description.
    expect(checkedAhead.size).toBe(changedAhead.size);
  });

  it('a page asked for directly, or at another pageSize after a walk, is the same as the walk gave', async () => {
    const walk: string[] = [];
    let url = storeUrl('pageSize=500');
    for (let n = 0; n < 6; n++) {
      const page = await getPage(url);
      walk.push(...page.ids);
      url = page.next;
    }
    // Offset 3000 was reached at pageSize 500: page 31 of 100 starts there.
    const at3000 = await getPage(storeUrl('pageSize=100&pageNumber=31'));
    const direct = await getPage(storeUrl('pageSize=100&pageNumber=31&orderBy=sku asc'));
    const all = [...walk, ...(await getPage(storeUrl('pageSize=500&pageNumber=7'))).ids];
    expect(at3000.ids).toEqual(all.slice(3000, 3100));
    expect(at3000.ids).toEqual(expected.slice(3000, 3100));
    // Another order, read without any walk: plain OFFSET over SKU order.
    // (The first test added DEEP-PAGING-1 to the store.)
    const skuOf = new Map(catalog.map((i) => [i.id, i.sku]));
    const bySku = [...expected.map((id) => skuOf.get(id)!), 'DEEP-PAGING-1'].sort();
    expect(direct.ids.map((id) => skuOf.get(id) ?? 'DEEP-PAGING-1')).toEqual(bySku.slice(3000, 3100));
  });

  it('a sorted walk in pages of 100 matches one read of the same order in pages of 500', async () => {
    const order = 'orderBy=description,sku';
    const big: string[] = [];
    for (let n = 1; n <= 10; n++) big.push(...(await getPage(storeUrl(`pageSize=500&pageNumber=${n}&${order}`))).ids);
    const small: string[] = [];
    let url = storeUrl(`pageSize=100&${order}`);
    while (url) {
      const page = await getPage(url);
      small.push(...page.ids);
      url = page.next;
    }
    expect(new Set(small).size).toBe(small.length);
    expect(small).toEqual(big);
  });

  it('a write by another connection to the file is seen: pages are read by OFFSET again', async () => {
    const first = await getPage(storeUrl('pageSize=100'));
    const second = await getPage(first.next);
    // Another process takes S02 away from the first item of page 2; OFFSET paging then starts page 3 one later.
    const other = new Database(file.service.dataPath);
    try {
      other.prepare('DELETE FROM item_stores WHERE item_id = ? AND store_id = ?').run(second.ids[0], s02);
    } finally {
      other.close();
    }
    const third = await getPage(second.next);
    expect(third.ids[0]).toBe(expected[201]);
  });
});
