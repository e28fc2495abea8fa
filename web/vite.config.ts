import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `npm run dev` runs the API on PORT (default 3000) and this dev server on WEB_DEV_PORT (default 5173).
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`

// <Trans> (and the HTML parser it brings) is left out: only the sign-up form and the terms use it.
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|i18next)[\\/]|node_modules[\\/]react-i18next[\\/](?!dist[\\/]es[\\/]Trans)|shared[\\/]src[\\/](constants|locale|file-types)\.ts$/
// The API client (ky and ours, every page calls the API) joins them; the upload transport, which only
// a form with files needs, stays apart.
const DATA_MODULES =
  /node_modules[\\/](@tanstack[\\/](query-core|react-query)|zustand|ky)[\\/]|web[\\/]src[\\/]lib[\\/]api-client[\\/](?!upload-transport|admin-write)/

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  // The manifest lets `npm run bench:web` follow exactly the chunks a first visit to `/` loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
    // No <link rel="modulepreload"> per chunk a lazy import needs: the browser fetches a chunk's imports
    // itself, and adding the links cost the phone's main thread a long task per step of the app's start.
    // A lazy chunk's stylesheet is still loaded before it runs.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs first (React, i18n and the few shared constants they read), then the
          // app shell's data libraries, each in one file rather than several: each file a visit loads
          // costs its own request and headers.
          groups: [
            // Vite's helper for the lazy import of the app (web/src/main.tsx) stays on its own: merged
            // into the data chunk, it made the home page fetch and run React before its hero painted,
            // which the phone's largest paint then waited for.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'data', test: DATA_MODULES },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Tests that type whole forms with user-event take a few seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
