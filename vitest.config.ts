import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
