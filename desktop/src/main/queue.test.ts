import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AdminWrite } from '@labsite/shared'
import { ApiError, NetworkError } from '@labsite/web/api-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { QueueEntry } from '../shared/ipc-contract'
import { createJsonFileStore } from './json-file-store'
import { createOfflineQueue, isQueueFile, type SendWrite } from './queue'

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

const update = (title: string, version = 3): AdminWrite => ({
  method: 'PUT',
  path: 'menu/8d3c0f7e-0000-4000-8000-000000000001',
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
    queue.enqueue(update('Home'))
    queue.enqueue(update('About us'))
    const afterCrash = reopen()
    expect(afterCrash.list().map((entry) => entry.write.label)).toEqual([
      'Update menu item "Home"',
      'Update menu item "About us"',
    ])
    expect(afterCrash.list().every((entry) => entry.state === 'pending')).toBe(true)
  })

  it('ignores a temporary file torn by a crash in the middle of a write', () => {
    const { queue, file, reopen } = onDisk()
    queue.enqueue(update('Home'))
    writeFileSync(`${file}.tmp`, '{"version":1,"entries":[{"id":"x","wri')
    expect(
      reopen()
        .list()
        .map((entry) => entry.write.json),
    ).toEqual([{ title: 'Home', path: '/x', order: 1 }])
  })

  it('writes through a temporary file and leaves only the finished file behind', () => {
    const { queue, dir, file } = onDisk()
    queue.enqueue(update('Home'))
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
    const create = queue.enqueue({
      method: 'POST',
      path: 'menu',
      json: {},
      idempotencyKey: 'form-key-1',
      label: 'Add',
    })
    const change = queue.enqueue(update('Home', 7))
    expect(create.write.idempotencyKey).toBe('form-key-1')
    expect(change.write.idempotencyKey).toBe(change.id)
    expect(change.write.ifMatch).toBe(7)
  })
})

describe('replay', () => {
  it('sends the writes oldest first and drops each one the server accepts', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('First'))
    queue.enqueue(update('Second'))
    queue.enqueue(update('Third'))
    const { send, received } = server({ ok: 1 }, { ok: 2 }, { ok: 3 })
    expect(await queue.replay(send)).toEqual({ sent: 3, needAttention: 0, stoppedBy: null })
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
    queue.enqueue(update('First'))
    queue.enqueue(update('Second'))
    queue.enqueue(update('Third'))
    const { send, received } = server({ ok: 1 }, new NetworkError())
    expect(await queue.replay(send)).toEqual({ sent: 1, needAttention: 0, stoppedBy: 'network' })
    expect(received).toHaveLength(2)
    expect(
      reopen()
        .list()
        .map((entry) => (entry.write.json as { title: string }).title),
    ).toEqual(['Second', 'Third'])
  })

  it('turns a 412 into a conflict holding the other person’s record, and carries on', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update('Mine'))
    queue.enqueue(update('Next'))
    const theirs = { _id: 'm1', title: 'Theirs', version: 5 }
    const { send } = server(new ApiError(412, 'Someone else changed this record', { current: theirs }), {})
    expect(await queue.replay(send)).toEqual({ sent: 1, needAttention: 1, stoppedBy: null })
    const [conflict] = reopen().list()
    expect(conflict).toMatchObject({ state: 'conflict', theirs })
  })

  it('keep mine: resends the edit expecting the server’s current version', async () => {
    const { queue } = onDisk()
    const entry = queue.enqueue(update('Mine', 3))
    await queue.replay(server(new ApiError(412, 'Changed', { current: { version: 5 } })).send)
    queue.keepMine(entry.id)
    const { send, received } = server({ ok: true })
    expect(await queue.replay(send)).toMatchObject({ sent: 1 })
    expect(received[0].ifMatch).toBe(5)
    expect(queue.list()).toEqual([])
  })

  it('marks other refusals failed with the server’s message and does not send them again', async () => {
    const { queue, reopen } = onDisk()
    queue.enqueue(update(''))
    const { send } = server(new ApiError(400, 'body/title must NOT have fewer than 1 characters', null))
    expect(await queue.replay(send)).toEqual({ sent: 0, needAttention: 1, stoppedBy: null })
    expect(reopen().list()[0]).toMatchObject({
      state: 'failed',
      error: 'body/title must NOT have fewer than 1 characters',
    })
    const again = server()
    await queue.replay(again.send)
    expect(again.received).toEqual([])
  })

  it.each([
    [401, 'unauthorized'],
    [503, 'server-busy'],
    [429, 'server-busy'],
  ])('stops on %s and keeps the write pending for the next pass', async (status, reason) => {
    const { queue } = onDisk()
    queue.enqueue(update('Home'))
    const outcome = await queue.replay(server(new ApiError(status, 'Not now', null)).send)
    expect(outcome.stoppedBy).toBe(reason)
    expect(queue.list()[0].state).toBe('pending')
  })

  it('forgets a write staff discard', () => {
    const { queue, reopen } = onDisk()
    const entry = queue.enqueue(update('Home'))
    expect(queue.remove(entry.id)).toBe(true)
    expect(queue.remove(entry.id)).toBe(false)
    expect(reopen().list()).toEqual([])
  })
})
