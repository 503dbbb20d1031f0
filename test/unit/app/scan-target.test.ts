// Process: test (node). The one scan target: a count session or a receiving draft takes the reader's batches, one
// at a time; each batch's EPC and barcode events go once, to that target's receiver; a refusal is shown by the
// receiver and never thrown into the reader; releasing with a stale id keeps the current target.
import { describe, expect, it } from 'vitest';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createScanTarget, type ScanReceiver } from '../../../hosts/app/scan-target/scan-target';

const batch: ReaderEvent[] = [
  { type: 'epc', hex: '3034257BF7194E4000001A85', at: 1 },
  { type: 'status', state: 'connected' },
  { type: 'barcode', text: '0614141123452', at: 3 },
];

function receiver(fail?: string) {
  const taken: [string, number][] = [];
  const refused: [string, number, string][] = [];
  const r: ScanReceiver = {
    ingest(id, scans) {
      if (fail) throw new Error(fail);
      taken.push([id, scans.length]);
    },
    refused: (id, scans, message) => refused.push([id, scans.length, message]),
  };
  return { r, taken, refused };
}

describe('scan target', () => {
  it('gives a batch to no one until a target is taken', () => {
    const target = createScanTarget();
    const counts = receiver();
    target.serve('counts', counts.r);
    target.route(batch);
    expect(counts.taken).toEqual([]);
  });

  it('routes only scans, once, to the one target; taking another lets go of the first', () => {
    const target = createScanTarget();
    const counts = receiver();
    const receiving = receiver();
    target.serve('counts', counts.r);
    target.serve('receiving', receiving.r);
    target.take('counts', 's1');
    target.route(batch);
    target.take('receiving', 'd1');
    expect(target.active('counts')).toBeNull();
    expect(target.active('receiving')).toBe('d1');
    target.route(batch);
    expect(counts.taken).toEqual([['s1', 2]]);
    expect(receiving.taken).toEqual([['d1', 2]]);
  });

  it('releases only the current id (or any, without one)', () => {
    const target = createScanTarget();
    target.take('receiving', 'd1');
    target.release('receiving', 'd0');
    target.release('counts');
    expect(target.active('receiving')).toBe('d1');
    target.release('receiving');
    expect(target.active('receiving')).toBeNull();
  });

  it('shows a refusal through the receiver instead of throwing', () => {
    const target = createScanTarget();
    const counts = receiver('session is locked');
    target.serve('counts', counts.r);
    target.take('counts', 's1');
    expect(() => target.route(batch)).not.toThrow();
    expect(counts.refused).toEqual([['s1', 2, 'session is locked']]);
  });
});
