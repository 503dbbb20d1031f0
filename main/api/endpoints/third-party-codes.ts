// Process: main (domain, Electron-free). Third party codes, the POS-defined item annotations (spec 2.6, 4.4).
// Bodies are not shown in the spec, so they pass through as given.
import type { Http } from '../http';
import { getPage, type ListParams, listQuery, type Page } from '../pagination';
import { AnyBody, type JsonObject, JsonObjectList, JsonObject as JsonObjectShape } from './loose';

const PATH = '/interfaces/thirdPartyCodes';
const seg = encodeURIComponent;

export function thirdPartyCodeEndpoints(http: Http) {
  return {
    listThirdPartyCodesPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, PATH, listQuery(q), JsonObjectList),
    getThirdPartyCode: async (codeId: string): Promise<JsonObject> =>
      (await http.request({ method: 'GET', path: `${PATH}/${seg(codeId)}`, schema: JsonObjectShape })).data,
    createThirdPartyCodes: async (codes: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: PATH, body: codes, schema: AnyBody })).data,
    updateThirdPartyCodes: async (codes: unknown): Promise<unknown> =>
      (await http.request({ method: 'PUT', path: PATH, body: codes, schema: AnyBody })).data,
    deleteThirdPartyCodes: async (codes: unknown): Promise<void> => {
      await http.request({ method: 'DELETE', path: PATH, body: codes, schema: AnyBody });
    },
    deleteThirdPartyCode: async (codeId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `${PATH}/${seg(codeId)}`, schema: AnyBody });
    },
  };
}
