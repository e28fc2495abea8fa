import type { AdminWrite, LabelSize } from '@labsite/shared'
import type { UploadTransport } from '../../lib/api-client'

export type { AdminWrite }

export type AdminWriteResult = { status: 'sent'; data: unknown } | { status: 'queued' }

export interface EditQueue {
  /**
   * Sends the write. The web platform sends it at once and throws on failure; the desktop keeps
   * writes that failed for network reasons in a durable queue and answers `queued`.
   */
  send(write: AdminWrite, token: string): Promise<AdminWriteResult>
  /** Writes waiting to be sent (always 0 on the web). */
  pendingCount(): number
  /**
   * The server's reference of a walk-in registered offline under `localReference` (`LOCAL-…`), once
   * the queue has sent it; undefined while it waits. Only the desktop queues, so only it has one.
   */
  serverReferenceOf?(localReference: string): string | undefined
  subscribe(listener: () => void): () => void
}

/** An upload kept in the desktop's queue: waiting for the server, or refused by it (its message). */
export interface QueuedUploadRow {
  id: string
  name: string
  state: 'waiting' | 'failed'
  message?: string
}

/**
 * Uploads made while the server cannot be reached, kept with their file in the desktop's edit queue
 * and sent once (under their own Idempotency-Key) when it answers again.
 */
export interface OfflineUploads {
  /** The last check found the server unreachable or not answering: keep at once, do not wait. */
  serverUnreachable(): boolean
  /** Keeps `file` for a POST to `path` (the form's `file` field); `label` is what the queue shows. */
  keep(file: File, upload: { path: string; label: string }): Promise<void>
  /** The signed-in person's kept uploads to `path`, oldest first (changes are announced by editQueue.subscribe). */
  list(path: string): QueuedUploadRow[]
  /** Drops a kept upload (e.g. one the server refused). */
  discard(id: string): Promise<void>
}

/** How a PDF is printed: the job's name, and the label size when it is a sheet of sample labels. */
export interface PrintPdfOptions {
  title: string
  /** `50x25` and the like (mm): a label printer's page; absent for ordinary paper. */
  labelSize?: LabelSize
}

/** Sample labels to draw without the server: whose tubes, under which reference. */
export interface LabelsToDraw {
  /** The reference the desk has (`LOCAL-…` for a walk-in the server has not booked yet). */
  reference: string
  /** The day on the labels (YYYY-MM-DD). */
  date: string
  size: LabelSize
  /** Labels for each person. */
  tubes: number
  people: { patient: string; ageSex: string; tests: string[] }[]
}

/** What the admin package needs from the platform it runs on (browser or desktop console). */
export interface PlatformServices {
  kind: 'web' | 'desktop'
  /** Absolute or root-relative base of the API, without a trailing slash, e.g. `/api`. */
  apiBaseUrl: string
  /** How long the admin's requests wait for an answer (the API client's default when absent). */
  requestTimeoutMs?: number
  /**
   * Sends uploads and measures them where the slow part is: the console's page hands the file to
   * main at once, so it follows main's relay to the server. Absent: the browser's XMLHttpRequest.
   */
  uploadTransport?: UploadTransport
  /** Lets staff choose files (a hidden file input on the web, a native dialog on the desktop). */
  pickFiles(options: { accept: 'image' | 'image-or-pdf' | 'pdf'; multiple?: boolean }): Promise<File[]>
  editQueue: EditQueue
  /**
   * Keeps an image that could not be uploaded (no answer from the server) for later and answers
   * the address to show and save it under; the queue uploads it before the write naming it.
   * Only the desktop has one.
   */
  keepImageOffline?(file: File): Promise<string>
  /** Uploads kept for later (the Media tab's "Add pictures"). Only the desktop has them. */
  offlineUploads?: OfflineUploads
  /**
   * Prints a PDF (sample labels). The web shows the browser's print dialog; the desktop may print
   * silently to the printer chosen in its preferences. Absent: the admin uses the browser's dialog.
   */
  printPdf?(bytes: Uint8Array, options: PrintPdfOptions): Promise<void>
  /**
   * Draws sample labels itself, for a walk-in registered while the server is down (the server's
   * labels need its booking). Answers the PDF and the reference on it: the server's once the queue
   * has booked the walk-in. Only the desktop has one.
   */
  drawLabels?(labels: LabelsToDraw): Promise<{ reference: string; bytes: Uint8Array }>
  /**
   * The labels loaded in the label printer, as the console's preferences say: the labels dialog
   * starts with it. Absent on the web, where the desk's last choice is remembered in the browser.
   */
  preferredLabelSize?(): Promise<LabelSize>
  /** Opens a link outside the app (only http and https). */
  openExternal(url: string): void
}
