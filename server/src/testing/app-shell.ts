import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The built index.html as far as page metadata goes: the generic tags each page replaces. */
export const APP_SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Aarogya Diagnostics</title>
    <meta name="description" content="Aarogya Diagnostics Your Health Partner" />
    <link rel="icon" href="/favicon.png" />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

/** A stand-in for web/dist holding only index.html, so page tests do not depend on a build of the web app. */
export function makeAppShell(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dist-'))
  writeFileSync(path.join(dir, 'index.html'), APP_SHELL_HTML)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
