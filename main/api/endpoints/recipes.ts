// Process: main (domain, Electron-free). Recipes, recipe types and production groups (spec 4.6: read-only,
// plus recipe images).
import type { Http } from '../http';
import { getPage, type ListParams, listQuery, type Page } from '../pagination';
import { AnyBody, type JsonObject, JsonObjectList, JsonObject as JsonObjectShape } from './loose';

const seg = encodeURIComponent;

export function recipeEndpoints(http: Http) {
  return {
    listRecipesPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, '/recipes', listQuery(q), JsonObjectList),
    getRecipe: async (recipeId: string): Promise<JsonObject> =>
      (await http.request({ method: 'GET', path: `/recipes/${seg(recipeId)}`, schema: JsonObjectShape })).data,
    addRecipeImage: async (recipeId: string, image: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: `/recipes/${seg(recipeId)}/images`, body: image, schema: AnyBody }))
        .data,
    listRecipeTypesPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, '/recipetypes', listQuery(q), JsonObjectList),
    listProductionGroupsPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, '/productiongroups', listQuery(q), JsonObjectList),
  };
}
