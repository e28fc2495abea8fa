import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { rendererConfig } from './renderer.config.ts'

/** Loads the in-memory stand-in for the preload bridge before the console's own script. */
function installFakeBridge(): Plugin {
  return {
    name: 'labsite:install-fake-bridge',
    // 'pre': before Vite collects the page's scripts for bundling.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '<script type="module" src="./main.tsx"></script>',
          '<script type="module" src="./testing/install-fake-bridge.ts"></script>\n    <script type="module" src="./main.tsx"></script>',
        ),
    },
  }
}

/**
 * The renderer built for a plain browser (Chromium in e2e/desktop-console.spec.ts): the same app,
 * with testing/fake-bridge.ts standing in for Electron's preload.
 */
export default defineConfig(() => {
  const base = rendererConfig()
  return {
    ...base,
    plugins: [...(base.plugins ?? []), installFakeBridge()],
    build: { ...base.build, outDir: resolve(import.meta.dirname, 'out/renderer-test'), emptyOutDir: true },
  }
})
