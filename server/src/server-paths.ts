import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The server package's folder, found by walking up to its package.json, so paths to shipped assets
 * resolve the same from `src/**` under tsx/vitest and from the bundled `dist/*.js` in production.
 */
function findServerRoot(from: string): string {
  let dir = from
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@labsite/server')
      return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`@labsite/server package.json not found above ${from}`)
    dir = parent
  }
}

export const serverRoot = findServerRoot(import.meta.dirname)
export const repoRoot = path.dirname(serverRoot)

/**
 * A script the server starts in a worker or child process: its bundled `dist/<bundledName>.js` in
 * production, its TypeScript source under `src/` (through tsx) in development and tests.
 */
export function scriptEntry(bundledName: string, sourcePath: string): { entry: string; execArgv: string[] } {
  const bundled = path.join(serverRoot, 'dist', `${bundledName}.js`)
  if (import.meta.url.endsWith('.js') && existsSync(bundled)) return { entry: bundled, execArgv: [] }
  return { entry: path.join(serverRoot, 'src', sourcePath), execArgv: ['--import', 'tsx'] }
}
