// Process: main (domain, Electron-free). Stores (spec 4.3) and the third party codes as set for a store.
import { z } from 'zod';
import type { Http } from '../http';
import { collectAll, getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import type { StoreThirdPartyCode as StoreCode } from '../types';
import { Store, StoreThirdPartyCode } from '../wire';
import { seg, verbs } from './verbs';

const StoreList = z.array(Store);
const StoreCodeList = z.array(StoreThirdPartyCode);

export function storeEndpoints(http: Http) {
  const { get } = verbs(http);
  return {
    /** Every store, all pages followed (a database rarely has more than a page of them). */
    listStores: (): Promise<Store[]> => collectAll(iteratePages(http, '/stores', {}, StoreList)),
    getStore: (storeId: string): Promise<Store> => get(`/stores/${seg(storeId)}`, Store),
    listStoreThirdPartyCodesPage: (storeId: string, q: ListParams = {}): Promise<Page<StoreCode>> =>
      getPage(http, `/stores/${seg(storeId)}/interfaces/thirdpartycodes`, listQuery(q), StoreCodeList),
  };
}
