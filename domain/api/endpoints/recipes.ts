// Process: main (domain, Electron-free). Recipes, recipe types and production groups (spec 4.6: read-only,
// plus recipe images).
import { z } from 'zod';
import type { Http } from '../http';
import { getPage, type ListParams, listQuery, type Page } from '../pagination';
import type {
  ProductionGroup as Group,
  Image as ImageRecord,
  RecipeType as Kind,
  Recipe as RecipeRecord,
} from '../types';
import { Image, type ImageCreate, ProductionGroup, Recipe, RecipeType } from '../wire';
import { seg, verbs } from './verbs';

const RecipeList = z.array(Recipe);
const RecipeTypeList = z.array(RecipeType);
const ProductionGroupList = z.array(ProductionGroup);

export function recipeEndpoints(http: Http) {
  const { get, post } = verbs(http);
  return {
    listRecipesPage: (q: ListParams = {}): Promise<Page<RecipeRecord>> =>
      getPage(http, '/recipes', listQuery(q), RecipeList),
    getRecipe: (recipeId: string): Promise<RecipeRecord> => get(`/recipes/${seg(recipeId)}`, Recipe),
    addRecipeImage: (recipeId: string, image: z.input<typeof ImageCreate>): Promise<ImageRecord> =>
      post(`/recipes/${seg(recipeId)}/images`, image, Image),
    listRecipeTypesPage: (q: ListParams = {}): Promise<Page<Kind>> =>
      getPage(http, '/recipetypes', listQuery(q), RecipeTypeList),
    listProductionGroupsPage: (q: ListParams = {}): Promise<Page<Group>> =>
      getPage(http, '/productiongroups', listQuery(q), ProductionGroupList),
  };
}
