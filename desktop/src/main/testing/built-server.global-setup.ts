import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../../..')

/**
 * The sync engine is tested against the real, built lab server (server/dist). Building it here (esbuild,
 * a few seconds) keeps `npm test` self-contained and never tests a stale build.
 */
export default function setup() {
  execFileSync(process.execPath, [path.join(ROOT, 'server/scripts/build.mjs')], { stdio: 'inherit' })
}
