// Process: main (domain) and service. Third party codes (spec 2.6, 4.4). Shapes are our contract
// (docs/service/endpoints.md).
import { z } from 'zod';
import { Guid } from './common';

export const ThirdPartyCode = z.object({
  id: Guid,
  name: z.string(),
  options: z.array(z.string()),
  defaultValue: z.string().nullable(),
});
export type ThirdPartyCode = z.infer<typeof ThirdPartyCode>;

const CodeName = z.string().regex(/^[A-Za-z0-9]+_[A-Za-z0-9]+$/, 'Name must be <integration_name>_<Property>.');
const withDefaultInOptions = <T extends { options: string[]; defaultValue?: string | null }>(c: T) =>
  c.defaultValue == null || c.options.includes(c.defaultValue);

export const ThirdPartyCodeCreate = z
  .object({
    id: Guid.optional(),
    name: CodeName,
    options: z.array(z.string().min(1)).min(2),
    defaultValue: z.string().nullable().optional(),
  })
  .refine(withDefaultInOptions, { message: 'defaultValue must be one of options.', path: ['defaultValue'] });
export const ThirdPartyCodeUpdate = z
  .object({
    id: Guid,
    name: CodeName,
    options: z.array(z.string().min(1)).min(2),
    defaultValue: z.string().nullable().optional(),
  })
  .refine(withDefaultInOptions, { message: 'defaultValue must be one of options.', path: ['defaultValue'] });
/** POST and PUT take one code or an array of them. */
export const ThirdPartyCodesCreate = z.union([
  z.array(ThirdPartyCodeCreate).min(1),
  ThirdPartyCodeCreate.transform((c) => [c]),
]);
export const ThirdPartyCodesUpdate = z.union([
  z.array(ThirdPartyCodeUpdate).min(1),
  ThirdPartyCodeUpdate.transform((c) => [c]),
]);
/** DELETE /interfaces/thirdPartyCodes body: ids to delete. */
export const IdList = z.array(Guid).min(1);

/** GET /stores/{id}/interfaces/thirdpartycodes: each code with its value at the store. */
export const StoreThirdPartyCode = ThirdPartyCode.extend({ storeValue: z.string().nullable() });
