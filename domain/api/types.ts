// Process: main (domain, Electron-free). TypeScript types of wire shapes that domain/api/wire/ exports only as
// zod schemas, so endpoint modules and callers can name them without clashing with the schema names.
import type { z } from 'zod';
import type * as W from './wire';

export type Image = z.infer<typeof W.Image>;
export type Retail = z.infer<typeof W.Retail>;
export type ItemPatchResult = z.infer<typeof W.ItemPatchResult>;
export type StoreThirdPartyCode = z.infer<typeof W.StoreThirdPartyCode>;
export type EffectiveExchangeRate = z.infer<typeof W.EffectiveExchangeRate>;
export type Recipe = z.infer<typeof W.Recipe>;
export type RecipeType = z.infer<typeof W.RecipeType>;
export type ProductionGroup = z.infer<typeof W.ProductionGroup>;
