// Process: main (domain, Electron-free). Item readers and writers (spec 4.3): pages, iteration, one item,
// bulk PATCH, store configs, images and scheduled retails.
import type { z } from 'zod';
import type { Http } from '../http';
import { getPage, getRawPage, iteratePages, type ListParams, listQuery, type Page, type RawPage } from '../pagination';
import type { Image as ImageRecord, ItemPatchResult as PatchResult, Retail as RetailRecord } from '../types';
import {
  Image,
  type ImageCreate,
  type ImageUpdate,
  Item,
  ItemList,
  type ItemPatch,
  ItemPatchResult,
  type ItemStoreConfig,
  Retail,
  type RetailCreate,
} from '../wire';
import { AnyBody } from './loose';

const seg = encodeURIComponent;
const image = (itemId: string, imageId: string) => `/items/${seg(itemId)}/images/${seg(imageId)}`;

export function itemEndpoints(http: Http) {
  return {
    listItemsPage: (q: ListParams = {}): Promise<Page<Item>> => getPage(http, '/items', listQuery(q), ItemList),
    listStoreItemsPage: (storeId: string, q: ListParams = {}): Promise<Page<Item>> =>
      getPage(http, `/stores/${seg(storeId)}/items`, listQuery(q), ItemList),
    /** One page of a store's items as bytes: parsed and checked (ItemList) by the caller, e.g. off the main thread. */
    listStoreItemsPageRaw: (storeId: string, q: ListParams = {}): Promise<RawPage> =>
      getRawPage(http, `/stores/${seg(storeId)}/items`, listQuery(q)),
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
    /** Bulk upsert (an element with a known id updates, otherwise it creates). Never retried automatically. */
    patchItems: async (items: z.input<typeof ItemPatch>[]): Promise<PatchResult> =>
      (
        await http.request({
          method: 'PATCH',
          path: '/items',
          body: items,
          schema: ItemPatchResult,
          idempotent: false,
        })
      ).data,
    patchItemStoreConfigs: async (configs: z.input<typeof ItemStoreConfig>[]): Promise<unknown> =>
      (
        await http.request({
          method: 'PATCH',
          path: '/items/store-configs',
          body: configs,
          schema: AnyBody,
          idempotent: false,
        })
      ).data,
    addItemImage: async (itemId: string, img: z.input<typeof ImageCreate>): Promise<ImageRecord> =>
      (await http.request({ method: 'POST', path: `/items/${seg(itemId)}/images`, body: img, schema: Image })).data,
    updateItemImage: async (
      itemId: string,
      imageId: string,
      patch: z.input<typeof ImageUpdate>,
    ): Promise<ImageRecord> =>
      (
        await http.request({
          method: 'PATCH',
          path: image(itemId, imageId),
          body: patch,
          schema: Image,
          idempotent: false,
        })
      ).data,
    deleteItemImage: async (itemId: string, imageId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: image(itemId, imageId), schema: AnyBody });
    },
    /** A new retail price for a store from a future moment; the service refuses a past one. */
    scheduleRetail: async (itemId: string, retail: z.input<typeof RetailCreate>): Promise<RetailRecord> =>
      (await http.request({ method: 'POST', path: `/items/${seg(itemId)}/retails`, body: retail, schema: Retail }))
        .data,
  };
}
