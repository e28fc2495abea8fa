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

/** What each kind of pick lets through, and how the dialog and a refusal word it. */
const PICKABLE: Record<
  RouteInput<'files:pick'>['accept'],
  {
    types: Record<string, string>
    filters: { name: string; extensions: string[] }[]
    title: string
    wrongType: string
  }
> = {
  image: {
    types: IMAGE_TYPES,
    filters: [{ name: 'Images', extensions: Object.keys(IMAGE_TYPES) }],
    title: 'Choose an image',
    wrongType: `${SITE_IMAGE_WRONG_TYPE}.`,
  },
  'image-or-pdf': {
    types: { ...IMAGE_TYPES, ...PDF_TYPES },
    filters: [
      { name: 'Images and PDF documents', extensions: Object.keys({ ...IMAGE_TYPES, ...PDF_TYPES }) },
      { name: 'PDF documents', extensions: Object.keys(PDF_TYPES) },
    ],
    title: 'Choose an image or PDF',
    wrongType: 'Only images or PDF documents can be uploaded.',
  },
  pdf: {
    types: PDF_TYPES,
    filters: [{ name: 'PDF documents', extensions: Object.keys(PDF_TYPES) }],
    title: 'Choose the report PDF',
    wrongType: 'Only PDF documents can be uploaded.',
  },
}

export interface FilePickerDeps {
  /** Electron's dialog.showOpenDialog, already bound to the console window. */
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>
  stat(filePath: string): Promise<{ size: number; isFile(): boolean }>
  readFile(filePath: string): Promise<Uint8Array>
  maxBytes?: number
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/**
 * The native file picker: the dialog filtered to images, images and PDFs, or PDFs, then each chosen
 * file's bytes. Files over the upload limit, or of another type (the dialog's "All files" lets
 * them through on some systems), are refused with a reason instead of being sent to the server.
 */
export function createFilePicker(deps: FilePickerDeps) {
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES
  return async ({ accept, multiple = false }: RouteInput<'files:pick'>): Promise<PickResult> => {
    const kind = PICKABLE[accept]
    const answer = await deps.showOpenDialog({
      title: kind.title,
      properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
      filters: kind.filters,
    })
    const result: PickResult = { files: [], rejected: [] }
    if (answer.canceled) return result

    for (const filePath of multiple ? answer.filePaths : answer.filePaths.slice(0, 1)) {
      const name = path.basename(filePath)
      const type = kind.types[path.extname(filePath).slice(1).toLowerCase()]
      if (!type) {
        result.rejected.push({ name, reason: kind.wrongType })
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
