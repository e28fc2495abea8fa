import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_URL, createAppProtocolHandler, RELAY_TIMEOUT_MS } from './app-protocol'
import { listFiles } from './cache-storage'
import { createEventStreamClient } from './event-stream-client'
import { createFileShelf } from './file-shelf'
import { createJsonFileStore } from './json-file-store'
import { openProtectedStorage } from './protected-storage'
import { createOfflineQueue, isQueueFile, queueKeptAsideNotice } from './queue'
import { createReadCache } from './read-cache'
import { createSessionVault } from './session-vault'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * The console's data folder against the real, built lab server: what a front-desk day leaves on the
 * PC ("no health data in clear at rest") and how the console behaves when the server hangs.
 */
let server: RealServer
let priya: StaffLogin
const dirs: string[] = []

beforeAll(async () => {
  server = await startRealServer()
  priya = await server.priya()
}, 120_000)
afterAll(async () => {
  await server?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}, 15_000)

/** Electron's safeStorage stand-in (as in session-vault.test.ts): a reversible XOR, like an OS key. */
const keychain = (available = true) => {
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((byte) => byte ^ 0x5a))
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text: string) => xor(Buffer.from(text, 'utf8')),
    decryptString: (bytes: Buffer) => xor(bytes).toString('utf8'),
  }
}

/** Main's modules wired as main.ts wires them, on a fresh `userData` folder. */
function console_(options: { secureStorage?: boolean; userData?: string } = {}) {
  const userData = options.userData ?? mkdtempSync(path.join(tmpdir(), 'labsite-console-data-'))
  dirs.push(userData)
  const safeStorage = keychain(options.secureStorage ?? true)
  const atRest = openProtectedStorage(safeStorage, userData)
  const notices: string[] = [...atRest.notices]
  const shelf = createFileShelf(path.join(userData, 'queue-files'), atRest.box)
  const queue = createOfflineQueue(
    createJsonFileStore(
      path.join(userData, 'edit-queue.json'),
      isQueueFile,
      undefined,
      (keptAs, why) => notices.push(queueKeptAsideNotice(keptAs, why, atRest.persistent)),
      atRest.box,
    ),
    { shelf },
  )
  const readCache = createReadCache({
    dir: path.join(userData, 'read-cache'),
    storage: atRest.cacheStorage,
    userOfToken: (token) => (token === priya.token ? priya.user.id : null),
  })
  const answers: boolean[] = []
  const handle = createAppProtocolHandler({
    renderer: { dir: userData },
    getServerUrl: () => server.url,
    fetch,
    readFile: async () => new Uint8Array(),
    contentSecurityPolicy: () => '',
    readCache,
    readQueuedFile: (name) => shelf.read(name),
    onServerAnswer: (answered) => answers.push(answered),
  })
  const vault = createSessionVault(safeStorage, path.join(userData, 'session.bin'))
  vault.save(server.url, { token: priya.token, user: { id: priya.user.id, name: priya.user.name } })
  const page = (pathname: string, init: RequestInit = {}) =>
    handle(
      new Request(new URL(pathname, APP_URL), {
        ...init,
        headers: {
          authorization: `Bearer ${priya.token}`,
          'content-type': 'application/json',
          ...init.headers,
        },
      }),
    )
  return { userData, queue, shelf, readCache, page, answers, notices }
}

/** A patient as the public booking form sends one; unique per test so files can be searched for them. */
async function plantPatient() {
  const stamp = crypto.randomUUID().slice(0, 6)
  const patient = {
    name: `Meera Iyer ${stamp}`,
    email: `meera.${stamp}@example.com`,
    phone: '+91 98123 45678',
    address: '4 Lake View Road, Indiranagar, Bengaluru',
    description: 'Thyroid profile; on levothyroxine.',
  }
  const booking = await server.api
    .post('consult/consultation', { json: patient })
    .json<{ id: string; version: number }>()
  return { patient, booking }
}

/** Every file under the folder, as bytes; which of them hold any of `secrets` in clear. */
async function filesNaming(dir: string, secrets: string[]): Promise<string[]> {
  const found: string[] = []
  for (const file of await listFiles(dir)) {
    const bytes = readFileSync(file)
    if (secrets.some((secret) => bytes.includes(Buffer.from(secret, 'utf8'))))
      found.push(path.relative(dir, file))
  }
  return found
}
const secretsOf = (patient: { name: string; email: string; phone: string }) => [
  patient.name,
  patient.name.split(' ')[0],
  patient.email,
  patient.phone,
  patient.phone.replace(/\s/g, ''),
  '9812345678',
]

describe('no health data in clear at rest', () => {
  it('the read cache, the queue and its images hold a patient’s name, phone and e-mail only sealed', async () => {
    const { patient, booking } = await plantPatient()
    const c = console_()
    // The console showed the booking list and the booking (both `no-store` answers).
    const list = await c.page('/api/content/consultations')
    expect(list.headers.get('cache-control')).toContain('no-store')
    expect(JSON.stringify(await list.json())).toContain(patient.name)
    expect((await c.page(`/api/consult/consultation/${booking.id}`)).status).toBe(200)
    // Offline, staff noted a call and attached a picture of the prescription naming the patient.
    const image = c.queue.keepFile(
      {
        name: 'prescription.png',
        type: 'image/png',
        bytes: Buffer.from(`PNG…${patient.name} ${patient.phone}`),
      },
      priya.user,
    )
    c.queue.enqueue(
      {
        method: 'PATCH',
        path: `consult/consultation/${booking.id}`,
        json: { notes: `Called ${patient.name} on ${patient.phone} (${patient.email}); see ${image.url}` },
        ifMatch: booking.version,
        label: `Note on the booking of ${patient.name}`,
      },
      priya.user,
    )
    expect(await listFiles(path.join(c.userData, 'read-cache'))).toHaveLength(2)
    expect(await listFiles(path.join(c.userData, 'queue-files'))).toHaveLength(1)
    expect(await filesNaming(c.userData, secretsOf(patient))).toEqual([])

    // Yet the console reads it all back: the image at its address, the list with no server.
    expect(Buffer.from(await (await c.page(image.url)).arrayBuffer()).toString()).toContain(patient.name)
    expect(c.queue.list()[0].write.label).toContain(patient.name)
  })

  it('after sign-out no cached file names the patient; after the server erases them, neither does any other', async () => {
    const { patient, booking } = await plantPatient()
    const c = console_()
    await c.page('/api/content/consultations')
    await c.page(`/api/consult/consultation/${booking.id}`)
    // The Mail tab's list names them too (the booking's confirmation to their address).
    const mails = await c.page('/api/admin/mail')
    expect(await mails.text()).toContain(patient.email)
    expect(await c.readCache.purgeRecord('no-such-record')).toBe(0)

    // The server erases the person: the event stream says so and every kept read naming them goes.
    let connected!: () => void
    const ready = new Promise<void>((resolve) => {
      connected = resolve
    })
    const purged: Promise<number>[] = []
    const stream = createEventStreamClient({
      fetch,
      serverUrl: () => server.url,
      token: () => priya.token,
      onEvent: (event) => {
        if (event.kind === 'deleted' && event.id) purged.push(c.readCache.purgeRecord(event.id))
      },
      onResync: () => connected(),
    })
    stream.start()
    await ready
    await server.api.post('admin/privacy/erase', {
      json: { email: patient.email },
      headers: { authorization: `Bearer ${priya.token}` },
    })
    const cached = () => listFiles(path.join(c.userData, 'read-cache'))
    for (let tries = 0; (await cached()).length > 0 && tries < 100; tries++)
      await new Promise((r) => setTimeout(r, 50))
    stream.stop()
    await Promise.all(purged)
    // The list, the booking and the Mail list: nothing kept names them any more.
    expect(await cached()).toEqual([])

    // Another patient, then sign-out: nothing of theirs is kept, sealed or not.
    const other = await plantPatient()
    await c.page('/api/content/consultations')
    expect(await listFiles(path.join(c.userData, 'read-cache'))).toHaveLength(1)
    await c.readCache.forgetUser(server.url, priya.user.id)
    expect(await listFiles(path.join(c.userData, 'read-cache'))).toEqual([])
    expect(await filesNaming(c.userData, secretsOf(other.patient))).toEqual([])
  })

  it('without secure storage, reads stay in memory and the queue is sealed under a key of this run only', async () => {
    const { patient } = await plantPatient()
    const c = console_({ secureStorage: false })
    expect(c.notices).toHaveLength(1)
    await c.page('/api/content/consultations')
    expect(await listFiles(path.join(c.userData, 'read-cache'))).toEqual([])
    c.queue.enqueue(
      { method: 'PUT', path: 'menu/x', json: { title: patient.name }, ifMatch: 1, label: patient.name },
      priya.user,
    )
    expect(await filesNaming(c.userData, secretsOf(patient))).toEqual([])
  })

  it('after a restart without secure storage, says the waiting edits were lost for want of a keyring, not that another version saved them', () => {
    const before = console_({ secureStorage: false })
    before.queue.enqueue(
      { method: 'PUT', path: 'menu/x', json: { title: 'Lost edit' }, ifMatch: 1, label: 'Rename x' },
      priya.user,
    )
    const after = console_({ secureStorage: false, userData: before.userData })
    expect(after.queue.list()).toEqual([])
    const [keptAside] = readdirSync(after.userData).filter((name) =>
      name.startsWith('edit-queue.json.corrupt-'),
    )
    expect(keptAside).toBeDefined()
    const notice = after.notices.find((text) => text.includes(keptAside))
    expect(notice).toMatch(
      /^Edits left waiting when the console was last closed are lost: this computer offers no secure storage \(keyring\)/,
    )
    expect(notice).not.toMatch(/another version|administrator/)
  })

  it('a queue file locked under a key the keyring no longer holds is named as such', () => {
    const before = console_()
    before.queue.enqueue(
      { method: 'PUT', path: 'menu/x', json: { title: 'Locked edit' }, ifMatch: 1, label: 'Rename x' },
      priya.user,
    )
    rmSync(path.join(before.userData, 'data-key.bin'))
    const after = console_({ userData: before.userData })
    expect(after.queue.list()).toEqual([])
    expect(after.notices.join('\n')).toMatch(/could not be opened: the key that locked them is no longer/)
  })
})

describe('a hung server (SIGSTOP)', () => {
  it('every page request answers within 15 s, reads from the cache, and the bar is told the server is not answering', async () => {
    const { booking } = await plantPatient()
    const c = console_()
    const reads = ['/api/content/consultations', `/api/consult/consultation/${booking.id}`, '/api/menu']
    for (const read of reads) expect((await c.page(read)).status).toBe(200)
    server.pause()
    try {
      const started = Date.now()
      const answers = await Promise.all([
        ...reads.map((read) => c.page(read)),
        c.page(`/api/consult/consultation/${booking.id}`, { method: 'PATCH', body: '{"notes":"x"}' }),
      ])
      const took = Date.now() - started
      expect(took).toBeGreaterThanOrEqual(RELAY_TIMEOUT_MS - 100)
      expect(took).toBeLessThan(15_000)
      for (const answer of answers.slice(0, reads.length)) {
        expect(answer.status).toBe(200)
        expect(answer.headers.get('x-offline-data-from')).toBeTruthy()
      }
      // The write got no answer: the page keeps it in the queue, as for any lost connection.
      expect(answers.at(-1)?.type).toBe('error')
      expect(c.answers.at(-1)).toBe(false)
    } finally {
      server.resume()
    }
    expect((await c.page('/api/menu')).headers.get('x-offline-data-from')).toBeNull()
    expect(c.answers.at(-1)).toBe(true)
  }, 30_000)
})
