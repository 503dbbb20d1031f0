import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/slow-first-sequencer';

// Layers: test/unit (plain Node, no I/O beyond temp files), test/integration (the real local service over
// loopback), test/serial (PTY pairs through socat), test/e2e (browser mode in Debian's Chromium), test/crash (a kill
// at each crash point, then the invariants; its totals are printed at the end by test/global-setup.ts, which also
// bundles the programs tests run as children).
//
// Vitest's default is one worker less than the cores: ONE on a 2-core machine, every file in turn. Much of a slow
// file's time is spent waiting (on child processes, on Chromium, on the service over loopback), so more files run at
// once than there are cores: four of the node layers, then the e2e files three at a time on their own (each one is
// browser mode plus a Chromium; beside the crash tier's children they starved timing-bound steps). With that the
// machine is busy throughout, so what shortens the run is less CPU work, not more workers: the slowest files first
// (test/slow-first-sequencer.ts), bundled children, modules kept between files, one Chromium per e2e worker and a
// catalog synced once for the e2e files. docs/testing.md: where the time goes.
const shared = {
  environment: 'node',
  pool: 'forks',
  testTimeout: 30_000,
  // Closing browser mode and its service after a file took past 60 s once, with two runs of the suite at once.
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    reporters: ['default'],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          include: ['test/{unit,integration,serial,crash}/**/*.test.{ts,tsx}'],
          globalSetup: ['test/global-setup.ts'],
          maxWorkers: 4,
          // A worker keeps the modules it has loaded from one file to the next: re-importing the app's module graph
          // for every file was most of the unit layer's time (test/unit 85 s to 30 s). Tests that change process-wide
          // state put it back in afterAll/afterEach; every node layer passes this way (docs/testing.md).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // A whole screen's story per test: with two runs of the suite at once the quick ones (sign-in, a pasted line)
          // took past 30 s.
          testTimeout: 90_000,
          globalSetup: ['test/e2e/global-setup.ts'],
          maxWorkers: 3,
          // As in the node project: a worker keeps the app's modules between files (each file loaded them anew, about
          // 3 s of CPU a file), and its Chromium (test/e2e/fixtures.ts workerChromium); each file starts and closes
          // its own browser mode.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
