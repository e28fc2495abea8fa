import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The lab servers a test run started, as files named by their process-group id in one folder per run
 * (made by built-server.global-setup.ts). A server runs as the leader of its own process group
 * (`spawn(..., { detached: true })`), so killing the group also ends what it forked (the embedded
 * database's creation runs in a child process). The folder outlives a test worker that was killed
 * or timed out, so the run's teardown still finds a server that worker never stopped.
 */

/** Sends `signal` to every process of the group led by `pid`; false when the group is already gone. */
export function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false
    throw error
  }
}

export const groupIsAlive = (pid: number) => signalGroup(pid, 0)

/** Where a run's folder (made by built-server.global-setup.ts) keeps its process-group files. */
export const serversFolder = (runFolder: string) => path.join(runFolder, 'servers')

export function recordServer(folder: string, pid: number): void {
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, String(pid)), '')
}

export function forgetServer(folder: string, pid: number): void {
  rmSync(path.join(folder, String(pid)), { force: true })
}

/** Kills (SIGKILL) every recorded group still alive and forgets all of them; returns the ones that were alive. */
export function killRecordedServers(folder: string): number[] {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return []
  }
  const alive: number[] = []
  for (const name of names) {
    const pid = Number(name)
    if (Number.isInteger(pid) && pid > 0 && signalGroup(pid, 'SIGKILL')) alive.push(pid)
    rmSync(path.join(folder, name), { force: true })
  }
  return alive
}
