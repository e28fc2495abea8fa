import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { scriptEntry } from '../server-paths'

/** PostgreSQL writes this file into a data folder it has finished creating. */
export const isEmbeddedDatabaseCreated = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'))

/**
 * Creates the embedded database in `dir` and brings it to the latest migration, in a short-lived child
 * process. Creating one (PGlite's initdb, then every migration) leaves 100–400 MB in the process that
 * does it: the initdb WebAssembly instance's memory, which V8 does not count towards a collection, and
 * the C heap it grew, which the allocator never gives back. The server then opens the new database as
 * it opens an existing one, at its usual idle size (idle RSS ≤ 250 MB). With `demoUploadsDir` the child
 * also adds the demo content (its pictures go there): seeded by the server, the same rows grew the
 * database thread's memory and left a first start ~10 MB above a later start on the same data.
 */
export function createEmbeddedDatabaseInChildProcess(
  dir: string,
  say?: (line: string) => void,
  demoUploadsDir?: string,
): Promise<void> {
  const { entry, execArgv } = scriptEntry('create-embedded-database', 'cli/create-embedded-database.ts')
  return new Promise((resolve, reject) => {
    let stderr = ''
    const child = fork(entry, demoUploadsDir ? [dir, demoUploadsDir] : [dir], {
      execArgv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('message', (message: { progress?: string }) => {
      if (typeof message?.progress === 'string') say?.(message.progress)
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else {
        const reason = stderr.trim().split('\n').at(-1) || `exited with ${signal ?? `code ${code}`}`
        reject(new Error(`could not create the embedded database in ${dir}: ${reason}`))
      }
    })
  })
}
