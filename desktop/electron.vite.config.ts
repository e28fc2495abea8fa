import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { rendererConfig } from './renderer.config.ts'

const DEV_SERVER_PORT = 5173

/**
 * main and preload run in Node/Electron and bundle everything they import (nothing is left in
 * node_modules for the packaged app). The preload is one CommonJS file: a sandboxed preload can
 * neither be an ES module nor require local files.
 */
export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/main.ts') } },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig(),
    // The window loads app://console, whose handler fetches these files from the dev server; the
    // HMR socket is then reached directly.
    server: {
      port: DEV_SERVER_PORT,
      strictPort: true,
      hmr: { protocol: 'ws', host: 'localhost', clientPort: DEV_SERVER_PORT },
    },
  },
})
