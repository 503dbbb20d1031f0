// Process: renderer. The shape of the one app store: AppState, the union of the slices' interfaces. Each slice's
// interface lives in its own `<slice>-types.ts` and its creator in `<slice>-slice.ts`; this file re-exports every
// one of those types, so the rest of the renderer imports them from here. The type files import no slice (and not
// this file), so no import circle can form through them.

import type { AccuracySlice } from './accuracy-types';
import type { AppSlice } from './app-types';
import type { CatalogSlice } from './catalog-types';
import type { CountsSlice } from './counts-types';
import type { EncodeSlice } from './encode-types';
import type { LocateSlice } from './locate-types';
import type { PlansSlice } from './plans-types';
import type { ReaderTuningSlice } from './reader-tuning-types';
import type { ReaderSlice } from './reader-types';
import type { ReceivingSlice } from './receiving-types';
import type { ReplenishSlice } from './replenish-types';
import type { ReviewSlice } from './review-types';
import type { ScaleSlice } from './scale-types';
import type { SessionSlice } from './session-types';
import type { SettingsSlice } from './settings-types';
import type { StoresSlice } from './stores-types';
import type { TagsSlice } from './tags-types';
import type { TransfersSlice } from './transfers-types';
import type { UnitsSlice } from './units-types';

export type { AccuracySlice } from './accuracy-types';
export type { AppSlice, Area } from './app-types';
export type { CatalogSlice, LookupHistoryEntry } from './catalog-types';
export type { CountLinesFilter, CountsScreen, CountsSlice } from './counts-types';
export type { EncodeSlice, TagWriteOutcome } from './encode-types';
export type { LocateSlice } from './locate-types';
export type { PlanDraft, PlansSlice } from './plans-types';
export type { ReaderTuningSlice } from './reader-tuning-types';
export type { ReaderSlice, ScanForScreen } from './reader-types';
export type { ReceiptFilter, ReceivingFeedEntry, ReceivingScreen, ReceivingSlice } from './receiving-types';
export type { ReplenishFeedEntry, ReplenishSlice } from './replenish-types';
export type { ReviewSlice } from './review-types';
export type { ScaleSlice } from './scale-types';
export type { SessionSlice } from './session-types';
export type { SettingsSlice } from './settings-types';
export type { StoresSlice } from './stores-types';
export type { TagsSlice } from './tags-types';
export type { TransferFeedEntry, TransfersScreen, TransfersSlice } from './transfers-types';
export type { UnitsSlice } from './units-types';

export type AppState = SessionSlice &
  StoresSlice &
  AppSlice &
  CatalogSlice &
  ReaderSlice &
  CountsSlice &
  ReceivingSlice &
  SettingsSlice &
  EncodeSlice &
  LocateSlice &
  TagsSlice &
  ReaderTuningSlice &
  ScaleSlice &
  AccuracySlice &
  PlansSlice &
  ReviewSlice &
  TransfersSlice &
  ReplenishSlice &
  UnitsSlice;
