import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { killRecordedServers, serversFolder } from './server-processes'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * This run's folder: real-server.ts records the process group of every lab server it starts in
     * `servers/` and gives each server its data dir inside it.
     */
    desktopRunFolder: string
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../../..')

/**
 * The sync engine is tested against the real, built lab server (server/dist). Building it here (esbuild,
 * a few seconds) keeps `npm test` self-contained and never tests a stale build. The teardown fails the
 * run when a lab server is still running after the last test file (after killing it), so a test that
 * leaks one is noticed instead of leaving it to run for hours; nothing of the run stays in the temp dir.
 */
export default function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(ROOT, 'server/scripts/build.mjs')], { stdio: 'inherit' })
  const folder = mkdtempSync(path.join(tmpdir(), 'labsite-desktop-run-'))
  project.provide('desktopRunFolder', folder)
  return () => {
    const leaked = killRecordedServers(serversFolder(folder))
    // The data dirs go too, also those of a worker that died before stopping its server.
    rmSync(folder, { recursive: true, force: true })
    if (leaked.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code is set as well.
      process.exitCode = 1
      throw new Error(
        `The desktop tests left ${leaked.length} lab server(s) running (process groups ${leaked.join(', ')}); ` +
          'they were killed now. A test file must stop every server it starts (RealServer.stop).',
      )
    }
  }
}
