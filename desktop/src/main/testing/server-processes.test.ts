import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetServer,
  groupIsAlive,
  killRecordedServers,
  recordServer,
  signalGroup,
} from './server-processes'

/** A stand-in for the lab server: its own process group, with a child of its own that would outlive it. */
async function serverWithAChild(): Promise<{ pid: number; childPid: number }> {
  const script = `
    const { spawn } = require('node:child_process')
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    console.log(child.pid)
    setInterval(() => {}, 1000)
  `
  const server = spawn(process.execPath, ['-e', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const childPid = await new Promise<number>((resolve) =>
    server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  )
  server.stdout.destroy()
  if (server.pid === undefined) throw new Error('no pid')
  return { pid: server.pid, childPid }
}

const processIsAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((r) => setTimeout(r, 50))
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) {
    killRecordedServers(folder)
    rmSync(folder, { recursive: true, force: true })
  }
})
const runFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'labsite-server-processes-'))
  folders.push(folder)
  return folder
}

describe("the run's record of lab servers", () => {
  it('kills a server left running together with the process it forked, and names it', async () => {
    const folder = runFolder()
    const { pid, childPid } = await serverWithAChild()
    recordServer(folder, pid)
    expect(processIsAlive(childPid)).toBe(true)

    expect(killRecordedServers(folder)).toEqual([pid])
    await until(() => !processIsAlive(pid) && !processIsAlive(childPid))
    expect(processIsAlive(pid)).toBe(false)
    expect(processIsAlive(childPid)).toBe(false)
    expect(readdirSync(folder)).toEqual([])
  })

  it('finds nothing to kill once a server was stopped and forgotten', async () => {
    const folder = runFolder()
    const { pid, childPid } = await serverWithAChild()
    recordServer(folder, pid)
    signalGroup(pid, 'SIGTERM')
    await until(() => !groupIsAlive(pid))
    forgetServer(folder, pid)

    expect(groupIsAlive(pid)).toBe(false)
    expect(processIsAlive(childPid)).toBe(false)
    expect(killRecordedServers(folder)).toEqual([])
  })
})
