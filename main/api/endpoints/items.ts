// Process: main (domain, Electron-free). Item readers and writers (spec 4.3): pages, iteration, one item,
// bulk PATCH, store configs, images and scheduled retails.
import type { Http } from '../http';
import { getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import { Item, ItemList } from '../wire';
import { AnyBody } from './loose';

const seg = encodeURIComponent;

export function itemEndpoints(http: Http) {
  return {
    listItemsPage: (q: ListParams = {}): Promise<Page<Item>> => getPage(http, '/items', listQuery(q), ItemList),
    listStoreItemsPage: (storeId: string, q: ListParams = {}): Promise<Page<Item>> =>
      getPage(http, `/stores/${seg(storeId)}/items`, listQuery(q), ItemList),
    /** Pages of GET /items: follows nextPageLink, or stops on a short page when the header is absent. */
    iterateItems: (q: ListParams = {}): AsyncGenerator<Page<Item>> =>
      iteratePages(http, '/items', listQuery(q), ItemList),
    iterateStoreItems: (storeId: string, q: ListParams = {}): AsyncGenerator<Page<Item>> =>
      iteratePages(http, `/stores/${seg(storeId)}/items`, listQuery(q), ItemList),
    getItem: async (itemId: string, expand?: string[]): Promise<Item> =>
      (
        await http.request({
          method: 'GET',
          path: `/items/${seg(itemId)}`,
          query: { Expand: expand?.length ? expand.join(',') : undefined },
          schema: Item,
        })
      ).data,
    /** Bulk upsert. PATCH is not idempotent by contract here, so it is never retried on failure. */
    patchItems: async (items: unknown[]): Promise<unknown> =>
      (await http.request({ method: 'PATCH', path: '/items', body: items, schema: AnyBody, idempotent: false })).data,
    patchItemStoreConfigs: async (configs: unknown[]): Promise<unknown> =>
      (
        await http.request({
          method: 'PATCH',
          path: '/items/store-configs',
          body: configs,
          schema: AnyBody,
          idempotent: false,
        })
      ).data,
    addItemImage: async (itemId: string, image: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: `/items/${seg(itemId)}/images`, body: image, schema: AnyBody })).data,
    updateItemImage: async (itemId: string, imageId: string, patch: unknown): Promise<unknown> =>
      (
        await http.request({
          method: 'PATCH',
          path: `/items/${seg(itemId)}/images/${seg(imageId)}`,
          body: patch,
          schema: AnyBody,
          idempotent: false,
        })
      ).data,
    deleteItemImage: async (itemId: string, imageId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/items/${seg(itemId)}/images/${seg(imageId)}`, schema: AnyBody });
    },
    /** A new retail price for a store from a future moment; the service refuses a past one. */
    scheduleRetail: async (itemId: string, retail: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: `/items/${seg(itemId)}/retails`, body: retail, schema: AnyBody }))
        .data,
  };
}
