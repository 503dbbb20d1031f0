// Process: test (node). What browser mode needs in every e2e file and in the e2e global setup: the built renderer,
// and the built-in demo service without its request limit.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserModeOptions } from '../../hosts/web/browser-mode';
import { startService } from '../../service/index';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_DIR = join(REPO_ROOT, 'out', 'renderer');

/**
 * The demo service without its 2-requests-a-second limit, and the app's request budget raised to match: the first
 * catalog sync of 5,000 items takes about 20 s at the real limit and about 2 s without it, in every e2e file.
 * lookup.test.ts keeps the real limits (it watches the sync's progress); the limits themselves are checked in
 * test/integration (api/rate-limit.test.ts, the request scheduler's tests).
 */
export const UNLIMITED_DEMO: NonNullable<BrowserModeOptions['services']> = {
  startDemoService: (o) => startService({ ...o, rateLimit: 0 }),
  maxRequestsPerSecond: 50,
  // A reader on a PTY answers in milliseconds, but the simulator shares this process with browser mode, beside
  // Chromium and the other e2e files: on the loaded CI machine its answer to ".vr" missed the 1 s default, and the
  // tuning was kept for the port instead of the reader.
  readerTuningTimeoutMs: 5_000,
};

/** Where the e2e global setup left the built-in demo's catalog cache, synced once for the run (see global-setup). */
export const SYNCED_CATALOG_ENV = 'STOCKTAKE_E2E_SYNCED_CATALOG';
