import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isOneOf, LABEL_SIZES, type LabelSize } from '@labsite/shared'
import type { BrowserWindowConstructorOptions, WebContentsPrintOptions } from 'electron'

/** The largest PDF the page may hand main to print (a sheet of labels or a slip is a few kB). */
export const MAX_PRINT_BYTES = 5 * 1024 * 1024
export const MAX_PRINT_TITLE = 200

/** A label size (`50x25`, mm) as Electron's page size, which is in micrometres. */
export function labelPageSize(size: LabelSize): { width: number; height: number } {
  const [width, height] = size.split('x').map((mm) => Number(mm) * 1000)
  return { width, height }
}

export interface PrintJob {
  bytes: Uint8Array
  title: string
  labelSize?: LabelSize
}

/**
 * Checks what the page sent before anything touches the disk: the route's schema cannot see inside
 * the bytes, so size and the PDF signature are checked here (main prints nothing else).
 */
export function checkPrintJob(input: { bytes: unknown; title: unknown; labelSize?: unknown }): PrintJob {
  const { bytes, title, labelSize } = input
  if (!(bytes instanceof Uint8Array)) throw new Error('The document arrived without its bytes.')
  if (bytes.byteLength > MAX_PRINT_BYTES) throw new Error('The document is larger than 5 MB.')
  // Read without Buffer: the renderer's stand-in bridge runs this check in a browser too.
  const signature = String.fromCharCode(...bytes.subarray(0, 5))
  if (signature !== '%PDF-') throw new Error('Only PDF documents can be printed.')
  if (typeof title !== 'string' || title.length === 0 || title.length > MAX_PRINT_TITLE)
    throw new Error(`The print job needs a title of at most ${MAX_PRINT_TITLE} characters.`)
  if (labelSize !== undefined && !isOneOf(LABEL_SIZES, labelSize))
    throw new Error(`The label size must be one of ${LABEL_SIZES.join(', ')}.`)
  return { bytes, title, labelSize }
}

/** The part of a BrowserWindow the printer uses (a stand-in in tests). */
export interface PrintWindow {
  loadURL(url: string): Promise<void>
  destroy(): void
  isDestroyed(): boolean
  webContents: {
    print(options: WebContentsPrintOptions, callback: (success: boolean, failureReason: string) => void): void
    on(
      event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
      listener: (event: { url: string; preventDefault(): void }) => void,
    ): unknown
    setWindowOpenHandler(handler: () => { action: 'deny' }): void
  }
}

export interface PdfPrinterDeps {
  /** `new BrowserWindow(options)` in the app. */
  createWindow(options: BrowserWindowConstructorOptions): PrintWindow
  /** Which printers staff chose in the preferences (null: none chosen, the system dialog asks). */
  printers(): { labelPrinter: string | null; slipPrinter: string | null }
  /** Where the PDF waits while it prints (the system's temp folder in the app). */
  tempDir: string
  writeFile(filePath: string, bytes: Uint8Array, options: { mode: number; flag: 'wx' }): Promise<void>
  removeFile(filePath: string): Promise<void>
}

/**
 * A hidden window that shows only the PDF: sandboxed, no preload (nothing of the console's bridge),
 * and unable to go anywhere else. `plugins` turns on Chromium's built-in PDF viewer, which prints it.
 */
export function printWindowOptions(title: string): BrowserWindowConstructorOptions {
  return {
    title,
    show: false,
    webPreferences: {
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      plugins: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    },
  }
}

/** Chromium's built-in PDF viewer (an extension with a fixed id, the same in Electron as in Chrome). */
export const PDF_VIEWER_ORIGIN = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'

/** A page of the PDF viewer: the parsed scheme and host compared, not a prefix of the text. */
function isPdfViewerUrl(url: string): boolean {
  try {
    const target = new URL(url)
    const viewer = new URL(PDF_VIEWER_ORIGIN)
    return target.protocol === viewer.protocol && target.host === viewer.host && target.username === ''
  } catch {
    return false
  }
}

/** The failure reason Electron gives when staff close the print dialog: not an error. */
const CANCELLED = 'cancelled'

/**
 * Prints a PDF from the page: sample labels silently to the label printer at the label's size,
 * anything else silently to the slip printer; with no printer chosen, the system's print dialog.
 * The PDF is written readable only by this user and removed afterwards, whatever happened.
 */
export function createPdfPrinter(deps: PdfPrinterDeps) {
  return async function printPdf(job: PrintJob): Promise<void> {
    const { labelPrinter, slipPrinter } = deps.printers()
    const deviceName = job.labelSize ? labelPrinter : slipPrinter
    const options: WebContentsPrintOptions = deviceName
      ? {
          silent: true,
          deviceName,
          printBackground: true,
          ...(job.labelSize && {
            pageSize: labelPageSize(job.labelSize),
            margins: { marginType: 'none' as const },
          }),
        }
      : { silent: false, printBackground: true }

    const filePath = path.join(deps.tempDir, `labsite-print-${randomUUID()}.pdf`)
    const fileUrl = pathToFileURL(filePath).href
    let window: PrintWindow | null = null
    try {
      await deps.writeFile(filePath, job.bytes, { mode: 0o600, flag: 'wx' })
      window = deps.createWindow(printWindowOptions(job.title))
      // Only the PDF itself: the window may not be led to any other page, nor open windows. Its
      // frames may also show Chromium's PDF viewer, which is what draws (and prints) the PDF.
      const onlyThePdf = (event: { url: string; preventDefault(): void }) => {
        if (event.url !== fileUrl) event.preventDefault()
      }
      const onlyThePdfOrItsViewer = (event: { url: string; preventDefault(): void }) => {
        if (event.url !== fileUrl && !isPdfViewerUrl(event.url)) event.preventDefault()
      }
      window.webContents.on('will-navigate', onlyThePdf)
      window.webContents.on('will-frame-navigate', onlyThePdfOrItsViewer)
      window.webContents.on('will-redirect', onlyThePdf)
      window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }))
      await window.loadURL(fileUrl)
      const printing = window
      await new Promise<void>((resolve, reject) =>
        printing.webContents.print(options, (success, failureReason) => {
          if (success || failureReason === CANCELLED) resolve()
          else
            reject(
              new Error(
                `Printing "${job.title}" failed${deviceName ? ` on ${deviceName}` : ''}: ${failureReason || 'no reason given'}.`,
              ),
            )
        }),
      )
    } finally {
      if (window && !window.isDestroyed()) window.destroy()
      await deps.removeFile(filePath).catch(() => {})
    }
  }
}
