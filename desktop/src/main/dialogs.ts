import path from 'node:path'
import { MAX_UPLOAD_BYTES, SITE_IMAGE_TYPES, SITE_IMAGE_WRONG_TYPE } from '@labsite/shared'
import type { OpenDialogOptions } from 'electron'
import type { PickResult, RouteInput } from '../shared/ipc-contract'

/** Extension → MIME type of every type in `types` (MIME type → extensions, as shared lists them). */
const byExtension = (types: Record<string, readonly string[]>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(types).flatMap(([mime, extensions]) => extensions.map((ext) => [ext, mime])),
  )

/** The file types the server accepts (it checks the bytes again; this only keeps the dialog honest). */
const IMAGE_TYPES = byExtension(SITE_IMAGE_TYPES)
const PDF_TYPES = byExtension({ 'application/pdf': ['pdf'] })

export interface FilePickerDeps {
  /** Electron's dialog.showOpenDialog, already bound to the console window. */
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>
  stat(filePath: string): Promise<{ size: number; isFile(): boolean }>
  readFile(filePath: string): Promise<Uint8Array>
  maxBytes?: number
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/**
 * The native file picker: the dialog filtered to images (or images and PDFs), then each chosen
 * file's bytes. Files over the upload limit, or of another type (the dialog's "All files" lets
 * them through on some systems), are refused with a reason instead of being sent to the server.
 */
export function createFilePicker(deps: FilePickerDeps) {
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES
  return async ({ accept, multiple = false }: RouteInput<'files:pick'>): Promise<PickResult> => {
    const types = accept === 'image' ? IMAGE_TYPES : { ...IMAGE_TYPES, ...PDF_TYPES }
    const filters =
      accept === 'image'
        ? [{ name: 'Images', extensions: Object.keys(IMAGE_TYPES) }]
        : [
            { name: 'Images and PDF documents', extensions: Object.keys(types) },
            { name: 'PDF documents', extensions: Object.keys(PDF_TYPES) },
          ]
    const answer = await deps.showOpenDialog({
      title: accept === 'image' ? 'Choose an image' : 'Choose an image or PDF',
      properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
      filters,
    })
    const result: PickResult = { files: [], rejected: [] }
    if (answer.canceled) return result

    for (const filePath of multiple ? answer.filePaths : answer.filePaths.slice(0, 1)) {
      const name = path.basename(filePath)
      const type = types[path.extname(filePath).slice(1).toLowerCase()]
      if (!type) {
        result.rejected.push({
          name,
          reason:
            accept === 'image'
              ? `${SITE_IMAGE_WRONG_TYPE}.`
              : 'Only images or PDF documents can be uploaded.',
        })
        continue
      }
      const info = await deps.stat(filePath)
      if (!info.isFile()) {
        result.rejected.push({ name, reason: 'This is not a file.' })
        continue
      }
      const tooLarge = { name, reason: `The file is larger than ${megabytes(maxBytes)}.` }
      if (info.size > maxBytes) {
        result.rejected.push(tooLarge)
        continue
      }
      const bytes = await deps.readFile(filePath)
      // The file may have grown between the size check and the read.
      if (bytes.byteLength > maxBytes) result.rejected.push(tooLarge)
      else result.files.push({ name, type, bytes })
    }
    return result
  }
}
