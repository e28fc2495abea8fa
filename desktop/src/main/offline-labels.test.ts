import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NetworkError } from '@labsite/web/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DesktopSettings, RouteInput } from '../shared/ipc-contract'
import { createDispatcher } from './ipc'
import { drawLabels } from './offline-labels'
import { createPdfPrinter, type PrintWindow } from './pdf-printing'
import { createPreferences } from './preferences'
import { createOfflineQueue, type QueueFile, type SendWrite } from './queue'
import { createDesktopRoutes } from './routes'
import { createSettings } from './settings'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * The counter with the server down: a walk-in's sample labels drawn and printed by the console
 * itself under the local reference, then, once the queue has booked it on the real server, reprinted
 * under the server's.
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
})

const LABEL_PRINTER = 'Zebra ZD421'

/**
 * The console's routes with the real label drawing and the real PDF printer; only the Electron
 * window is a stand-in, which keeps a copy of the file it was asked to print (the printer's paper).
 */
function consoleAtTheDesk() {
  const queue = createOfflineQueue(createMemoryStore<QueueFile>())
  const sync = createSyncLoop({
    queue,
    checkServer: async () => false,
    send: async () => ({}),
    onChange: () => {},
  })
  sync.setSession({ token: priya.token, user: priya.user })
  const tempDir = mkdtempSync(path.join(tmpdir(), 'labsite-offline-labels-'))
  dirs.push(tempDir)
  const printed: { deviceName?: string; pageSize: unknown; pdf: Buffer }[] = []
  const createWindow = (): PrintWindow => {
    let loaded = ''
    let destroyed = false
    return {
      loadURL: async (url) => {
        loaded = url
      },
      destroy: () => {
        destroyed = true
      },
      isDestroyed: () => destroyed,
      webContents: {
        print(options, callback) {
          printed.push({
            deviceName: options.deviceName,
            pageSize: options.pageSize,
            pdf: readFileSync(new URL(loaded)),
          })
          callback(true, '')
        },
        on: () => {},
        setWindowOpenHandler: () => {},
      },
    }
  }
  const preferences = createPreferences(createMemoryStore())
  preferences.set({ labelPrinter: LABEL_PRINTER })
  const call = createDispatcher(
    createDesktopRoutes({
      settings: createSettings(createMemoryStore<DesktopSettings>({ serverUrl: server.url })),
      queue,
      sync,
      openExternal: () => {},
      pickFiles: async () => ({ files: [], rejected: [] }),
      drawLabels,
      printing: {
        preferences,
        listPrinters: async () => [],
        printPdf: createPdfPrinter({
          createWindow,
          printers: () => preferences.get(),
          tempDir,
          writeFile: (filePath, bytes, options) => writeFile(filePath, bytes, options),
          removeFile: (filePath) => rm(filePath, { force: true }),
        }),
      },
    }),
  )
  return { queue, call, printed }
}

/** As QueuedWalkInActions asks, then prints what it got (two tubes for the patient). */
async function printLabels(
  call: ReturnType<typeof consoleAtTheDesk>['call'],
  labels: RouteInput<'labels:draw'>,
): Promise<string> {
  const drawn = await call('labels:draw', labels)
  if (!drawn.ok) throw new Error(drawn.error)
  const { bytes, reference } = drawn.data as { bytes: Uint8Array; reference: string }
  const printed = await call('print:pdf', { bytes, title: `Labels ${reference}`, labelSize: labels.size })
  expect(printed).toEqual({ ok: true, data: null })
  return reference
}

/** The texts poppler reads in a PDF, and the barcodes zbarimg reads on each page at 300 dpi. */
function readLabels(pdf: Buffer, pages: number) {
  const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' }).stdout
  const barcodes = Array.from({ length: pages }, (_, index) => {
    const png = spawnSync(
      'pdftoppm',
      ['-png', '-r', '300', '-f', `${index + 1}`, '-l', `${index + 1}`, '-'],
      {
        input: pdf,
      },
    ).stdout
    return spawnSync('zbarimg', ['--quiet', '--raw', '-'], { input: png, encoding: 'utf8' }).stdout.trim()
  })
  return { text, barcodes }
}

describe('sample labels of a walk-in registered while the server is down', () => {
  it('print at once under the local reference; once the queue has booked it, reprint under the server’s', async () => {
    const [test] = await server.get<{ id: string; name: string }[]>('blood-tests', priya.token)
    const name = `Labels ${crypto.randomUUID().slice(0, 6)}`
    const key = crypto.randomUUID()
    const local = `LOCAL-${key.replaceAll('-', '').slice(0, 6).toUpperCase()}`
    const { queue, call, printed } = consoleAtTheDesk()
    queue.enqueue(
      {
        method: 'POST',
        path: 'consult/consultation',
        json: {
          name,
          phone: '+91 98450 33333',
          members: [{ name, age: 41, sex: 'male', items: [{ type: 'blood-test', id: test.id }] }],
          source: 'walk-in',
        },
        idempotencyKey: key,
        label: `Register the walk-in ${name}`,
      },
      { id: priya.user.id, name: priya.user.name },
    )
    const down: SendWrite = async () => {
      throw new NetworkError('The server did not answer.')
    }
    expect(await queue.replay(priya.user.id, down)).toMatchObject({ sent: 0, stoppedBy: 'network' })

    const labels: RouteInput<'labels:draw'> = {
      reference: local,
      date: '2026-11-28',
      size: '50x25',
      tubes: 2,
      people: [{ patient: name, ageSex: '41Y/M', tests: [test.name] }],
    }
    expect(await printLabels(call, labels)).toBe(local)
    expect(printed).toHaveLength(1)
    expect(printed[0]).toMatchObject({
      deviceName: LABEL_PRINTER,
      pageSize: { width: 50_000, height: 25_000 },
    })
    const offline = readLabels(printed[0].pdf, 2)
    expect(offline.barcodes).toEqual([`${local}-1`, `${local}-2`])
    expect(offline.text).toContain(`${local}-2`)
    expect(offline.text.replace(/\s+/g, ' ')).toContain(`${name} 41Y/M`)

    // The server is back: the queue books the walk-in once; the desk reprints from the same dialog.
    const outcome = await queue.replay(priya.user.id, (write) => server.send(write, priya.token))
    expect(outcome).toMatchObject({ sent: 1, needAttention: 0, stoppedBy: null })
    const bookings = (
      await server.get<{ name: string; reference: string }[]>(
        `content/consultations?q=${encodeURIComponent(name)}`,
        priya.token,
      )
    ).filter((booking) => booking.name === name)
    expect(bookings).toHaveLength(1)
    const [booking] = bookings

    expect(await printLabels(call, labels)).toBe(booking.reference)
    const reprinted = readLabels(printed[1].pdf, 2)
    expect(reprinted.barcodes).toEqual([`${booking.reference}-1`, `${booking.reference}-2`])
    expect(reprinted.text).not.toContain('LOCAL-')
    // What a scanner reads off the reprinted tube finds the booking on the server.
    const found = await server.get<{ reference: string }[]>(
      `content/consultations?q=${encodeURIComponent(reprinted.barcodes[1])}`,
      priya.token,
    )
    expect(found.map((row) => row.reference)).toEqual([booking.reference])
  }, 60_000)
})
