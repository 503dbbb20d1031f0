// Process: test (node). The reader service's named steps on their own: the link follows the manager's status
// events (the port is the connecting/connected label, dropped on disconnect) and says what to do next, and a wedge
// scan becomes the event its kind names or is refused as the user's mistake.
import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../../contract/reader-settings';
import { followStatus, idleLink, linkMessage } from '../../../domain/reader/link-state';
import { wedgeScanEvent } from '../../../domain/reader/wedge-scan';

describe('link-state', () => {
  it('follows status events and ignores reads', () => {
    const link = idleLink();
    const links = new Map([['simulator', link]]);
    expect(followStatus(links, [{ type: 'barcode', text: '123', at: 0 }])).toBe(false);
    expect(
      followStatus(links, [{ type: 'status', state: 'connected', detail: 'simulator', reader: 'simulator' }]),
    ).toBe(true);
    expect(link).toEqual({ state: 'connected', detail: 'simulator', port: 'simulator' });
    expect(linkMessage(link, DEFAULT_READER_SETTINGS)).toMatch(/^Demo reader simulator: /);
    followStatus(links, [{ type: 'status', state: 'reconnecting', detail: 'Port lost', reader: 'simulator' }]);
    expect(link.port).toBe('simulator');
    expect(linkMessage(link, DEFAULT_READER_SETTINGS)).toMatch(/^Port lost\. Check the cable/);
    followStatus(links, [{ type: 'status', state: 'disconnected', reader: 'simulator' }]);
    expect(link).toEqual({ state: 'idle', detail: '', port: null });
  });

  it('moves only the link of the reader each status names', () => {
    const a = idleLink();
    const b = idleLink();
    const links = new Map([
      ['/dev/ttyA', a],
      ['sim-2', b],
    ]);
    followStatus(links, [
      { type: 'status', state: 'connected', detail: '/dev/ttyA', reader: '/dev/ttyA' },
      { type: 'status', state: 'connected', detail: 'sim-2', reader: 'sim-2' },
      { type: 'status', state: 'reconnecting', detail: 'Reader lost: EIO', reader: '/dev/ttyA' },
    ]);
    expect([a.state, b.state]).toEqual(['reconnecting', 'connected']);
    expect(linkMessage(b, DEFAULT_READER_SETTINGS)).toMatch(/^Demo reader simulator: /);
    // A reader no longer listed (closed and removed) moves nothing but still asks for a status push.
    expect(followStatus(links, [{ type: 'status', state: 'disconnected', reader: 'gone' }])).toBe(true);
    expect([a.state, b.state]).toEqual(['reconnecting', 'connected']);
  });
});

describe('wedgeScanEvent', () => {
  it('takes the kind the user names', () => {
    expect(wedgeScanEvent(' 3034aabb ', 'epc', 5)).toEqual({ type: 'epc', hex: '3034AABB', at: 5 });
    expect(wedgeScanEvent('3034AABB', 'barcode', 5)).toEqual({ type: 'barcode', text: '3034AABB', at: 5 });
  });
  it('refuses an empty scan and a non-EPC as an EPC', () => {
    expect(() => wedgeScanEvent('  ', 'auto', 0)).toThrow('The scan is empty.');
    expect(() => wedgeScanEvent('hello', 'epc', 0)).toThrow(/not an EPC/);
  });
});
