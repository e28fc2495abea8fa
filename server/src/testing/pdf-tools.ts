import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Runs `work` with the PDF's bytes written to a temporary file, which is removed afterwards. */
async function withPdfFile<T>(
  bytes: Uint8Array,
  work: (file: string, folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'labsite-pdf-'))
  try {
    const file = path.join(folder, 'document.pdf')
    await writeFile(file, bytes)
    return await work(file, folder)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The text a reader sees in a PDF, as poppler's pdftotext extracts it (reading order, one page after another). */
export const pdfText = (bytes: Uint8Array): Promise<string> =>
  withPdfFile(bytes, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout)

/** One page of a PDF rendered to PNG by poppler's pdftoppm, as a printer driver would rasterise it. */
export const pdfPagePng = (bytes: Uint8Array, page: number, dpi: number): Promise<Buffer> =>
  withPdfFile(bytes, async (file, folder) => {
    const out = path.join(folder, 'page')
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ])
    return readFile(`${out}.png`)
  })

/** Whether a command-line tool is installed (tests that need one say why they skip without it). */
export async function hasTool(name: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${name}`])
    return true
  } catch {
    return false
  }
}

/** The barcodes Debian's zbarimg reads in a PNG: their decoded texts. */
export const decodeBarcodes = async (png: Buffer): Promise<string[]> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'labsite-zbar-'))
  try {
    const file = path.join(folder, 'label.png')
    await writeFile(file, png)
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file]).catch((error) => {
      // zbarimg exits 4 when it finds no barcode: that is an answer (none), not a failure to run.
      if (error.code === 4) return { stdout: '' }
      throw error
    })
    return stdout.split('\n').filter(Boolean)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
