// Process: test (renderer logic under node). Several readers feeding one count: each read's feed row names its
// reader in words (a chip whose colour only helps), the two simulators never share a colour, a row without a reader
// has no chip, and the status bar lists each reader with its state and reads/s.
import { describe, expect, it } from 'vitest';
import { type ReaderStatus, readerLabel } from '../../../contract/reader';
import { countFeedRow } from '../../../renderer/src/features/counts/feed';
import { readerLinkText } from '../../../renderer/src/features/reader/ReaderStatusItem';
import { readerChip } from '../../../renderer/src/shared/reader-chip';
import type { FeedEntry } from '../../../renderer/src/store/counts-feed';
import { feedEntry } from './count-fixtures';

const entry = (over: Partial<FeedEntry>): FeedEntry =>
  feedEntry({ source: 'rfid', raw: '3074257BF7194E4000001A85', ...over });

describe('reader labels', () => {
  it('names readers shortly: simulators by number, ports by their last part, wedge scans as Keyboard', () => {
    expect(['simulator', 'sim-2', 'keyboard', '/dev/ttyUSB0', 'COM3', '\\\\.\\COM12'].map(readerLabel)).toEqual([
      'Sim 1',
      'Sim 2',
      'Keyboard',
      'ttyUSB0',
      'COM3',
      'COM12',
    ]);
  });

  it('gives the two simulators different colours and always a text label', () => {
    const [a, b] = [readerChip('simulator'), readerChip('sim-2')];
    expect(a.hue).not.toBe(b.hue);
    expect([a.label, b.label]).toEqual(['Sim 1', 'Sim 2']);
  });

  it('puts the reader on the feed row only when the read names one', () => {
    expect(countFeedRow(entry({ reader: 'sim-2' })).reader).toEqual({ id: 'sim-2', label: 'Sim 2', hue: 1 });
    expect(countFeedRow(entry({})).reader).toBeUndefined();
  });

  it('lists each reader with its own state and reads/s', () => {
    const status: ReaderStatus = {
      state: 'connected',
      source: 'simulator',
      protocol: 'tsl',
      port: 'simulator',
      message: '',
      counts: {
        reads: 10,
        uniqueTags: 5,
        barcodes: 0,
        readsPerSecond: 300,
        badFrames: 0,
        readers: [
          { reader: 'simulator', reads: 6, barcodes: 0, readsPerSecond: 200 },
          { reader: '/dev/ttyUSB0', reads: 4, barcodes: 0, readsPerSecond: 100 },
        ],
      },
      readers: [
        { id: 'simulator', source: 'simulator', protocol: 'tsl', state: 'connected', message: '' },
        { id: '/dev/ttyUSB0', source: 'serial', protocol: 'chafon', state: 'reconnecting', message: '' },
      ],
    };
    expect(status.readers.map((r) => readerLinkText(r, status))).toEqual([
      { text: 'Sim 1 · 200/s', tone: 'good' },
      { text: 'ttyUSB0 lost · retrying', tone: 'bad' },
    ]);
  });
});
