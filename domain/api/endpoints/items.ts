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
import { seg, verbs } from './verbs';

const image = (itemId: string, imageId: string) => `/items/${seg(itemId)}/images/${seg(imageId)}`;

export function itemEndpoints(http: Http) {
  const { get, post, patch, del } = verbs(http);
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
    getItem: (itemId: string, expand?: string[]): Promise<Item> =>
      get(`/items/${seg(itemId)}`, Item, { Expand: expand?.length ? expand.join(',') : undefined }),
    /** Bulk upsert (an element with a known id updates, otherwise it creates). Never retried automatically. */
    patchItems: (items: z.input<typeof ItemPatch>[]): Promise<PatchResult> => patch('/items', items, ItemPatchResult),
    patchItemStoreConfigs: (configs: z.input<typeof ItemStoreConfig>[]): Promise<unknown> =>
      patch('/items/store-configs', configs, AnyBody),
    addItemImage: (itemId: string, img: z.input<typeof ImageCreate>): Promise<ImageRecord> =>
      post(`/items/${seg(itemId)}/images`, img, Image),
    updateItemImage: (itemId: string, imageId: string, body: z.input<typeof ImageUpdate>): Promise<ImageRecord> =>
      patch(image(itemId, imageId), body, Image),
    deleteItemImage: (itemId: string, imageId: string): Promise<void> => del(image(itemId, imageId)),
    /** A new retail price for a store from a future moment; the service refuses a past one. */
    scheduleRetail: (itemId: string, retail: z.input<typeof RetailCreate>): Promise<RetailRecord> =>
      post(`/items/${seg(itemId)}/retails`, retail, Retail),
  };
}
