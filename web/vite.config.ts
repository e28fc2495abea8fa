import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// `npm run dev` runs the API on PORT (default 3000) and this dev server on WEB_DEV_PORT (default 5173).
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  // The manifest lets `npm run bench:web` follow exactly the chunks a first visit to `/` loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, reportCompressedSize: false },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Tests that type whole forms with user-event take a few seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
