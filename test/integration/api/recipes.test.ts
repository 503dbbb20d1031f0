// Process: test (node). Recipes, recipe types, production groups and recipe images through the real client.
import { describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('recipes', () => {
  it('lists recipes and reads one', async () => {
    const page = await ctx.client.listRecipesPage();
    expect(page.items.length).toBeGreaterThan(0);
    expect(await ctx.client.getRecipe(page.items[0]!.id)).toEqual(page.items[0]);
  });

  it('lists recipe types and production groups', async () => {
    const types = await ctx.client.listRecipeTypesPage();
    const groups = await ctx.client.listProductionGroupsPage();
    expect(types.items.map((t) => t.name)).toEqual(expect.arrayContaining(['Cocktails', 'Plates']));
    expect(groups.items.map((g) => g.name)).toEqual(expect.arrayContaining(['Bar', 'Kitchen']));
  });

  it('adds an image to a recipe', async () => {
    const recipe = (await ctx.client.listRecipesPage()).items[0]!;
    const image = await ctx.client.addRecipeImage(recipe.id, {
      fileName: 'spritz.png',
      contentType: 'image/png',
      data: PNG_1X1,
    });
    expect(image.recipeId?.toLowerCase()).toBe(recipe.id.toLowerCase());
    expect(image.itemId).toBeNull();
  });
});
