import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AdminWrite } from '@labsite/shared'
import { ApiError, NetworkError } from '@labsite/web/api-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { QueueEntry } from '../shared/ipc-contract'
import { createFileShelf } from './file-shelf'
import { createJsonFileStore } from './json-file-store'
import { createOfflineQueue, isQueueFile, queueKeptAsideNotice, type SendWrite } from './queue'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A queue on a real file in a fresh temporary "userData" folder; call `reopen` to simulate a restart. */
function onDisk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-'))
  dirs.push(dir)
  const file = path.join(dir, 'edit-queue.json')
  const open = () => createOfflineQueue(createJsonFileStore(file, isQueueFile))
  return { dir, file, queue: open(), reopen: open }
}

const PRIYA = { id: 'u-priya', name: 'Priya' }
const RAVI = { id: 'u-ravi', name: 'Ravi' }
const RECORD = '8d3c0f7e-0000-4000-8000-000000000001'

const update = (title: string, version = 3, id = RECORD): AdminWrite => ({
  method: 'PUT',
  path: `menu/${id}`,
  json: { title, path: '/x', order: 1 },
  ifMatch: version,
  label: `Update menu item "${title}"`,
})

/** A server stand-in: answers each write in turn with the given outcomes, recording what it was sent. */
function server(...answers: (unknown | Error)[]) {
  const received: QueueEntry['write'][] = []
  const send: SendWrite = async (write) => {
    received.push(write)
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer ?? {}
  }
  return { send, received }
}

describe('durability', () => {
  it('keeps every queued write across a crash: a new instance reads them back in order', () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('Home'), PRIYA)
    queue.enqueue(update('About us'), PRIYA)
    const afterCrash = reopen()
    expect(afterCrash.list().map((entry) => entry.write.label)).toEqual([
      'Update menu item "Home"',
      'Update menu item "About us"',
    ])
    expect(afterCrash.list().every((entry) => entry.state === 'pending')).toBe(true)
  })

  it('ignores a temporary file torn by a crash in the middle of a write', () => {
    const { queue, file, reopen } = onDisk()
    queue.enqueue(update('Home'), PRIYA)
    writeFileSync(`${file}.tmp`, '{"version":2,"entries":[{"id":"x","wri')
    expect(
      reopen()
        .list()
        .map((entry) => entry.write.json),
    ).toEqual([{ title: 'Home', path: '/x', order: 1 }])
  })

  it('writes through a temporary file and leaves only the finished file behind', () => {
    const { queue, dir, file } = onDisk()
    queue.enqueue(update('Home'), PRIYA)
    expect(readdirSync(dir)).toEqual(['edit-queue.json'])
    expect(isQueueFile(JSON.parse(readFileSync(file, 'utf8')))).toBe(true)
  })

  it('moves a damaged queue file aside instead of overwriting it, and starts empty', () => {
    const { dir, file, reopen } = onDisk()
    writeFileSync(file, 'not json at all')
    const queue = reopen()
    expect(queue.list()).toEqual([])
    const kept = readdirSync(dir).filter((name) => name.startsWith('edit-queue.json.corrupt-'))
    expect(kept).toHaveLength(1)
    expect(readFileSync(path.join(dir, kept[0]), 'utf8')).toBe('not json at all')
    expect(existsSync(file)).toBe(false)
  })

  it('gives every write an Idempotency-Key (its own for creates) and keeps its If-Match', () => {
    const { queue } = onDisk()
    const create = queue.enqueue(
      { method: 'POST', path: 'menu', json: {}, idempotencyKey: 'form-key-1', label: 'Add' },
      PRIYA,
    ) as QueueEntry
    const change = queue.enqueue(update('Home', 7), PRIYA) as QueueEntry
    expect(create.write.idempotencyKey).toBe('form-key-1')
    expect(change.write.idempotencyKey).toBe(change.id)
    expect(change.write.ifMatch).toBe(7)
  })
})

describe('replay', () => {
  it('sends the writes oldest first and drops each one the server accepts', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('First'), PRIYA)
    queue.enqueue(update('Second'), PRIYA)
    queue.enqueue(update('Third'), PRIYA)
    const { send, received } = server({ ok: 1 }, { ok: 2 }, { ok: 3 })
    expect(await queue.replay(PRIYA.id, send)).toEqual({ sent: 3, needAttention: 0, stoppedBy: null })
    expect(received.map((write) => (write.json as { title: string }).title)).toEqual([
      'First',
      'Second',
      'Third',
    ])
    expect(queue.list()).toEqual([])
    expect(reopen().list()).toEqual([])
  })

  it('stops at the first network failure and keeps that write and every later one, in order', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('First'), PRIYA)
    queue.enqueue(update('Second'), PRIYA)
    queue.enqueue(update('Third'), PRIYA)
    const { send, received } = server({ ok: 1 }, new NetworkError())
    expect(await queue.replay(PRIYA.id, send)).toMatchObject({
      sent: 1,
      needAttention: 0,
      stoppedBy: 'network',
    })
    expect(received).toHaveLength(2)
    expect(
      reopen()
        .list()
        .map((entry) => (entry.write.json as { title: string }).title),
    ).toEqual(['Second', 'Third'])
  })

  it('turns a 412 into a conflict holding the other person’s record, and carries on', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('Mine'), PRIYA)
    queue.enqueue(update('Next', 1, 'other-record'), PRIYA)
    const theirs = { _id: 'm1', title: 'Theirs', version: 5 }
    const { send } = server(new ApiError(412, 'Someone else changed this record', { current: theirs }), {})
    expect(await queue.replay(PRIYA.id, send)).toEqual({ sent: 1, needAttention: 1, stoppedBy: null })
    const [conflict] = reopen().list()
    expect(conflict).toMatchObject({ state: 'conflict', theirs })
  })

  it('keep mine: resends the edit expecting the server’s current version', async () => {
    const { queue } = onDisk()
    const entry = queue.enqueue(update('Mine', 3), PRIYA) as QueueEntry
    await queue.replay(PRIYA.id, server(new ApiError(412, 'Changed', { current: { version: 5 } })).send)
    queue.keepMine(entry.id)
    const { send, received } = server({ ok: true })
    expect(await queue.replay(PRIYA.id, send)).toMatchObject({ sent: 1 })
    expect(received[0].ifMatch).toBe(5)
    expect(queue.list()).toEqual([])
  })

  it('marks other refusals failed with the server’s message and does not send them again', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update(''), PRIYA)
    const { send } = server(new ApiError(400, 'body/title must NOT have fewer than 1 characters', null))
    expect(await queue.replay(PRIYA.id, send)).toEqual({ sent: 0, needAttention: 1, stoppedBy: null })
    expect(reopen().list()[0]).toMatchObject({
      state: 'failed',
      error: 'body/title must NOT have fewer than 1 characters',
    })
    const again = server()
    await queue.replay(PRIYA.id, again.send)
    expect(again.received).toEqual([])
  })

  it.each([
    [401, 'unauthorized'],
    [503, 'server-busy'],
    [429, 'server-busy'],
  ])('stops on %s and keeps the write pending for the next pass', async (status, reason) => {
    const { queue } = onDisk()
    queue.enqueue(update('Home'), PRIYA)
    const outcome = await queue.replay(PRIYA.id, server(new ApiError(status, 'Not now', null)).send)
    expect(outcome.stoppedBy).toBe(reason)
    expect(queue.list()[0].state).toBe('pending')
  })

  it('forgets a write staff discard', () => {
    const { queue, reopen } = onDisk()
    const entry = queue.enqueue(update('Home'), PRIYA) as QueueEntry
    expect(queue.remove(entry.id)).toBe(true)
    expect(queue.remove(entry.id)).toBe(false)
    expect(reopen().list()).toEqual([])
  })
})

describe('chains of writes to one record', () => {
  const create = (key: string): AdminWrite => ({
    method: 'POST',
    path: 'menu',
    json: { title: 'New', path: '/new' },
    idempotencyKey: key,
    label: 'Add menu item "New"',
  })

  it('a second and third edit expect the version the previous one produced, never the form’s', async () => {
    const { queue } = onDisk()
    for (const title of ['One', 'Two', 'Three']) queue.enqueue(update(title, 3), PRIYA)
    const { send, received } = server({ version: 4 }, { version: 5 }, { version: 6 })
    expect(await queue.replay(PRIYA.id, send)).toMatchObject({ sent: 3, needAttention: 0 })
    expect(received.map((write) => write.ifMatch)).toEqual([3, 4, 5])
  })

  it('a conflict holds back the later writes of its record only', async () => {
    const { queue } = onDisk()
    queue.enqueue(update('Mine 1'), PRIYA)
    queue.enqueue(update('Mine 2'), PRIYA)
    queue.enqueue(update('Elsewhere', 1, 'other-record'), PRIYA)
    const { send, received } = server(
      new ApiError(412, 'Changed', { current: { version: 9, title: 'Theirs' } }),
      {},
    )
    await queue.replay(PRIYA.id, send)
    expect(received.map((write) => write.label)).toEqual([
      'Update menu item "Mine 1"',
      'Update menu item "Elsewhere"',
    ])
    expect(queue.list().map((entry) => entry.state)).toEqual(['conflict', 'pending'])
  })

  it('take theirs drops the record’s whole chain', async () => {
    const { queue } = onDisk()
    queue.enqueue(update('Mine 1'), PRIYA)
    queue.enqueue(update('Mine 2'), PRIYA)
    await queue.replay(PRIYA.id, server(new ApiError(412, 'Changed', { current: { version: 9 } })).send)
    expect(queue.takeTheirs(queue.list()[0].id)).toBe(2)
    expect(queue.list()).toEqual([])
  })

  it('a reorder between two edits of an item moves the second edit on to the version the reorder made', async () => {
    const { queue } = onDisk()
    const reorder: AdminWrite = {
      method: 'PUT',
      path: 'menu/reorder/all',
      json: { items: [{ _id: RECORD }, { _id: 'other' }] },
      label: 'Reorder the menu',
    }
    queue.enqueue(update('First', 3), PRIYA)
    queue.enqueue(reorder, PRIYA)
    queue.enqueue(update('Second', 3), PRIYA)
    // Not moved on: 'other' was at 6 and someone else's change made it 8, a real conflict to keep.
    queue.enqueue(update('Other', 6, 'other'), PRIYA)
    const { send, received } = server(
      { _id: RECORD, version: 4 },
      [
        { _id: RECORD, version: 5 },
        { _id: 'other', version: 8 },
      ],
      {},
      {},
    )
    await queue.replay(PRIYA.id, send)
    expect(received.map((write) => [write.path, write.ifMatch])).toEqual([
      [`menu/${RECORD}`, 3],
      ['menu/reorder/all', undefined],
      [`menu/${RECORD}`, 5],
      ['menu/other', 6],
    ])
  })

  it('maps a create’s local id to the server’s id in every later write, including bodies', async () => {
    const { queue } = onDisk()
    queue.enqueue(create('local-1'), PRIYA)
    queue.enqueue(update('Renamed', 1, 'local-1'), PRIYA)
    queue.enqueue(
      {
        method: 'PUT',
        path: 'menu/reorder/all',
        json: { items: [{ _id: 'local-1' }] },
        label: 'Reorder the menu',
      },
      PRIYA,
    )
    const { send, received } = server({ _id: 'srv-9', version: 1 }, { _id: 'srv-9', version: 2 }, [])
    await queue.replay(PRIYA.id, send)
    expect(received.map((write) => write.path)).toEqual(['menu', 'menu/srv-9', 'menu/reorder/all'])
    expect(received[1].ifMatch).toBe(1)
    expect(received[2].json).toEqual({ items: [{ _id: 'srv-9' }] })
    expect(queue.idMap()).toEqual({ 'local-1': 'srv-9' })
    // A form still open on the placeholder saves to the real record.
    expect(queue.enqueue(update('Later', 2, 'local-1'), PRIYA)?.write.path).toBe('menu/srv-9')
  })

  it('rewrites a local id only where it is a whole value: not inside a longer text, not as a field name', async () => {
    const { queue } = onDisk()
    queue.enqueue(create('local-1'), PRIYA)
    queue.enqueue(
      {
        method: 'PUT',
        path: 'menu/other',
        json: { parent: 'local-1', title: 'Next to local-1', slug: 'local-1-copy', 'local-1': 'a field' },
        ifMatch: 2,
        label: 'Update menu item "Other"',
      },
      PRIYA,
    )
    const { send, received } = server({ _id: 'srv-9', version: 1 }, {})
    await queue.replay(PRIYA.id, send)
    expect(received[1].json).toEqual({
      parent: 'srv-9',
      title: 'Next to local-1',
      slug: 'local-1-copy',
      'local-1': 'a field',
    })
  })

  it('deleting a record created offline that never left sends nothing at all', async () => {
    const { queue } = onDisk()
    queue.enqueue(create('local-2'), PRIYA)
    queue.enqueue(update('Renamed', 1, 'local-2'), PRIYA)
    expect(
      queue.enqueue({ method: 'DELETE', path: 'menu/local-2', ifMatch: 1, label: 'Delete' }, PRIYA),
    ).toBeNull()
    expect(queue.list()).toEqual([])
  })

  it('a delete answered 404 is done (gone is what was meant), e.g. after a crash right after it', async () => {
    const { queue } = onDisk()
    queue.enqueue({ method: 'DELETE', path: `menu/${RECORD}`, ifMatch: 3, label: 'Delete' }, PRIYA)
    const outcome = await queue.replay(PRIYA.id, server(new ApiError(404, 'Menu item not found', null)).send)
    expect(outcome).toMatchObject({ sent: 1, needAttention: 0 })
    expect(queue.list()).toEqual([])
  })

  it('sends only the replaying person’s writes; a colleague’s waiting edit of the record holds back none of them', async () => {
    const { queue } = onDisk()
    queue.enqueue(update('Ravi’s'), RAVI)
    const mine = queue.enqueue(update('Priya’s after Ravi’s'), PRIYA) as QueueEntry
    // Priya's edit starts its own chain: it carries the version her form was opened with.
    expect(mine).toMatchObject({ chained: false, write: { ifMatch: 3 } })
    queue.enqueue(update('Priya’s own', 1, 'other-record'), PRIYA)
    const { send, received } = server({ version: 4 }, {})
    await queue.replay(PRIYA.id, send)
    expect(received.map((write) => write.label)).toEqual([
      'Update menu item "Priya’s after Ravi’s"',
      'Update menu item "Priya’s own"',
    ])
    expect(queue.list().map((entry) => entry.owner?.name)).toEqual(['Ravi'])
  })

  it('the colleague then meets the saved version as a conflict, which keeps mine or takes theirs', async () => {
    const { queue } = onDisk()
    const ravis = queue.enqueue(update('Ravi’s'), RAVI) as QueueEntry
    queue.enqueue(update('Ravi’s second'), RAVI)
    const theirs = { _id: RECORD, title: 'Priya’s', path: '/x', order: 1, version: 4 }
    const outcome = await queue.replay(
      RAVI.id,
      server(new ApiError(412, 'Changed meanwhile', { current: theirs })).send,
    )
    expect(outcome).toMatchObject({ sent: 0, needAttention: 1 })
    // His later edit of the record waits behind his conflict, not anyone else's.
    expect(queue.list().map((entry) => entry.state)).toEqual(['conflict', 'pending'])
    expect(queue.keepMine(ravis.id, 4)).toMatchObject({ state: 'pending', write: { ifMatch: 4 } })
  })

  it('a colleague’s edit of a record created offline and not yet on the server waits for that create', async () => {
    const { queue } = onDisk()
    const key = 'b1b1b1b1-0000-4000-8000-000000000009'
    queue.enqueue(
      { method: 'POST', path: 'menu', json: { title: 'New' }, idempotencyKey: key, label: 'Add' },
      RAVI,
    )
    queue.enqueue(update('Priya’s', 1, key), PRIYA)
    const { send, received } = server({})
    await queue.replay(PRIYA.id, send)
    expect(received).toEqual([])
  })
})

describe('refused writes', () => {
  it('edit again: staff correct the fields the server refused, and it goes out once more', async () => {
    const { queue } = onDisk()
    const entry = queue.enqueue(update(''), PRIYA) as QueueEntry
    await queue.replay(
      PRIYA.id,
      server(new ApiError(400, 'body/title must NOT have fewer than 1 characters', null)).send,
    )
    queue.editAgain(entry.id, { title: 'Home', path: '/x', order: 1 }, PRIYA)
    const { send, received } = server({ version: 4 })
    expect(await queue.replay(PRIYA.id, send)).toMatchObject({ sent: 1, needAttention: 0 })
    expect(received[0].json).toEqual({ title: 'Home', path: '/x', order: 1 })
  })
})

describe('limits and other versions', () => {
  it('keeps a queue file of a newer version aside, untouched, and says where', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-'))
    dirs.push(dir)
    const file = path.join(dir, 'edit-queue.json')
    const newer = JSON.stringify({ version: 3, entries: [{ id: 'future' }] })
    writeFileSync(file, newer)
    const notices: string[] = []
    const queue = createOfflineQueue(
      createJsonFileStore(file, isQueueFile, undefined, (keptAs) =>
        notices.push(queueKeptAsideNotice(keptAs)),
      ),
    )
    expect(queue.list()).toEqual([])
    const kept = readdirSync(dir).filter((name) => name.startsWith('edit-queue.json.corrupt-'))
    expect(readFileSync(path.join(dir, kept[0]), 'utf8')).toBe(newer)
    expect(notices).toEqual([
      `Edits saved by another version of the console could not be read; they were kept in ${path.join(dir, kept[0])}. Nothing was sent or deleted — ask your administrator to look at that file.`,
    ])
  })

  it('refuses writes past the limit with a message saying what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-'))
    dirs.push(dir)
    const queue = createOfflineQueue(createJsonFileStore(path.join(dir, 'q.json'), isQueueFile), {
      maxWrites: 2,
    })
    queue.enqueue(update('One', 1, 'a'), PRIYA)
    queue.enqueue(update('Two', 1, 'b'), PRIYA)
    expect(() => queue.enqueue(update('Three', 1, 'c'), PRIYA)).toThrow(
      '2 edits are already waiting on this computer, the most the console keeps. Reconnect to the server (or discard waiting edits) before making more changes.',
    )
  })

  it('migrates a version 1 queue: its writes wait for someone to send them again, as theirs', () => {
    const { file, reopen } = onDisk()
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        entries: [
          {
            id: 'old',
            write: { ...update('Old'), idempotencyKey: 'old' },
            enqueuedAt: 'x',
            state: 'pending',
          },
        ],
      }),
    )
    const queue = reopen()
    expect(queue.list()[0]).toMatchObject({ owner: null, state: 'failed' })
    expect(queue.list()[0].error).toContain('older version of the console')
    expect(queue.retry('old', PRIYA)).toMatchObject({ owner: PRIYA, state: 'pending' })
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(2)
  })
})

describe('images picked offline', () => {
  it('one no write named is removed after a day; one a discarded write named goes with it at once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-files-'))
    dirs.push(dir)
    let clock = new Date('2026-11-26T09:00:00Z')
    const shelf = createFileShelf(path.join(dir, 'queue-files'))
    const open = () =>
      createOfflineQueue(createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile), {
        shelf,
        now: () => clock,
      })
    const queue = open()
    const png = new Uint8Array([137, 80, 78, 71])
    queue.keepFile({ name: 'closed-form.png', type: 'image/png', bytes: png }, PRIYA)
    const saved = queue.keepFile({ name: 'saved.png', type: 'image/png', bytes: png }, PRIYA)
    const discarded = queue.keepFile({ name: 'discarded.png', type: 'image/png', bytes: png }, PRIYA)
    queue.enqueue({ ...update('With image'), json: { imageUrl: saved.url } }, PRIYA)
    const toDiscard = queue.enqueue(
      { ...update('Discarded', 3, 'other'), json: { imageUrl: discarded.url } },
      PRIYA,
    ) as QueueEntry
    expect(readdirSync(shelf.dir)).toHaveLength(3)
    queue.remove(toDiscard.id)
    expect(readdirSync(shelf.dir)).toHaveLength(2)

    clock = new Date('2026-11-26T20:00:00Z')
    open()
    expect(readdirSync(shelf.dir)).toHaveLength(2) // not a day old yet
    clock = new Date('2026-11-27T09:00:01Z')
    open()
    expect(readdirSync(shelf.dir)).toEqual([saved.url.split('/').at(-1)])
  })
})

describe('uploads made offline (Media tab)', () => {
  function withShelf() {
    const dir = mkdtempSync(path.join(tmpdir(), 'labsite-queue-uploads-'))
    dirs.push(dir)
    const shelf = createFileShelf(path.join(dir, 'queue-files'))
    const open = () =>
      createOfflineQueue(createJsonFileStore(path.join(dir, 'edit-queue.json'), isQueueFile), { shelf })
    return { shelf, queue: open(), reopen: open }
  }
  const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
  const post = (name: string) => ({
    method: 'POST' as const,
    path: 'admin/media',
    idempotencyKey: `key-${name}`,
    label: `Add picture "${name}"`,
  })

  it('is sent as its file under its own key, not as JSON, and its file leaves the shelf once the server has it', async () => {
    const { shelf, queue, reopen } = withShelf()
    queue.enqueueUpload({ name: 'desk.png', type: 'image/png', bytes: png }, post('desk.png'), PRIYA)
    expect(readdirSync(shelf.dir)).toHaveLength(1)
    const restarted = reopen()
    expect(restarted.list()[0]).toMatchObject({ upload: { name: 'desk.png' }, state: 'pending' })
    const uploaded: unknown[] = []
    const { send, received } = server()
    const outcome = await restarted.replay(PRIYA.id, send, async (file) => {
      uploaded.push({ ...file, bytes: [...file.bytes] })
      return { id: 'media-1', url: '/uploads/media/abc-320.webp' }
    })
    expect(outcome).toMatchObject({ sent: 1, stoppedBy: null })
    expect(received).toEqual([])
    expect(uploaded).toEqual([
      {
        name: 'desk.png',
        type: 'image/png',
        bytes: [...png],
        idempotencyKey: 'key-desk.png',
        path: 'admin/media',
      },
    ])
    expect(restarted.list()).toEqual([])
    expect(readdirSync(shelf.dir)).toEqual([])
  })

  it('refused: failed with the server’s message, its file kept for "Send again"; a JSON write is not an upload', async () => {
    const { shelf, queue } = withShelf()
    expect(() =>
      queue.enqueueUpload({ name: 'x.png', type: 'image/png', bytes: png }, update('Not an upload'), PRIYA),
    ).toThrow(/Only an upload/)
    queue.enqueueUpload({ name: 'scan.png', type: 'image/png', bytes: png }, post('scan.png'), PRIYA)
    const refuse = async () => {
      const message = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'
      throw new ApiError(415, message, { statusCode: 415, error: 'Unsupported Media Type', message })
    }
    expect(await queue.replay(PRIYA.id, server().send, refuse)).toMatchObject({ sent: 0, needAttention: 1 })
    const [entry] = queue.list()
    expect(entry).toMatchObject({
      state: 'failed',
      error: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
    })
    expect(readdirSync(shelf.dir)).toHaveLength(1)
    expect(() => queue.editAgain(entry.id, { file: 'x' }, PRIYA)).toThrow(/no fields to edit/)
    queue.remove(entry.id)
    expect(readdirSync(shelf.dir)).toEqual([])
  })

  it('whose kept file is gone is reported, not retried for ever', async () => {
    const { shelf, queue } = withShelf()
    queue.enqueueUpload({ name: 'lost.png', type: 'image/png', bytes: png }, post('lost.png'), PRIYA)
    for (const { name } of shelf.list()) shelf.remove(name)
    const outcome = await queue.replay(PRIYA.id, server().send, async () => ({ url: '/never' }))
    expect(outcome).toMatchObject({ needAttention: 1, stoppedBy: null })
    expect(queue.list()[0]).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/"lost.png".*add the picture again/),
    })
  })
})

describe('walk-ins registered offline', () => {
  const walkIn = (key: string, source = 'walk-in'): AdminWrite => ({
    method: 'POST',
    path: 'consult/consultation',
    json: { name: 'Meena Iyer', source },
    idempotencyKey: key,
    label: 'Register the walk-in Meena Iyer',
  })

  it('carry a local reference until the server’s answer names the booking’s, which is then kept', async () => {
    const { queue, reopen } = onDisk()
    const entry = queue.enqueue(walkIn('ab12cd34-0000-4000-8000-000000000001'), PRIYA)
    expect(entry?.localReference).toBe('LOCAL-AB12CD')
    // A booking from anywhere else (the public form's POST) has none.
    expect(
      queue.enqueue(walkIn('ef56ab78-0000-4000-8000-000000000002', 'web'), PRIYA)?.localReference,
    ).toBeUndefined()
    const { send } = server(
      { id: 'c1', reference: 'AAR-2611-0100' },
      { id: 'c2', reference: 'AAR-2611-0101' },
    )
    await queue.replay(PRIYA.id, send)
    expect(queue.references()).toEqual({ 'LOCAL-AB12CD': 'AAR-2611-0100' })
    expect(reopen().references()).toEqual({ 'LOCAL-AB12CD': 'AAR-2611-0100' })
  })

  it('a write naming the local reference waits for the booking, then goes with the server’s', async () => {
    const { queue } = onDisk()
    queue.enqueue(walkIn('ab12cd34-0000-4000-8000-000000000004'), PRIYA)
    queue.enqueue(
      {
        method: 'POST',
        path: 'contact-messages/m-1/notes',
        json: { booking: 'LOCAL-AB12CD', text: 'Called about LOCAL-AB12CD' },
        idempotencyKey: 'note-1',
        label: 'Add a note',
      },
      PRIYA,
    )
    const refused = server(new ApiError(422, 'Name missing', null))
    await queue.replay(PRIYA.id, refused.send)
    // The registration was refused: the note is not sent naming a booking the server does not have.
    expect(refused.received.map((write) => write.path)).toEqual(['consult/consultation'])
    queue.retry(queue.list()[0].id, PRIYA)
    const { send, received } = server({ id: 'c1', reference: 'AAR-2611-0102' }, {})
    await queue.replay(PRIYA.id, send)
    expect(received[1].json).toEqual({ booking: 'AAR-2611-0102', text: 'Called about LOCAL-AB12CD' })
  })

  it('record nothing when the answer has no reference', async () => {
    const { queue } = onDisk()
    queue.enqueue(walkIn('ab12cd34-0000-4000-8000-000000000003'), PRIYA)
    await queue.replay(PRIYA.id, server({ id: 'c1' }).send)
    expect(queue.list()).toEqual([])
    expect(queue.references()).toEqual({})
  })
})
