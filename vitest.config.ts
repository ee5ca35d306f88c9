import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The tests run on India's clock, as Bahi's users and its server (todayInIndia) do: a test's "today" and the
// browser's then agree with the date the server gives a new document, even between 18:30 and 24:00 UTC when
// the UTC date is still the day before. Workers and the Chromium they launch inherit it.
process.env.TZ = 'Asia/Kolkata';

// Three projects: fast unit tests, API tests against real server processes on both stores, and
// browser tests in Chromium. `npm test` runs all three.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pg-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A browser waits on a busy machine (CI runs the API tests beside these): poll patiently.
          expect: { poll: { timeout: 10_000 } },
          // A browser step that fails is run again, twice at most. Headless Chromium on a loaded two-core CI
          // machine now and then stops producing frames after a viewport change or a screenshot, and
          // Playwright's actionability check waits on a frame (requestAnimationFrame) that never comes: the
          // click sits at "waiting for element to be visible, enabled and stable" with no sub-check for its
          // whole 30 s (playwright#41562 describes the same stall). A retried test still has to pass whole;
          // a real fault fails all three tries.
          retry: 2,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
