// Process: main (domain) and service. POST /transactions (spec 2.4, 2.5): sales submitted by a POS.
import { z } from 'zod';
import { IdRef, IsoTimestamp } from './common';

/** integrationName_siteId_revenueCenter[_dateStamp]_transactionNumber: alphanumeric parts, underscores only between. */
export const THIRD_PARTY_ID_PATTERN = /^[A-Za-z0-9]+(_[A-Za-z0-9]+){3,}$/;

export const TransactionLine = z
  .object({
    thirdPartyLineId: z.string().min(1),
    itemNumber: z.string().nullable().optional(),
    sku: z.string().nullable().optional(),
    item: IdRef.nullable().optional(),
    itemDescription: z.string(),
    itemRetail: z.number().positive('itemRetail must be positive.'),
    itemDiscount: z.number().negative('itemDiscount must be negative.').nullable().optional(),
    quantity: z.number().finite(),
    lineNumber: z.union([z.string(), z.number().int()]).nullable().optional(),
    modifier: z.string().nullable().optional(),
  })
  .refine((l) => Boolean(l.itemNumber || l.sku || l.item), {
    message: 'One of itemNumber, sku or item.id is required.',
    path: ['sku'],
  });
export type TransactionLine = z.infer<typeof TransactionLine>;

export const Transaction = z
  .object({
    thirdPartyId: z
      .string()
      .regex(THIRD_PARTY_ID_PATTERN, 'thirdPartyId must be at least four alphanumeric parts joined by _.'),
    transactionNumber: z.string().min(1),
    checkClosed: IsoTimestamp,
    store: IdRef,
    employeeNumber: z.string().nullable().optional(),
    employeeName: z.string().nullable().optional(),
    tender: z.string().nullable().optional(),
    registerNumber: z.string().nullable().optional(),
    registerName: z.string().nullable().optional(),
    reference: z.string().nullable().optional(),
    lines: z.array(TransactionLine),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.lines.forEach((l, i) => {
      const rest = l.thirdPartyLineId.startsWith(`${t.thirdPartyId}_`)
        ? l.thirdPartyLineId.slice(t.thirdPartyId.length + 1)
        : '';
      if (!/^\d+$/.test(rest))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'thirdPartyLineId'],
          message: 'Must be thirdPartyId_<integer>.',
        });
      if (seen.has(l.thirdPartyLineId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'thirdPartyLineId'],
          message: 'Duplicate thirdPartyLineId.',
        });
      seen.add(l.thirdPartyLineId);
    });
  });
export type Transaction = z.infer<typeof Transaction>;

export const TransactionBatch = z.array(Transaction).min(1);

/** Local contract (docs/service/endpoints.md): how many were new and how many overwrote an earlier version. */
export const TransactionsResult = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  thirdPartyIds: z.array(z.string()),
});
export type TransactionsResult = z.infer<typeof TransactionsResult>;
