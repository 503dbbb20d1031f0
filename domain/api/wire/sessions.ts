// Process: main (domain) and service. Count sessions (spec 3.2, 4.6; notes A, B).
import { z } from 'zod';
import { Guid } from './common';

/** MobileStatus on the wire: Active 1, Finalized 2, Recount 3, Processed 4 (0 none). */
export const MobileStatus = { None: 0, Active: 1, Finalized: 2, Recount: 3, Processed: 4 } as const;
export type MobileStatus = (typeof MobileStatus)[keyof typeof MobileStatus];
export const MobileStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Largest count a session item may hold; far above any shelf, far below where floating point loses units. */
export const MAX_COUNT = 1_000_000_000;

/** One rule for a count sent to the service (POST sessionItems and the count PUT): a finite number, not negative,
 * at most MAX_COUNT; fractions allowed (partial bottles, weights). */
export const CountValue = z
  .number()
  .finite()
  .nonnegative('A count must not be negative.')
  .max(MAX_COUNT, `A count must be at most ${MAX_COUNT}.`);

/** A session item as the service returns it (counts read back are not re-checked). */
export const SessionItem = z.object({
  sessionItemID: Guid,
  itemID: Guid,
  count: z.number().nullable(),
  flagID: Guid.nullable().optional(),
  levelID: Guid.nullable().optional(),
});
export type SessionItem = z.infer<typeof SessionItem>;

/** A session item as sent: the count follows CountValue (null: not counted yet). */
export const SessionItemWrite = SessionItem.extend({ count: CountValue.nullable() });

export const SessionCreate = z.object({
  sessionID: Guid,
  storeID: Guid,
  description: z.string(),
  userID: Guid.nullable().optional(),
  device: z.string().nullable().optional(),
  countSheetID: Guid.nullable().optional(),
  mobileStatus: MobileStatusCode.default(MobileStatus.Active),
  sessionItems: z.array(SessionItemWrite).default([]),
});
export type SessionCreate = z.infer<typeof SessionCreate>;

/** PUT /sessions: sessionID required; description and mobileStatus may change. The service also takes the whole
 * session as GET returns it and ignores the rest. */
export const SessionUpdate = z.object({
  sessionID: Guid,
  description: z.string().optional(),
  mobileStatus: MobileStatusCode.optional(),
});
export type SessionUpdate = z.infer<typeof SessionUpdate>;

export const Session = SessionCreate.extend({
  sessionItems: z.array(SessionItem).default([]),
  created: z.string(),
  lastUpdated: z.string(),
});
export type Session = z.infer<typeof Session>;

/** POST /sessions/{id}/sessionItems: an array, or a single object. */
export const SessionItemsAdd = z.union([z.array(SessionItemWrite), SessionItemWrite.transform((i) => [i])]);

export const SessionItemCount = z.object({ count: CountValue });
export type SessionItemCount = z.infer<typeof SessionItemCount>;
