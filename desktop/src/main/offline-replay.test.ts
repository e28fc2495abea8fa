import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { AdminWrite, MediaItem, MenuItem } from '@labsite/shared'
import { NetworkError } from '@labsite/web/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebaseOnOwnSyncs } from '../renderer/rebase-open-form'
import { waitsOnQueue } from '../renderer/waits-on-queue'
import type { QueueEntry } from '../shared/ipc-contract'
import { createFileShelf } from './file-shelf'
import { createJsonFileStore } from './json-file-store'
import { createOfflineQueue, isQueueFile, type SendWrite, type UploadFile } from './queue'
import { createSealedBox } from './sealed-box'
import { createSyncLoop, uploadQueuedFile } from './sync'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * The main process's queue and sync loop against the real, built lab server (its own process, a
 * fresh data dir): what a front-desk day does to them, including the app dying at the worst moment.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
let server: RealServer
let priya: StaffLogin
let other: StaffLogin
const dirs: string[] = []

beforeAll(async () => {
  server = await startRealServer()
  priya = await server.priya()
  other = await server.ravi()
}, 120_000)
afterAll(async () => {
  await server?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A queue on a real file; `reopen` is the app started again after being killed. */
function queueOnDisk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-offline-day-'))
  dirs.push(dir)
  const open = () => createOfflineQueue(createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile))
  return { queue: open(), reopen: open }
}

const menu = (token = priya.token) => server.get<MenuItem[]>('menu', token)
const owner = () => ({ id: priya.user.id, name: priya.user.name })

/** The renderer's writes, as its forms make them (a create's placeholder uses its key as id). */
const create = (title: string, key = crypto.randomUUID()): AdminWrite & { idempotencyKey: string } => ({
  method: 'POST',
  path: 'menu',
  json: { title, path: `/${key.slice(0, 8)}` },
  idempotencyKey: key,
  label: `Add menu item "${title}"`,
})
const update = (id: string, version: number, fields: Partial<MenuItem>): AdminWrite => ({
  method: 'PUT',
  path: `menu/${id}`,
  json: fields,
  ifMatch: version,
  label: `Update menu item "${fields.title ?? id}"`,
})
const remove = (id: string, version: number): AdminWrite => ({
  method: 'DELETE',
  path: `menu/${id}`,
  ifMatch: version,
  label: `Delete menu item ${id}`,
})

/** A PNG announcing `width` × `height` pixels in its header, with a few bytes of them (the server reads no further). */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  const pixels = chunk('IDAT', deflateSync(Buffer.alloc(64)))
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), pixels, chunk('IEND', Buffer.alloc(0))]),
  )
}

/** Sends as main does, but the app "dies" right after the server's 2xx of the first `method` write. */
function killedAfter(
  method: AdminWrite['method'],
  token: string,
): { send: SendWrite; killed: () => boolean } {
  let killed = false
  return {
    killed: () => killed,
    send: async (write: QueueEntry['write']) => {
      const answer = await server.send(write, token)
      if (!killed && write.method === method) {
        killed = true
        throw new Error('killed before the queue was saved')
      }
      return answer
    },
  }
}

describe('a front-desk day offline, replayed against the real server', () => {
  it('20 writes over 5 records, killed after a POST, a PUT and a DELETE: ends exactly as intended', async () => {
    const before = await menu()
    const [home, about] = before
    const { queue, reopen } = queueOnDisk()
    const q = (write: AdminWrite) => queue.enqueue(write, owner())

    // 1. An existing item edited four times (each form opened on the queued copy: same version).
    for (const n of [1, 2, 3, 4]) q(update(home._id, home.version, { title: `Home ${n}` }))
    // 2. Another edited twice, then deleted.
    q(update(about._id, about.version, { title: 'About 1' }))
    q(update(about._id, about.version, { title: 'About 2' }))
    q(remove(about._id, about.version))
    // 3. Created offline, then edited three times through its local id.
    const tests = create('Tests')
    q(tests)
    for (const n of [1, 2, 3]) q(update(tests.idempotencyKey, 1, { title: `Tests ${n}` }))
    // 4. Created offline, edited, deleted: nothing of it may reach the server.
    const oops = create('Oops')
    q(oops)
    q(update(oops.idempotencyKey, 1, { title: 'Oops 1' }))
    expect(q(remove(oops.idempotencyKey, 1))).toBeNull()
    // 5. Created offline and edited five times.
    const offers = create('Offers')
    q(offers)
    for (const n of [1, 2, 3, 4, 5])
      q(update(offers.idempotencyKey, 1, { title: `Offers ${n}`, path: `/offers-${n}` }))
    // 20 writes were made; the create-edit-delete of "Oops" cancelled out (3 writes).
    expect(queue.list()).toHaveLength(17)

    // The app is killed right after the server's 2xx, once for each kind of write, and restarted.
    let current = queue
    // (In the queue's order: the first PUT, the DELETE of "About", the create of "Tests".)
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const crash = killedAfter(method, priya.token)
      const outcome = await current.replay(priya.user.id, crash.send)
      expect(crash.killed()).toBe(true)
      expect(outcome.needAttention).toBe(0)
      current = reopen()
    }
    const outcome = await current.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ needAttention: 0, stoppedBy: null })
    expect(current.list()).toEqual([])

    const after = await menu()
    const titles = after.map((item) => item.title)
    expect(after.find((item) => item._id === home._id)).toMatchObject({
      title: 'Home 4',
      version: home.version + 4,
    })
    expect(after.find((item) => item._id === about._id)).toBeUndefined()
    expect(titles.filter((t) => t.startsWith('Tests'))).toEqual(['Tests 3'])
    expect(titles.filter((t) => t.startsWith('Offers'))).toEqual(['Offers 5'])
    expect(titles.filter((t) => t.startsWith('Oops'))).toEqual([])
    // Nothing doubled, nothing lost: two made, one deleted.
    expect(after).toHaveLength(before.length + 1)
    const created = after.filter((item) => !before.some((b) => b._id === item._id))
    expect(current.idMap()[tests.idempotencyKey]).toBe(created.find((i) => i.title === 'Tests 3')?._id)

    // The audit log names Priya for every write the replay made.
    for (const id of [home._id, about._id, ...created.map((item) => item._id)]) {
      const entries = await server.get<{ userEmail: string; action: string }[]>(
        `audit?entityId=${id}&limit=50`,
        other.token,
      )
      expect(entries.length).toBeGreaterThan(0)
      expect(new Set(entries.map((entry) => entry.userEmail))).toEqual(new Set(['priya@lab.example']))
    }
  }, 60_000)

  it('an image picked offline is uploaded before the write that names it, once, even after a crash', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-offline-image-'))
    dirs.push(dir)
    const shelf = createFileShelf(path.join(dir, 'queue-files'))
    const open = () =>
      createOfflineQueue(createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile), { shelf })
    const queue = open()
    const png = new Uint8Array(readFileSync(path.join(ROOT, 'desktop/build/tray-icon.png')))
    const { url: localUrl } = queue.keepFile(
      { name: 'front-desk.png', type: 'image/png', bytes: png },
      owner(),
    )
    expect(localUrl).toMatch(/^\/queued-uploads\/.+\.png$/)
    const key = crypto.randomUUID()
    queue.enqueue(
      {
        method: 'POST',
        path: 'content/testimonials',
        json: { name: 'Asha', content: 'Quick and kind.', imageUrl: localUrl },
        idempotencyKey: key,
        label: 'Add testimonial "Asha"',
      },
      owner(),
    )
    expect(readdirSync(path.join(dir, 'queue-files'))).toHaveLength(1)
    const upload: UploadFile = (file) => uploadQueuedFile(server.api, file, priya.token)
    // Killed right after the create's 2xx: the image is uploaded, the create made, nothing saved after.
    const crash = killedAfter('POST', priya.token)
    const first = await queue.replay(priya.user.id, crash.send, upload)
    expect(queue.list()[0]?.error).toBeUndefined()
    expect(first.needAttention).toBe(0)
    expect(crash.killed()).toBe(true)
    const restarted = open()
    expect(await restarted.replay(priya.user.id, (w) => server.send(w, priya.token), upload)).toMatchObject({
      needAttention: 0,
      stoppedBy: null,
    })
    expect(restarted.list()).toEqual([])
    expect(readdirSync(path.join(dir, 'queue-files'))).toEqual([])
    const mine = (
      await server.get<{ name: string; imageUrl: string }[]>('content/testimonials', priya.token)
    ).filter((t) => t.name === 'Asha')
    expect(mine).toHaveLength(1)
    expect(mine[0].imageUrl).toMatch(/^\/uploads\//)
    const image = await fetch(`${server.url}${mine[0].imageUrl}`)
    expect(image.status).toBe(200)
  }, 60_000)

  it('pictures added in the Media tab offline: kept sealed, each added once after a crash; refusals reported with the server’s message', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-offline-media-'))
    dirs.push(dir)
    const box = createSealedBox(randomBytes(32))
    const shelf = createFileShelf(path.join(dir, 'queue-files'), box)
    const open = () =>
      createOfflineQueue(
        createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile, undefined, undefined, box),
        { shelf },
      )
    const queue = open()
    const stamp = Date.now().toString(36)
    const picture = (name: string, bytes: Uint8Array) =>
      queue.enqueueUpload(
        { name, type: 'image/png', bytes },
        {
          method: 'POST',
          path: 'admin/media',
          idempotencyKey: crypto.randomUUID(),
          label: `Add picture "${name}"`,
        },
        owner(),
      )
    const tray = new Uint8Array(readFileSync(path.join(ROOT, 'desktop/build/tray-icon.png')))
    const icon = new Uint8Array(readFileSync(path.join(ROOT, 'desktop/build/icon.png')))
    // Several at once (as the tab's "Choose pictures" does), then two the server will refuse.
    picture(`reception-${stamp}.png`, tray)
    picture(`waiting-room-${stamp}.png`, icon)
    picture(`notes-${stamp}.png`, new TextEncoder().encode('not a picture at all'))
    picture(`poster-${stamp}.png`, pngHeader(9000, 9000))
    expect(queue.list().map((entry) => entry.upload?.name)).toEqual([
      `reception-${stamp}.png`,
      `waiting-room-${stamp}.png`,
      `notes-${stamp}.png`,
      `poster-${stamp}.png`,
    ])

    // Nothing of the pictures or their names is in clear on disk.
    const onDisk = [
      readFileSync(path.join(dir, 'edit-queue.json')),
      ...readdirSync(path.join(dir, 'queue-files')).map((name) =>
        readFileSync(path.join(dir, 'queue-files', name)),
      ),
    ]
    expect(onDisk).toHaveLength(5)
    for (const bytes of onDisk) {
      expect(bytes.includes(`reception-${stamp}`)).toBe(false)
      expect(bytes.includes(Buffer.from(tray.subarray(16, 48)))).toBe(false)
      expect(bytes.includes(Buffer.from(icon.subarray(16, 48)))).toBe(false)
    }

    // Killed right after the server's 201 for the first picture, before the queue was saved.
    const upload: UploadFile = (file) => uploadQueuedFile(server.api, file, priya.token)
    let killed = false
    const crashing: UploadFile = async (file) => {
      const answer = await upload(file)
      if (!killed) {
        killed = true
        throw new Error('killed before the queue was saved')
      }
      return answer
    }
    const send: SendWrite = (write) => server.send(write, priya.token)
    expect(await queue.replay(priya.user.id, send, crashing)).toMatchObject({ sent: 0, stoppedBy: 'network' })
    expect(killed).toBe(true)

    const restarted = open()
    expect(await restarted.replay(priya.user.id, send, upload)).toMatchObject({
      sent: 2,
      needAttention: 2,
      stoppedBy: null,
    })
    // The refused ones stay, marked failed with the server's message (and their files, to send again).
    expect(restarted.list().map(({ upload: u, state, error }) => ({ name: u?.name, state, error }))).toEqual([
      {
        name: `notes-${stamp}.png`,
        state: 'failed',
        error: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
      },
      {
        name: `poster-${stamp}.png`,
        state: 'failed',
        error: 'The image has too many pixels: at most 40 megapixels',
      },
    ])
    expect(readdirSync(path.join(dir, 'queue-files'))).toHaveLength(2)

    // Exactly one library item per picture sent, Priya's, named as picked; nothing of the refused ones.
    const library = await server.get<MediaItem[]>(`admin/media?q=${stamp}&limit=50`, priya.token)
    expect(
      library
        .map(({ originalName, alt, uploadedBy }) => ({ originalName, alt, uploadedBy }))
        .sort((a, b) => a.originalName.localeCompare(b.originalName)),
    ).toEqual([
      { originalName: `reception-${stamp}.png`, alt: '', uploadedBy: 'priya@lab.example' },
      { originalName: `waiting-room-${stamp}.png`, alt: '', uploadedBy: 'priya@lab.example' },
    ])
    const image = await fetch(`${server.url}${library[0].url}`)
    expect(image.status).toBe(200)

    // Discarded: the refused picture leaves the shelf too.
    restarted.remove(restarted.list()[0].id)
    expect(readdirSync(path.join(dir, 'queue-files'))).toHaveLength(1)
  }, 60_000)

  it('someone else’s change meanwhile: exactly one conflict, later writes elsewhere unaffected; keep mine and take theirs', async () => {
    const items = await menu()
    const [first, second, third] = items.slice(-3)
    const { queue } = queueOnDisk()
    const q = (write: AdminWrite) => queue.enqueue(write, owner())
    q(update(first._id, first.version, { title: 'Mine A1' }))
    q(update(first._id, first.version, { title: 'Mine A2' }))
    q(update(second._id, second.version, { title: 'Mine B' }))
    q(update(third._id, third.version, { title: 'Mine C1' }))
    // Meanwhile, at another desk, the other administrator renames the first and the third.
    await server.send(
      update(first._id, first.version, { title: 'Theirs A' }) as QueueEntry['write'],
      other.token,
    )
    await server.send(
      update(third._id, third.version, { title: 'Theirs C' }) as QueueEntry['write'],
      other.token,
    )

    const send: SendWrite = (write) => server.send(write, priya.token)
    const outcome = await queue.replay(priya.user.id, send)
    expect(outcome).toMatchObject({ sent: 1, needAttention: 2, stoppedBy: null })
    const conflicts = queue.list().filter((entry) => entry.state === 'conflict')
    expect(conflicts.map((entry) => entry.write.label)).toEqual([
      'Update menu item "Mine A1"',
      'Update menu item "Mine C1"',
    ])
    // A's second edit waits behind its conflict; B went through.
    expect(queue.list().map((entry) => entry.state)).toEqual(['conflict', 'pending', 'conflict'])
    const now = async () => new Map((await menu()).map((item) => [item._id, item]))
    expect((await now()).get(second._id)?.title).toBe('Mine B')

    // Keep mine for A, over the server's version as it is at that moment: both of mine land in order.
    const serverA = (await now()).get(first._id)
    queue.keepMine(conflicts[0].id, serverA?.version)
    // Take theirs for C: the chain is dropped, their title stays.
    expect(queue.takeTheirs(conflicts[1].id)).toBe(1)
    const again = await queue.replay(priya.user.id, send)
    expect(again).toMatchObject({ sent: 2, needAttention: 0 })
    expect(queue.list()).toEqual([])
    const finalState = await now()
    expect(finalState.get(first._id)?.title).toBe('Mine A2')
    expect(finalState.get(third._id)?.title).toBe('Theirs C')
  }, 60_000)

  it('switching users: Priya’s writes wait, visibly, while someone else is signed in', async () => {
    const [item] = await menu()
    const { queue } = queueOnDisk()
    queue.enqueue(update(item._id, item.version, { title: 'Priya’s title' }), owner())
    queue.enqueue(create('Priya’s page'), owner())
    const loop = createSyncLoop({
      queue,
      checkServer: async () => true,
      send: (write, token) => server.send(write, token),
      onChange: () => {},
    })
    loop.setSession({ token: other.token, user: { id: other.user.id, name: other.user.name } })
    const whileOther = await loop.syncNow()
    expect(whileOther.entries).toHaveLength(2)
    expect(whileOther.waitingFor).toEqual([{ name: 'Priya Sharma', count: 2 }])
    expect((await menu()).find((i) => i._id === item._id)?.title).toBe(item.title)

    loop.setSession({ token: priya.token, user: owner() })
    const whilePriya = await loop.syncNow()
    expect(whilePriya.entries).toEqual([])
    expect(whilePriya.waitingFor).toEqual([])
    const audit = await server.get<{ userEmail: string }[]>(`audit?entityId=${item._id}&limit=5`, other.token)
    expect(audit[0].userEmail).toBe('priya@lab.example')
  }, 60_000)
})

describe('a colleague’s waiting edit never blocks my online save', () => {
  async function colleagueWaitsThenISave() {
    const made = (await server.send(create('Reception desk'), priya.token)) as MenuItem
    const { queue } = queueOnDisk()
    // Priya edited the item offline; her edit waits for her to sign in again.
    queue.enqueue(update(made._id, made.version, { title: 'Priya’s title' }), owner())
    // Ravi, online, saves the same item: it is not his chain, so it goes to the server at once.
    const mine = update(made._id, made.version, { title: 'Ravi’s title' })
    const ravi = { id: other.user.id, name: other.user.name }
    expect(waitsOnQueue(mine, queue.list(), ravi)).toBe(false)
    await server.send({ ...mine, idempotencyKey: crypto.randomUUID() }, other.token)
    const onServer = (await menu()).find((item) => item._id === made._id)
    expect(onServer?.title).toBe('Ravi’s title')
    // Priya signs in: her edit meets Ravi's version as a conflict, shown to her.
    const outcome = await queue.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ sent: 0, needAttention: 1 })
    const [conflict] = queue.list()
    expect(conflict).toMatchObject({ state: 'conflict', theirs: { title: 'Ravi’s title' } })
    return { queue, conflict, id: made._id }
  }

  it('mine is on the server at once; hers becomes a conflict she can win with "Keep mine"', async () => {
    const { queue, conflict, id } = await colleagueWaitsThenISave()
    queue.keepMine(conflict.id, (conflict.theirs as { version: number }).version)
    expect(await queue.replay(priya.user.id, (write) => server.send(write, priya.token))).toMatchObject({
      sent: 1,
    })
    expect((await menu()).find((item) => item._id === id)?.title).toBe('Priya’s title')
  })

  it('…or end with "Take theirs", which leaves my save in place', async () => {
    const { queue, conflict, id } = await colleagueWaitsThenISave()
    queue.takeTheirs(conflict.id)
    expect(queue.list()).toEqual([])
    expect((await menu()).find((item) => item._id === id)?.title).toBe('Ravi’s title')
  })
})

describe('an offline reorder between two edits of an item', () => {
  it('is chained like an edit: both edits and the new order reach the server, no false conflict', async () => {
    const a = (await server.send(create('Reorder A'), priya.token)) as MenuItem
    const b = (await server.send(create('Reorder B'), priya.token)) as MenuItem
    const { queue } = queueOnDisk()
    queue.enqueue(update(a._id, a.version, { title: 'Reorder A, first edit' }), owner())
    queue.enqueue(
      {
        method: 'PUT',
        path: 'menu/reorder/all',
        json: { items: [{ _id: b._id }, { _id: a._id }] },
        label: 'Reorder the menu',
      },
      owner(),
    )
    // The second edit's form was opened on the list shown offline: it too expects the old version.
    queue.enqueue(update(a._id, a.version, { title: 'Reorder A, second edit' }), owner())
    const outcome = await queue.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ sent: 3, needAttention: 0, stoppedBy: null })
    const items = await menu()
    expect(items.find((item) => item._id === a._id)?.title).toBe('Reorder A, second edit')
    expect(items.findIndex((item) => item._id === b._id)).toBeLessThan(
      items.findIndex((item) => item._id === a._id),
    )
  })
})

describe('an edit dialog left open across a sync', () => {
  it('saves over the version its own person’s queued edit made; a colleague’s open dialog still gets a conflict', async () => {
    const item = (await server.send(create('Open dialog'), priya.token)) as MenuItem
    const { queue } = queueOnDisk()
    queue.enqueue(update(item._id, item.version, { title: 'Open dialog, queued edit' }), owner())
    await queue.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(queue.list()).toEqual([])

    // Both dialogs were opened before the sync, at the version the list showed then.
    const stale = {
      ...update(item._id, item.version, { path: '/open-dialog' }),
      idempotencyKey: crypto.randomUUID(),
    }
    const ravis = rebaseOnOwnSyncs(stale, queue.versionSteps(), { id: other.user.id, name: other.user.name })
    expect(ravis.ifMatch).toBe(item.version)
    await expect(
      server.send({ ...ravis, idempotencyKey: crypto.randomUUID() }, other.token),
    ).rejects.toMatchObject({
      status: 412,
    })
    const priyas = rebaseOnOwnSyncs(stale, queue.versionSteps(), owner())
    expect(priyas.ifMatch).toBe(item.version + 1)
    await server.send({ ...priyas, idempotencyKey: crypto.randomUUID() }, priya.token)
    const saved = (await menu()).find((entry) => entry._id === item._id)
    expect(saved).toMatchObject({ title: 'Open dialog, queued edit', path: '/open-dialog' })
  })
})

describe('a walk-in registered offline', () => {
  it('waits under a local reference with its payment; replayed after a crash past the 2xx: one booking, one payment, her name in the audit, labels with age/sex', async () => {
    const [test] = await server.get<{ id: string }[]>('blood-tests', priya.token)
    const name = `Walk-in ${crypto.randomUUID().slice(0, 6)}`
    const key = crypto.randomUUID()
    // As the walk-in dialog makes it (web/src/admin/api/walk-ins.ts): the patient with age and sex.
    const walkIn: AdminWrite = {
      method: 'POST',
      path: 'consult/consultation',
      json: {
        name,
        phone: '+91 98450 12345',
        email: 'walk-in@example.test',
        address: '3 Hospital Road, Bengaluru',
        description: 'Walk-in, fasting since last night.',
        members: [{ name, age: 52, sex: 'male', items: [{ type: 'blood-test', id: test.id }] }],
        source: 'walk-in',
      },
      idempotencyKey: key,
      label: `Register the walk-in ${name}`,
    }
    // Paid in cash at the counter, still offline: the payment names the booking by its local id.
    const payment: AdminWrite = {
      method: 'POST',
      path: `consult/consultation/${key}/payments`,
      json: { method: 'cash', amount: 100, reference: 'counter' },
      idempotencyKey: crypto.randomUUID(),
      label: `Record a payment for ${name}`,
    }
    const { queue, reopen } = queueOnDisk()
    const queued = queue.enqueue(walkIn, owner())
    queue.enqueue(payment, owner())
    const local = `LOCAL-${key.replaceAll('-', '').slice(0, 6).toUpperCase()}`
    expect(queued?.localReference).toBe(local)

    // The server books it, and the app dies before the queue has noted it.
    const crash = killedAfter('POST', priya.token)
    await queue.replay(priya.user.id, crash.send)
    expect(crash.killed()).toBe(true)
    const restarted = reopen()
    expect(restarted.list()).toHaveLength(2)
    expect(restarted.references()).toEqual({})

    const outcome = await restarted.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ needAttention: 0, stoppedBy: null, sent: 2 })
    expect(restarted.list()).toEqual([])

    const booked = await server.get<
      { id: string; name: string; reference: string; source: string; members: unknown[] }[]
    >(`content/consultations?q=${encodeURIComponent(name)}`, priya.token)
    const bookings = booked.filter((booking) => booking.name === name)
    expect(bookings).toHaveLength(1)
    const [booking] = bookings
    expect(booking).toMatchObject({
      source: 'walk-in',
      reference: expect.any(String),
      members: [{ name, age: 52, sex: 'male' }],
    })
    expect(restarted.references()).toEqual({ [local]: booking.reference })
    // Kept on disk: the desk still sees which booking its pending row became after another restart.
    expect(reopen().references()).toEqual({ [local]: booking.reference })

    const ledger = await server.get<{ entries: { amount: number; createdBy: { name: string } }[] }>(
      `consult/consultation/${booking.id}/payments`,
      priya.token,
    )
    expect(ledger.entries.map((entry) => [entry.amount, entry.createdBy.name])).toEqual([
      [100, priya.user.name],
    ])
    // The audit names the person who registered and took the money, not whoever syncs later.
    const created = await server.get<{ action: string; entity: string; userEmail: string }[]>(
      `audit?entityId=${booking.id}`,
      priya.token,
    )
    expect(created.filter((entry) => entry.action === 'create')).toEqual([
      expect.objectContaining({ entity: 'booking', userEmail: priya.user.email }),
    ])
    const paid = await server.get<{ userEmail: string; after: { reference?: string } }[]>(
      'audit?entity=payment',
      priya.token,
    )
    expect(
      paid.filter((entry) => entry.after?.reference === booking.reference).map((entry) => entry.userEmail),
    ).toEqual([priya.user.email])

    // The tube label, once online: a PDF naming the patient with age/sex (read by the printing route).
    const labels = await fetch(`${server.url}/api/consult/consultation/${booking.id}/labels.pdf?tubes=2`, {
      headers: { authorization: `Bearer ${priya.token}` },
    })
    expect(labels.status).toBe(200)
    expect(labels.headers.get('content-type')).toBe('application/pdf')
    const pdf = Buffer.from(await labels.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // Poppler's pdftotext (Debian poppler-utils, as the server's label tests use).
    const text = spawnSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).stdout
    expect(text.replace(/\s+/g, ' ')).toContain(`${name} 52Y/M`)
    expect(text).toContain(`${booking.reference}-2`)
  })
})

describe('the counter with the server down: a walk-in, its payment and its slip', () => {
  it('taken offline under the local reference; once the server is back, one booking, one payment on it, the receipt naming the server’s reference', async () => {
    const [test] = await server.get<{ id: string }[]>('blood-tests', priya.token)
    const name = `Counter ${crypto.randomUUID().slice(0, 6)}`
    const key = crypto.randomUUID()
    const local = `LOCAL-${key.replaceAll('-', '').slice(0, 6).toUpperCase()}`
    const { queue } = queueOnDisk()
    // The server is down: every send gets no answer, as a refused connection gives.
    const down: SendWrite = async () => {
      throw new NetworkError('The server did not answer.')
    }
    // The dialog's registration, then its payment form: the booking named by its local id (the key).
    queue.enqueue(
      {
        method: 'POST',
        path: 'consult/consultation',
        json: {
          name,
          phone: '+91 98450 22222',
          members: [{ name, age: 30, sex: 'female', items: [{ type: 'blood-test', id: test.id }] }],
          source: 'walk-in',
        },
        idempotencyKey: key,
        label: `Register the walk-in ${name}`,
      },
      owner(),
    )
    queue.enqueue(
      {
        method: 'POST',
        path: `consult/consultation/${key}/payments`,
        json: { method: 'upi', amount: 250, reference: 'UPI-778899', currency: 'INR' },
        idempotencyKey: crypto.randomUUID(),
        label: `Payment of 250 (upi) for ${local}`,
      },
      owner(),
    )
    expect(await queue.replay(priya.user.id, down)).toMatchObject({ sent: 0, stoppedBy: 'network' })
    // What the desk has meanwhile: the local reference (on the slip printed from the dialog), pending.
    expect(queue.list().map((entry) => entry.localReference ?? null)).toEqual([local, null])
    expect(queue.references()).toEqual({})

    // The server is back: one sync sends both, the payment to the booking the server made.
    const outcome = await queue.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ sent: 2, needAttention: 0, stoppedBy: null })
    expect(queue.list()).toEqual([])
    const bookings = (
      await server.get<{ id: string; name: string; reference: string }[]>(
        `content/consultations?q=${encodeURIComponent(name)}`,
        priya.token,
      )
    ).filter((booking) => booking.name === name)
    expect(bookings).toHaveLength(1)
    const [booking] = bookings
    expect(queue.references()).toEqual({ [local]: booking.reference })
    expect(queue.idMap()[key]).toBe(booking.id)
    const ledger = await server.get<{ entries: { id: string; amount: number; method: string }[] }>(
      `consult/consultation/${booking.id}/payments`,
      priya.token,
    )
    expect(ledger.entries.map((entry) => [entry.amount, entry.method])).toEqual([[250, 'upi']])

    // The receipt names the booking by the server's reference, never the local one.
    const receipt = await fetch(
      `${server.url}/api/consult/consultation/${booking.id}/payments/${ledger.entries[0].id}/receipt.pdf?size=80mm`,
      { headers: { authorization: `Bearer ${priya.token}` } },
    )
    expect(receipt.status).toBe(200)
    const text = spawnSync('pdftotext', ['-', '-'], {
      input: Buffer.from(await receipt.arrayBuffer()),
      encoding: 'utf8',
    }).stdout
    expect(text).toContain(booking.reference)
    expect(text).not.toContain('LOCAL-')
  })
})
