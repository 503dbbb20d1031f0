// Process: shared by main and renderer (types only outside main). Stores over IPC: the signed-in user's store list
// and the choice of a working store (whose catalog and prices the app uses).
import { z } from 'zod';
import type { Store } from '../domain/api/wire/stores';
import { Guid, NoArgs, request } from './request';

export type { Store };

export const WorkingStore = z.object({ id: Guid, code: z.string(), description: z.string() }).strict();
export type WorkingStore = z.infer<typeof WorkingStore>;

export const storeRequests = {
  'stores.list': request<Store[]>()(NoArgs),
  'stores.choose': request<WorkingStore>()(z.object({ storeId: Guid }).strict()),
} as const;
