import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { TestRunner } from 'vitest'

const run = promisify(execFile)

const installed = new Map<string, Promise<boolean>>()

/**
 * Reading a PDF as text or pixels needs Debian's poppler-utils (pdftotext, pdftoppm). Without it the
 * test that asks is skipped, with a notice naming the package, rather than failing: `npm test` runs
 * without poppler and says which checks it could not make.
 */
async function needTool(name: string): Promise<void> {
  if (!installed.has(name)) installed.set(name, hasTool(name))
  if (await installed.get(name)) return
  const note = `${name} is not installed (apt-get install poppler-utils): this test's PDF checks are skipped`
  const test = TestRunner.getCurrentTest()
  if (!test) throw new Error(note)
  console.warn(`[skipped] ${test.name}: ${note}`)
  test.context.skip(note)
}

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
export async function pdfText(bytes: Uint8Array): Promise<string> {
  await needTool('pdftotext')
  return withPdfFile(bytes, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout)
}

/** One page of a PDF rendered to PNG by poppler's pdftoppm, as a printer driver would rasterise it. */
export async function pdfPagePng(bytes: Uint8Array, page: number, dpi: number): Promise<Buffer> {
  await needTool('pdftoppm')
  return withPdfFile(bytes, async (file, folder) => {
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
}

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
