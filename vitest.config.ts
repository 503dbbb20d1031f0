import { defineConfig } from 'vitest/config';

// Layers: test/unit (plain Node, no I/O beyond temp files), test/integration (the real local service over
// loopback), test/serial (PTY pairs through socat), test/e2e (browser mode in Debian's Chromium), test/crash (a kill
// at each crash point, then the invariants; its totals are printed at the end by test/global-setup.ts, which also bundles the CLI that tests run as a child).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    globalSetup: ['test/global-setup.ts'],
  },
});
