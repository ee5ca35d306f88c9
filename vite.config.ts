import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.ts';

/** Modules of these node_modules packages (names as a regular expression alternation). */
const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

// The client is served by the API server under /bahi; in `npm run dev` Vite proxies /api to it.
export default defineConfig({
  root: 'src/client',
  base: '/bahi/',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Each page loads only what it uses: routes are lazy, and the heavy libraries (the grid, the record
        // form's validator, the dashboard's chart) sit in chunks of their own that only their pages import.
        // `node scripts/chunk-report.ts --page DocumentFormPage` shows what each chunk holds and what a
        // page downloads.
        codeSplitting: {
          groups: [
            // What every page runs, in one chunk rather than a dozen slivers: React, the router, MobX, the
            // styling engine, the HTTP client, the toasts.
            {
              name: 'framework',
              test: packages('react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|use-sync-external-store|@emotion|@mui[\\\\/](?:system|utils|styled-engine|private-theming)|stylis|react-is|hoist-non-react-statics|clsx|prop-types|@babel[\\\\/]runtime|ky|notistack|goober|react-transition-group'),
              priority: 20,
            },
            // MUI's small pieces that several pages share, in one chunk instead of slivers of a few hundred bytes.
            { name: 'mui-common', test: packages('@mui[\\\\/](?:material|icons-material)'), minShareCount: 2, maxModuleSize: 4 * 1024, priority: 5 },
            // The grid of the lists and of a document's lines (its dependencies are the framework's).
            { name: 'grid', test: packages('ag-grid-community|ag-grid-react|ag-stack'), priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
