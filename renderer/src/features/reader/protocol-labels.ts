// Process: renderer (pure TS). The reader protocols' names as the settings forms show them.
import type { ReaderSettings } from '../../../../contract/reader-settings';

export const PROTOCOL_LABELS: Record<ReaderSettings['protocol'], string> = {
  tsl: 'TSL ASCII 2.0',
  chafon: 'Chafon CF-RU (binary)',
  m100: 'Magic RF M100',
  lines: 'Plain lines (one code per line)',
};
