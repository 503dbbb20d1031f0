// Process: shared by main, preload and renderer (types only outside main). THE one IPC contract: the feature
// files' requests merged into one request map, their push events into one event map, and the types derived from
// them. A new feature (counts.ts, receiving.ts) joins with its line in `requests` and in `EventMap` below.
import type { z } from 'zod';
import { accuracyRequests } from './accuracy';
import { type AppEventMap, appRequests } from './app';
import { type CatalogEventMap, catalogRequests } from './catalog';
import type { EVENT_NAMES } from './channels';
import { type CountEventMap, countRequests } from './counts';
import { encodeRequests } from './encode';
import { journalRequests } from './journal';
import { type LocateEventMap, locateRequests } from './locate';
import { planRequests } from './plans';
import { type ReaderEventMap, readerRequests } from './reader';
import { readerTuningRequests } from './reader-tuning';
import { type ReceivingEventMap, receivingRequests } from './receiving';
import { type ReplenishEventMap, replenishRequests } from './replenish';
import type { Same } from './request';
import type { Result } from './result';
import { reviewRequests } from './review';
import { type ScaleEventMap, scaleRequests } from './scale';
import { scanTargetRequests } from './scan-target';
import { type SessionEventMap, sessionRequests } from './session';
import { settingsRequests } from './settings';
import { storeRequests } from './stores';
import { tagRequests } from './tags';
import { type TransfersEventMap, transfersRequests } from './transfers';
import { unitRequests } from './units';

export * from './accuracy';
export * from './app';
export * from './catalog';
export * from './channels';
// Both features name their scan outcomes ScanOutcome: the counts one keeps the name, receiving's is renamed here.
export type { ScanOutcome } from './counts';
export * from './counts';
export * from './encode';
export * from './journal';
export * from './locate';
export * from './plans';
export * from './reader';
export * from './reader-settings';
export * from './reader-tuning';
export type { ScanOutcome as ReceivingScanOutcome } from './receiving';
export * from './receiving';
export * from './replenish';
export * from './review';
export * from './scale';
export * from './scale-settings';
export * from './scan-target';
export * from './session';
export * from './settings';
export * from './stores';
export * from './tags';
export * from './transfers';
export * from './units';

/** The request map: every feature's requests (each with a handler in hosts/app/<feature>/handlers.ts; the compiler insists). */
export const requests = {
  ...appRequests,
  ...sessionRequests,
  ...storeRequests,
  ...settingsRequests,
  ...readerRequests,
  ...readerTuningRequests,
  ...scaleRequests,
  ...catalogRequests,
  ...countRequests,
  ...receivingRequests,
  ...scanTargetRequests,
  ...journalRequests,
  ...encodeRequests,
  ...accuracyRequests,
  ...locateRequests,
  ...tagRequests,
  ...planRequests,
  ...reviewRequests,
  ...transfersRequests,
  ...replenishRequests,
  ...unitRequests,
} as const;

/** The push-event map: name -> payload (each name also in channels.ts EVENT_NAMES; checked below). */
export interface EventMap
  extends AppEventMap,
    SessionEventMap,
    ReaderEventMap,
    ScaleEventMap,
    CatalogEventMap,
    CountEventMap,
    ReceivingEventMap,
    TransfersEventMap,
    ReplenishEventMap,
    LocateEventMap {}

// Every event in the map has a name in channels.ts and no other name exists there (checked both ways).
const eventNamesMatch: Same<(typeof EVENT_NAMES)[number], keyof EventMap> = true;
void eventNamesMatch;

export type RequestName = keyof typeof requests;
export type EventName = keyof EventMap;
export type InvokeArgs<K extends RequestName> = z.input<(typeof requests)[K]['args']>;
export type ParsedArgs<K extends RequestName> = z.output<(typeof requests)[K]['args']>;
export type InvokeValue<K extends RequestName> = Exclude<(typeof requests)[K]['result'], undefined>;
export type InvokeResult<K extends RequestName> = Result<InvokeValue<K>>;
export type EventPayload<E extends EventName> = EventMap[E];

/** A request map's handlers, one function per name, typed by its schema and result: a feature's map
 *  (`HandlersOf<typeof countRequests>`) or the whole contract's (`Handlers`). A missing or mistyped one does not
 *  compile. */
export type HandlersOf<R extends Record<string, { args: z.ZodType; result?: unknown }>> = {
  [K in keyof R]: (
    args: z.output<R[K]['args']>,
  ) => Promise<Exclude<R[K]['result'], undefined>> | Exclude<R[K]['result'], undefined>;
};
/** Every request of the contract answered (assembled in hosts/app/handlers.ts, dispatched by hosts/ipc). */
export type Handlers = HandlersOf<typeof requests>;

export const REQUEST_NAMES = Object.keys(requests) as RequestName[];

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.hasOwn(requests, name);
}

/** The API the renderer sees, whichever transport carries it (preload in Electron, WebSocket in browser mode). */
export interface StocktakeApi {
  invoke<K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeResult<K>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}
