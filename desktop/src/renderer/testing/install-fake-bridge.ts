import { createFakeBridge } from './fake-bridge'

declare global {
  interface Window {
    /** What the Chromium journey inspects: links handed to the "system browser", the queue. */
    labsiteFake?: ReturnType<typeof createFakeBridge>
  }
}

// Runs before main.tsx in the renderer test build (vite.renderer-test.config.ts puts it first).
const fake = createFakeBridge()
window.labsite = fake.bridge
window.labsiteFake = fake
