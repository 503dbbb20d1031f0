// Process: main (domain, Electron-free) and service. Shared building blocks of the wire shapes.
import { z } from 'zod';

/** GUIDs as the service writes them (any version, case-insensitive hex). */
export const Guid = z.guid();

/** v3 timestamps: ISO 8601 with an offset and the required "T" separator. */
export const IsoTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})$/, 'ISO 8601 with T and offset');

/** Filter dates may also be yyyymmdd. */
export const FilterDate = z.union([z.string().regex(/^\d{8}$/), IsoTimestamp]);

export const IdRef = z.object({ id: Guid });
export type IdRef = z.infer<typeof IdRef>;

/** A dimension value as it sits on an item (dimension1..dimension10, dimensions.DimensionN). */
export const DimensionRef = z.object({ id: Guid, description: z.string() });
export type DimensionRef = z.infer<typeof DimensionRef>;

/** A category (Level) reference on an item. */
export const LevelRef = z.object({ id: Guid, code: z.string(), description: z.string() });
export type LevelRef = z.infer<typeof LevelRef>;
