// Process: main (domain) and service. Stores (spec 2.3).
import { z } from 'zod';
import { Guid } from './common';

export const Store = z.object({ id: Guid, code: z.string(), description: z.string() });
export type Store = z.infer<typeof Store>;
