// Process: main (domain, Electron-free). Third party codes, the POS-defined item annotations (spec 2.6, 4.4).
import { z } from 'zod';
import type { Http } from '../http';
import { collectAll, getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import { ThirdPartyCode, type ThirdPartyCodeCreate, type ThirdPartyCodeUpdate } from '../wire';
import { AnyBody } from './loose';

const PATH = '/interfaces/thirdPartyCodes';
const CodeList = z.array(ThirdPartyCode);
const seg = encodeURIComponent;

export function thirdPartyCodeEndpoints(http: Http) {
  return {
    listThirdPartyCodesPage: (q: ListParams = {}): Promise<Page<ThirdPartyCode>> =>
      getPage(http, PATH, listQuery(q), CodeList),
    listThirdPartyCodes: (): Promise<ThirdPartyCode[]> => collectAll(iteratePages(http, PATH, {}, CodeList)),
    getThirdPartyCode: async (codeId: string): Promise<ThirdPartyCode> =>
      (await http.request({ method: 'GET', path: `${PATH}/${seg(codeId)}`, schema: ThirdPartyCode })).data,
    /** Defines codes at installation time; answers with the stored codes. */
    createThirdPartyCodes: async (codes: z.input<typeof ThirdPartyCodeCreate>[]): Promise<ThirdPartyCode[]> =>
      (await http.request({ method: 'POST', path: PATH, body: codes, schema: CodeList })).data,
    updateThirdPartyCodes: async (codes: z.input<typeof ThirdPartyCodeUpdate>[]): Promise<ThirdPartyCode[]> =>
      (await http.request({ method: 'PUT', path: PATH, body: codes, schema: CodeList })).data,
    deleteThirdPartyCodes: async (codeIds: string[]): Promise<void> => {
      await http.request({ method: 'DELETE', path: PATH, body: codeIds, schema: AnyBody });
    },
    deleteThirdPartyCode: async (codeId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `${PATH}/${seg(codeId)}`, schema: AnyBody });
    },
  };
}
