import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { createApiClient, sendAdminWrite } from '@labsite/web/api-client'
import { inject } from 'vitest'
import type { QueueEntry } from '../../shared/ipc-contract'
import { forgetServer, groupIsAlive, recordServer, serversFolder, signalGroup } from './server-processes'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const SERVER = path.join(ROOT, 'server/dist/server.js')
const ADMIN_CREATE = path.join(ROOT, 'server/dist/admin-create.js')

/** Two administrators sharing the front desk (an account of the lab's own, not a demo one). */
const STAFF = [
  ['priya@lab.example', 'Priya Sharma'],
  ['ravi@lab.example', 'Ravi Kumar'],
] as const
const PASSWORD = 'Desk@2026-front'

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Servers this test worker started and has not stopped: killed when the worker exits, however it ends. */
const running = new Set<number>()
process.once('exit', () => {
  for (const pid of running) signalGroup(pid, 'SIGKILL')
})

export interface StaffLogin {
  token: string
  user: { id: string; name: string; email: string }
}

/** The lab's own staff and the demo accounts, all given the desk's password (none keeps a published one). */
const ACCOUNTS = [
  ...STAFF.map(([email, name]) => [email, name, 'admin'] as const),
  ['admin@aarogya.demo', 'Demo Admin', 'admin'],
  ['staff@aarogya.demo', 'Demo Staff', 'staff'],
] as const

/** One run of the built server on `port`, in its own process group, recorded for the run's teardown. */
function launch(env: NodeJS.ProcessEnv, port: number, dataDir: string) {
  const url = `http://127.0.0.1:${port}`
  // Its own process group, recorded for the run's teardown: stopping it (or the teardown, should this
  // worker die first) ends the server and whatever it forked, never leaving one behind.
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  if (child.pid === undefined) throw new Error('The lab server could not be started.')
  const pid: number = child.pid
  const folder = serversFolder(inject('desktopRunFolder'))
  recordServer(folder, pid)
  running.add(pid)
  const exited = new Promise((resolve) => child.once('exit', resolve))

  async function stop({ removeData }: { removeData: boolean }) {
    signalGroup(pid, 'SIGCONT')
    signalGroup(pid, 'SIGTERM')
    // A server left with requests it took while stopped may wait on them: it gets 5 s, then goes.
    const forced = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000)
    if (child.exitCode === null && child.signalCode === null) await exited
    clearTimeout(forced)
    // The server is gone; anything it forked goes with its group.
    if (groupIsAlive(pid)) signalGroup(pid, 'SIGKILL')
    running.delete(pid)
    forgetServer(folder, pid)
    if (removeData) rmSync(dataDir, { recursive: true, force: true })
  }

  async function healthy() {
    try {
      for (let tries = 0; ; tries++) {
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
        // Up to 120 s: a first (demo-seeding) start took over 50 s at load average 23 on this project's
        // 2-core machine (2026-11-28), past the 30 s this waited before.
        if (tries > 1200 || child.exitCode !== null) throw new Error('The lab server did not start.')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } catch (error) {
      await stop({ removeData: true })
      throw error
    }
  }
  return { url, child, stop, healthy }
}

/**
 * The built lab server (`npm run build` first) in its own process on a fresh data dir with the demo
 * content and two administrators (Priya, Ravi) added with the real admin:create CLI, as a lab would.
 * Demo mode refuses a database that holds a lab's own staff, so the demo content is seeded by a first
 * start alone; then the accounts are added (the demo ones lose their published passwords) and the
 * server runs as a lab's does, without DEMO.
 */
export async function startRealServer() {
  if (!existsSync(SERVER)) throw new Error('Run `npm run build` first: server/dist/server.js is missing.')
  // Inside the run's folder, which the run's teardown removes whatever became of this worker.
  const dataDir = mkdtempSync(path.join(inject('desktopRunFolder'), 'server-data-'))
  const { DEMO: _demo, ...inherited } = process.env
  const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_AUTH: '1000' }
  const seeding = launch({ ...env, DEMO: '1' }, await freePort(), dataDir)
  await seeding.healthy()
  await seeding.stop({ removeData: false })
  for (const [email, name, role] of ACCOUNTS) {
    const created = spawnSync(
      process.execPath,
      [ADMIN_CREATE, '--email', email, '--name', name, '--role', role],
      {
        input: `${PASSWORD}\n`,
        env,
        encoding: 'utf8',
      },
    )
    if (created.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`admin:create failed: ${created.stderr}${created.stdout}`)
    }
  }
  const server = launch(env, await freePort(), dataDir)
  await server.healthy()
  const { url, child } = server
  const stop = () => server.stop({ removeData: true })
  const api = createApiClient({ prefixUrl: `${url}/api`, timeoutMs: 15_000 })
  const login = async (email: string, password: string): Promise<StaffLogin> =>
    api.post('admin/login', { json: { email, password } }).json<StaffLogin>()
  return {
    url,
    api,
    login,
    priya: () => login(STAFF[0][0], PASSWORD),
    ravi: () => login(STAFF[1][0], PASSWORD),
    /** Sends a queued write the way main does. */
    send: (write: QueueEntry['write'], token: string) => sendAdminWrite(api, write, token),
    get: <T>(apiPath: string, token: string) =>
      api.get(apiPath, { headers: { authorization: `Bearer ${token}` } }).json<T>(),
    /** SIGSTOP: the server keeps its port open and takes requests but never answers (a hung server). */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    /** Ends the server's process group and removes its data dir. */
    stop,
  }
}
export type RealServer = Awaited<ReturnType<typeof startRealServer>>
