// Process: main (domain, Electron-free). Third party codes, the POS-defined item annotations (spec 2.6, 4.4).
import { z } from 'zod';
import type { Http } from '../http';
import { collectAll, getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import { ThirdPartyCode, type ThirdPartyCodeCreate, type ThirdPartyCodeUpdate } from '../wire';
import { seg, verbs } from './verbs';

const PATH = '/interfaces/thirdPartyCodes';
const CodeList = z.array(ThirdPartyCode);

export function thirdPartyCodeEndpoints(http: Http) {
  const { get, post, put, del } = verbs(http);
  return {
    listThirdPartyCodesPage: (q: ListParams = {}): Promise<Page<ThirdPartyCode>> =>
      getPage(http, PATH, listQuery(q), CodeList),
    listThirdPartyCodes: (): Promise<ThirdPartyCode[]> => collectAll(iteratePages(http, PATH, {}, CodeList)),
    getThirdPartyCode: (codeId: string): Promise<ThirdPartyCode> => get(`${PATH}/${seg(codeId)}`, ThirdPartyCode),
    /** Defines codes at installation time; answers with the stored codes. */
    createThirdPartyCodes: (codes: z.input<typeof ThirdPartyCodeCreate>[]): Promise<ThirdPartyCode[]> =>
      post(PATH, codes, CodeList),
    updateThirdPartyCodes: (codes: z.input<typeof ThirdPartyCodeUpdate>[]): Promise<ThirdPartyCode[]> =>
      put(PATH, codes, CodeList),
    deleteThirdPartyCodes: (codeIds: string[]): Promise<void> => del(PATH, codeIds),
    deleteThirdPartyCode: (codeId: string): Promise<void> => del(`${PATH}/${seg(codeId)}`),
  };
}
