import type { OpenDialogOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { createFilePicker } from './dialogs'

const MB = 1024 * 1024

/** A file system with the given files (path → size) and a dialog that "chooses" `chosen`. */
function picker(files: Record<string, number>, chosen: string[], canceled = false) {
  const dialogs: OpenDialogOptions[] = []
  const pick = createFilePicker({
    showOpenDialog: async (options) => {
      dialogs.push(options)
      return { canceled, filePaths: chosen }
    },
    stat: async (filePath) => ({ size: files[filePath], isFile: () => filePath in files }),
    readFile: async (filePath) => new Uint8Array(files[filePath]).fill(7),
  })
  return { pick, dialogs }
}

describe('the native file picker', () => {
  it('offers images only, or images and PDFs, and returns the chosen file’s bytes', async () => {
    const { pick, dialogs } = picker({ '/home/desk/scan.PNG': 1200 }, ['/home/desk/scan.PNG'])
    const result = await pick({ accept: 'image' })
    expect(dialogs[0].filters).toEqual([
      { name: 'Images', extensions: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'] },
    ])
    expect(dialogs[0].properties).toEqual(['openFile'])
    expect(result.rejected).toEqual([])
    expect(result.files).toHaveLength(1)
    expect(result.files[0]).toMatchObject({ name: 'scan.PNG', type: 'image/png' })
    expect(result.files[0].bytes.byteLength).toBe(1200)

    await pick({ accept: 'image-or-pdf', multiple: true })
    expect(dialogs[1].filters?.[0].extensions).toContain('pdf')
    expect(dialogs[1].properties).toEqual(['openFile', 'multiSelections'])
  })

  it('refuses a file over 10 MB and keeps the others', async () => {
    const { pick } = picker({ '/d/big.jpg': 10 * MB + 1, '/d/ok.pdf': 10 * MB }, ['/d/big.jpg', '/d/ok.pdf'])
    const result = await pick({ accept: 'image-or-pdf', multiple: true })
    expect(result.rejected).toEqual([{ name: 'big.jpg', reason: 'The file is larger than 10 MB.' }])
    expect(result.files.map((file) => [file.name, file.type])).toEqual([['ok.pdf', 'application/pdf']])
  })

  it('refuses a file of another type chosen through "All files"', async () => {
    const { pick } = picker({ '/d/report.pdf': 10, '/d/setup.exe': 10 }, ['/d/report.pdf', '/d/setup.exe'])
    const result = await pick({ accept: 'image', multiple: true })
    expect(result.files).toEqual([])
    expect(result.rejected.map((file) => file.name)).toEqual(['report.pdf', 'setup.exe'])
  })

  it('offers only PDFs for a report, and refuses a picture chosen through "All files"', async () => {
    const { pick, dialogs } = picker({ '/d/report.PDF': 10, '/d/photo.jpg': 10 }, [
      '/d/report.PDF',
      '/d/photo.jpg',
    ])
    const result = await pick({ accept: 'pdf', multiple: true })
    expect(dialogs[0].filters).toEqual([{ name: 'PDF documents', extensions: ['pdf'] }])
    expect(dialogs[0].title).toBe('Choose the report PDF')
    expect(result.files.map((file) => [file.name, file.type])).toEqual([['report.PDF', 'application/pdf']])
    expect(result.rejected).toEqual([{ name: 'photo.jpg', reason: 'Only PDF documents can be uploaded.' }])
  })

  it('answers nothing when the dialog is cancelled', async () => {
    const { pick } = picker({}, [], true)
    expect(await pick({ accept: 'image' })).toEqual({ files: [], rejected: [] })
  })
})
