import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type {
  BrowserWindowConstructorOptions,
  IpcMain,
  IpcMainInvokeEvent,
  WebContentsPrintOptions,
} from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_URL } from './app-protocol'
import { createDispatcher, registerIpc, UNTRUSTED_SENDER } from './ipc'
import {
  checkPrintJob,
  createPdfPrinter,
  labelPageSize,
  PDF_VIEWER_ORIGIN,
  type PrintWindow,
} from './pdf-printing'
import { createPreferences, type Preferences } from './preferences'
import { createOfflineQueue, type QueueFile } from './queue'
import { createDesktopRoutes } from './routes'
import { createSettings } from './settings'
import { createMemoryStore } from './store'
import { createSyncLoop } from './sync'

const PDF = new TextEncoder().encode('%PDF-1.7\n%labels\n')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A BrowserWindow stand-in that records what it loaded and printed; the print answers `outcome`. */
function standInWindows(outcome: { success: boolean; reason: string } = { success: true, reason: '' }) {
  const made: {
    options: BrowserWindowConstructorOptions
    loaded: string[]
    printed: WebContentsPrintOptions[]
    fileExistedWhilePrinting: boolean[]
    destroyed: boolean
    guards: Map<string, (event: { url: string; preventDefault(): void }) => void>
    openHandler?: () => { action: 'deny' }
  }[] = []
  const createWindow = (options: BrowserWindowConstructorOptions): PrintWindow => {
    const record = {
      options,
      loaded: [] as string[],
      printed: [] as WebContentsPrintOptions[],
      fileExistedWhilePrinting: [] as boolean[],
      destroyed: false,
      guards: new Map(),
      openHandler: undefined as (() => { action: 'deny' }) | undefined,
    }
    made.push(record)
    return {
      loadURL: async (url) => {
        record.loaded.push(url)
      },
      destroy: () => {
        record.destroyed = true
      },
      isDestroyed: () => record.destroyed,
      webContents: {
        print(options, callback) {
          record.printed.push(options)
          record.fileExistedWhilePrinting.push(existsSync(new URL(record.loaded[0]).pathname))
          setTimeout(() => callback(outcome.success, outcome.reason), 0)
        },
        on(event, listener) {
          record.guards.set(event, listener)
        },
        setWindowOpenHandler(handler) {
          record.openHandler = handler
        },
      },
    }
  }
  return { made, createWindow }
}

function setUp(
  printers: Partial<Pick<Preferences, 'labelPrinter' | 'slipPrinter'>> = {},
  outcome?: { success: boolean; reason: string },
) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'labsite-print-test-'))
  dirs.push(tempDir)
  const windows = standInWindows(outcome)
  const printPdf = createPdfPrinter({
    createWindow: windows.createWindow,
    printers: () => ({ labelPrinter: null, slipPrinter: null, ...printers }),
    tempDir,
    writeFile: (filePath, bytes, options) => writeFile(filePath, bytes, options),
    removeFile: (filePath) => rm(filePath, { force: true }),
  })
  return { printPdf, windows, tempDir }
}

describe('printing a PDF from the console', () => {
  it('prints labels silently to the label printer, at the label size in micrometres and without margins', async () => {
    const { printPdf, windows, tempDir } = setUp({
      labelPrinter: 'Zebra GK420t',
      slipPrinter: 'EPSON TM-T82',
    })
    await printPdf({ bytes: PDF, title: 'Labels AB12CD', labelSize: '50x25' })
    const [window] = windows.made
    expect(window.printed).toEqual([
      expect.objectContaining({
        silent: true,
        deviceName: 'Zebra GK420t',
        pageSize: { width: 50_000, height: 25_000 },
        margins: { marginType: 'none' },
      }),
    ])
    expect(window.loaded[0]).toMatch(/^file:\/\/.*labsite-print-.*\.pdf$/)
    expect(window.fileExistedWhilePrinting).toEqual([true])
    expect(window.destroyed).toBe(true)
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('prints anything else silently to the slip printer at its own paper size', async () => {
    const { printPdf, windows } = setUp({ labelPrinter: 'Zebra GK420t', slipPrinter: 'EPSON TM-T82' })
    await printPdf({ bytes: PDF, title: 'Receipt' })
    const [options] = windows.made[0].printed
    expect(options).toMatchObject({ silent: true, deviceName: 'EPSON TM-T82' })
    expect(options.pageSize).toBeUndefined()
  })

  it('shows the system print dialog when no printer is chosen', async () => {
    const { printPdf, windows } = setUp({ slipPrinter: 'EPSON TM-T82' })
    await printPdf({ bytes: PDF, title: 'Labels AB12CD', labelSize: '38x25' })
    const [options] = windows.made[0].printed
    expect(options.silent).toBe(false)
    expect(options.deviceName).toBeUndefined()
  })

  it('removes the temporary file and the window even when printing fails', async () => {
    const { printPdf, windows, tempDir } = setUp(
      { labelPrinter: 'Zebra GK420t' },
      { success: false, reason: 'Printer is offline' },
    )
    await expect(printPdf({ bytes: PDF, title: 'Labels AB12CD', labelSize: '50x25' })).rejects.toThrow(
      /Printer is offline/,
    )
    expect(windows.made[0].destroyed).toBe(true)
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('takes a print dialog closed without printing as done, not as a failure', async () => {
    const { printPdf, tempDir } = setUp({}, { success: false, reason: 'cancelled' })
    await expect(printPdf({ bytes: PDF, title: 'Receipt' })).resolves.toBeUndefined()
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('removes the temporary file when the PDF cannot even be loaded', async () => {
    const { tempDir } = setUp()
    const windows = standInWindows()
    const printPdf = createPdfPrinter({
      createWindow: (options) => ({
        ...windows.createWindow(options),
        loadURL: async () => {
          throw new Error('ERR_FAILED')
        },
      }),
      printers: () => ({ labelPrinter: 'Zebra', slipPrinter: null }),
      tempDir,
      writeFile: (filePath, bytes, options) => writeFile(filePath, bytes, options),
      removeFile: (filePath) => rm(filePath, { force: true }),
    })
    await expect(printPdf({ bytes: PDF, title: 'Labels', labelSize: '50x25' })).rejects.toThrow('ERR_FAILED')
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('writes the PDF readable by this user only', async () => {
    const { tempDir } = setUp()
    let mode = 0
    const printPdf = createPdfPrinter({
      createWindow: standInWindows().createWindow,
      printers: () => ({ labelPrinter: 'Zebra', slipPrinter: null }),
      tempDir,
      writeFile: async (filePath, bytes, options) => {
        await writeFile(filePath, bytes, options)
        mode = statSync(filePath).mode & 0o777
      },
      removeFile: (filePath) => rm(filePath, { force: true }),
    })
    await printPdf({ bytes: PDF, title: 'Labels', labelSize: '100x50' })
    if (process.platform !== 'win32') expect(mode).toBe(0o600)
  })

  it('keeps the hidden window on the PDF: sandboxed, no preload, no other page, no new windows', async () => {
    const { printPdf, windows } = setUp({ labelPrinter: 'Zebra' })
    await printPdf({ bytes: PDF, title: 'Labels', labelSize: '50x25' })
    const [window] = windows.made
    expect(window.options.show).toBe(false)
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    })
    expect(window.options.webPreferences?.preload).toBeUndefined()
    const elsewhere = { url: 'https://evil.example/', preventDefault: vi.fn() }
    window.guards.get('will-navigate')?.(elsewhere)
    expect(elsewhere.preventDefault).toHaveBeenCalled()
    const itself = { url: window.loaded[0], preventDefault: vi.fn() }
    window.guards.get('will-frame-navigate')?.(itself)
    expect(itself.preventDefault).not.toHaveBeenCalled()
    const viewer = { url: `${PDF_VIEWER_ORIGIN}index.html`, preventDefault: vi.fn() }
    window.guards.get('will-frame-navigate')?.(viewer)
    expect(viewer.preventDefault).not.toHaveBeenCalled()
    const lookalike = {
      url: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai.evil.example/',
      preventDefault: vi.fn(),
    }
    window.guards.get('will-frame-navigate')?.(lookalike)
    expect(lookalike.preventDefault).toHaveBeenCalled()
    const frameElsewhere = { url: 'file:///etc/passwd', preventDefault: vi.fn() }
    window.guards.get('will-frame-navigate')?.(frameElsewhere)
    expect(frameElsewhere.preventDefault).toHaveBeenCalled()
    const viewerAsPage = { url: `${PDF_VIEWER_ORIGIN}index.html`, preventDefault: vi.fn() }
    window.guards.get('will-navigate')?.(viewerAsPage)
    expect(viewerAsPage.preventDefault).toHaveBeenCalled()
    expect(window.openHandler?.()).toEqual({ action: 'deny' })
  })

  it('gives each label size in micrometres', () => {
    expect(labelPageSize('38x25')).toEqual({ width: 38_000, height: 25_000 })
    expect(labelPageSize('100x50')).toEqual({ width: 100_000, height: 50_000 })
  })
})

describe('what the page may send to print', () => {
  it('refuses what is not a PDF, too large, badly titled or of an unknown label size', () => {
    expect(() => checkPrintJob({ bytes: new TextEncoder().encode('<html>'), title: 'x' })).toThrow(/Only PDF/)
    expect(() => checkPrintJob({ bytes: 'JVBERi0=', title: 'x' })).toThrow(/without its bytes/)
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    huge.set(PDF)
    expect(() => checkPrintJob({ bytes: huge, title: 'x' })).toThrow(/5 MB/)
    expect(() => checkPrintJob({ bytes: PDF, title: 'x'.repeat(201) })).toThrow(/title/)
    expect(() => checkPrintJob({ bytes: PDF, title: 'x', labelSize: '60x30' })).toThrow(/label size/)
    expect(checkPrintJob({ bytes: PDF, title: 'Labels', labelSize: '38x25' })).toMatchObject({
      labelSize: '38x25',
    })
  })
})

describe('the printing routes', () => {
  function routes() {
    const queue = createOfflineQueue(createMemoryStore<QueueFile>())
    const preferences = createPreferences(createMemoryStore<Preferences>())
    const printPdf = vi.fn(async () => {})
    const call = createDispatcher(
      createDesktopRoutes({
        settings: createSettings(createMemoryStore({ serverUrl: 'https://lab.example.com' })),
        queue,
        sync: createSyncLoop({
          queue,
          checkServer: async () => false,
          send: async () => ({}),
          onChange: () => {},
        }),
        openExternal: () => {},
        pickFiles: async () => ({ files: [], rejected: [] }),
        printing: {
          preferences,
          listPrinters: async () => [
            { name: 'Zebra_GK420t', displayName: 'Zebra GK420t', description: 'USB' },
            { name: 'EPSON_TM_T82', displayName: 'EPSON TM-T82', description: 'Receipt' },
          ],
          printPdf,
        },
      }),
    )
    return { call, preferences, printPdf }
  }

  it('lists the printers and keeps the ones chosen, with the label size', async () => {
    const { call, preferences } = routes()
    expect(await call('printers:list', {})).toMatchObject({
      ok: true,
      data: {
        printers: [{ name: 'Zebra_GK420t' }, { name: 'EPSON_TM_T82' }],
        labelPrinter: null,
      },
    })
    const answer = await call('preferences:set-printer', { labelPrinter: 'Zebra_GK420t', labelSize: '38x25' })
    expect(answer).toMatchObject({
      ok: true,
      data: { labelPrinter: 'Zebra_GK420t', slipPrinter: null, labelSize: '38x25' },
    })
    expect(preferences.get()).toMatchObject({ labelPrinter: 'Zebra_GK420t', labelSize: '38x25' })
  })

  it('refuses a printer this computer does not have, and an unknown label size', async () => {
    const { call, preferences } = routes()
    expect(await call('preferences:set-printer', { slipPrinter: 'Nowhere' })).toMatchObject({ ok: false })
    expect(await call('preferences:set-printer', { labelSize: '60x30' })).toMatchObject({ ok: false })
    expect(preferences.get()).toMatchObject({ slipPrinter: null, labelSize: '50x25' })
  })

  it('prints a PDF sent by the page, and refuses anything else before it reaches the printer', async () => {
    const { call, printPdf } = routes()
    expect(await call('print:pdf', { bytes: PDF, title: 'Labels', labelSize: '50x25' })).toEqual({
      ok: true,
      data: null,
    })
    expect(printPdf).toHaveBeenCalledWith({ bytes: PDF, title: 'Labels', labelSize: '50x25' })
    printPdf.mockClear()
    const notPdf = await call('print:pdf', { bytes: new TextEncoder().encode('MZ\x90\x00'), title: 'x' })
    expect(notPdf).toMatchObject({ ok: false, error: expect.stringMatching(/Only PDF/) })
    expect(await call('print:pdf', { bytes: PDF, title: 'x'.repeat(201) })).toMatchObject({ ok: false })
    expect(printPdf).not.toHaveBeenCalled()
  })

  it('answers only the console’s own window: a PDF from any other page is refused unprinted', async () => {
    const queue = createOfflineQueue(createMemoryStore<QueueFile>())
    const printPdf = vi.fn(async () => {})
    let handler: ((event: IpcMainInvokeEvent, route: unknown, input: unknown) => Promise<unknown>) | null =
      null
    const consoleWindow = { id: 1 }
    registerIpc(
      { handle: (_channel: string, listener: typeof handler) => (handler = listener) } as never as Pick<
        IpcMain,
        'handle'
      >,
      {
        handlers: createDesktopRoutes({
          settings: createSettings(createMemoryStore({ serverUrl: 'https://lab.example.com' })),
          queue,
          sync: createSyncLoop({
            queue,
            checkServer: async () => false,
            send: async () => ({}),
            onChange: () => {},
          }),
          openExternal: () => {},
          pickFiles: async () => ({ files: [], rejected: [] }),
          printing: {
            preferences: createPreferences(createMemoryStore<Preferences>()),
            listPrinters: async () => [],
            printPdf,
          },
        }),
        appUrl: APP_URL,
        isKnownWindow: (sender) => sender === (consoleWindow as unknown),
      },
    )
    const from = (url: string, sender: unknown) =>
      handler?.({ senderFrame: { url }, sender } as unknown as IpcMainInvokeEvent, 'print:pdf', {
        bytes: PDF,
        title: 'Labels',
      })
    expect(await from('https://evil.example/', consoleWindow)).toEqual({ ok: false, error: UNTRUSTED_SENDER })
    expect(await from(APP_URL, { id: 2 })).toEqual({ ok: false, error: UNTRUSTED_SENDER })
    expect(printPdf).not.toHaveBeenCalled()
    expect(await from(APP_URL, consoleWindow)).toEqual({ ok: true, data: null })
    expect(printPdf).toHaveBeenCalledTimes(1)
  })
})
