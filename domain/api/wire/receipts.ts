// Process: main (domain) and service. Receipts: uncommitted receiving documents (notes A).
import { z } from 'zod';
import { Guid } from './common';

export const ReceiptLineCreate = z.object({
  itemID: Guid,
  quantity: z.number().finite(),
  backLinkLineID: Guid.nullable().optional(),
});

export const ReceiptCreate = z.object({
  docNumber: z.string().min(1),
  vendorID: Guid,
  storeID: Guid,
  lines: z.array(ReceiptLineCreate).min(1),
  thirdPartyID: z.string().nullable().optional(),
  reference: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  instructions: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
});
export type ReceiptCreate = z.infer<typeof ReceiptCreate>;

export const ReceiptLine = z.object({
  id: Guid,
  itemID: Guid,
  quantity: z.number(),
  backLinkLineID: Guid.nullable(),
});

const Named = z.object({ id: Guid, code: z.string().optional(), description: z.string().optional() });

export const Receipt = z.object({
  id: Guid,
  thirdPartyID: z.string().nullable(),
  docNumber: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(ReceiptLine),
  vendor: Named,
  store: Named,
  committed: z.boolean(),
  committedByUser: z.string().nullable(),
  paid: z.boolean(),
  createdByUser: z.string().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;
