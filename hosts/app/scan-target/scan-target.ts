// Process: main (composition, Electron-free). The one place that says which feature takes the reader's scans: the
// count session or the receiving draft the open screen activated (contract/scan-target.ts), one at a time, so a
// scan is never counted and received both. Every reader batch (reads of any source and keyboard-wedge scans) comes
// here once and goes to that target's receiver; the features only say how to take a batch and how to show a refusal.
// The reader's feedback for the batch (counters, sounds, the newest scan) rides on the push the feature makes for it,
// so a taken batch reaches the renderer once.
import type { ReaderFeedback, ReaderReadsBatch } from '../../../contract/reader';
import type { BarcodeEvent, EpcEvent, ReaderEvent } from '../../../domain/reader/events';
import { createLogger } from '../../../domain/shared/logger';

const log = createLogger('app.scan-target');

export type ScanFeature = 'counts' | 'receiving' | 'transfers' | 'transferReceipts' | 'replenish';
export type ReaderScan = EpcEvent | BarcodeEvent;
/** The reader's pending feedback for the batch being routed, taken out of the reader's own push when called. */
export type FeedbackSource = () => ReaderReadsBatch | undefined;

/** How a feature takes a reader batch for one of its targets (a session id, a draft id). */
export interface ScanReceiver {
  /** Adds the scans; throws when the target refuses them (locked, finalized, submitted, engine stopped). The push
   * the feature makes for them carries `feedback` (see `feedbackCarrier`). */
  ingest(id: string, scans: readonly ReaderScan[], feedback: FeedbackSource): void;
  /** Tells the user the batch was not taken: the reader's timer has no caller to throw to. A feature that pushes
   * nothing for a refusal leaves `feedback` alone, and the reader pushes it itself. */
  refused(id: string, scans: readonly ReaderScan[], message: string, feedback: FeedbackSource): void;
}

export interface ScanTarget {
  /** The id taking reader scans for this feature, or null. */
  active(feature: ScanFeature): string | null;
  /** `id` now takes the reader's scans; whichever target took them before lets go. */
  take(feature: ScanFeature, id: string): void;
  /** Lets go of this feature's target (only if `id`, when given, is still the one). */
  release(feature: ScanFeature, id?: string): void;
  /** The feature's receiver; each feature serves itself when it is composed. */
  serve(feature: ScanFeature, receiver: ScanReceiver): void;
  /** The lossless reader tap: a whole batch's EPC and barcode events to the target, if any. Never throws. */
  route(events: readonly ReaderEvent[], feedback?: FeedbackSource): void;
}

export const isScan = (e: ReaderEvent): e is ReaderScan => e.type === 'epc' || e.type === 'barcode';

export function createScanTarget(): ScanTarget {
  let current: { feature: ScanFeature; id: string } | null = null;
  const receivers = new Map<ScanFeature, ScanReceiver>();
  return {
    active: (feature) => (current?.feature === feature ? current.id : null),
    take(feature, id) {
      current = { feature, id };
    },
    release(feature, id) {
      if (current?.feature === feature && (!id || id === current.id)) current = null;
    },
    serve(feature, receiver) {
      receivers.set(feature, receiver);
    },
    route(events, feedback = () => undefined) {
      const target = current;
      const receiver = target && receivers.get(target.feature);
      if (!target || !receiver) return;
      const scans = events.filter(isScan);
      if (!scans.length) return;
      try {
        receiver.ingest(target.id, scans, feedback);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn('reader batch not taken', { ...target, scans: scans.length, error: message });
        receiver.refused(target.id, scans, message, feedback);
      }
    },
  };
}

/** Holds a batch's feedback while a feature takes it, and puts it on the one push the feature makes meanwhile. */
export function feedbackCarrier() {
  let source: FeedbackSource | null = null;
  return {
    during<T>(feedback: FeedbackSource, take: () => T): T {
      source = feedback;
      try {
        return take();
      } finally {
        source = null;
      }
    },
    attach<P extends object>(payload: P): P & ReaderFeedback {
      const from = source;
      source = null;
      const reader = from?.();
      return reader ? { ...payload, reader } : payload;
    },
  };
}
