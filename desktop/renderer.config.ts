import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import postcssPresetMantine from 'postcss-preset-mantine'
import type { UserConfig } from 'vite'

/** The renderer's Vite settings, shared by the app build (electron.vite.config.ts) and the Chromium test build. */
export function rendererConfig(): UserConfig {
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    plugins: [react()],
    css: { postcss: { plugins: [postcssPresetMantine()] } },
    // electron-vite leaves the renderer unminified by default; the app ships it minified like the web.
    build: { sourcemap: false, minify: true, chunkSizeWarningLimit: 2000 },
  }
}
