import { afterEach, describe, expect, it, vi } from 'vitest'
import { printPdfInBrowser } from './print-pdf-in-browser'

afterEach(() => vi.restoreAllMocks())

describe("the browser's PDF printing", () => {
  it('loads the PDF in a hidden frame, prints that frame alone and removes it once printed', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:labels'), revokeObjectURL: vi.fn() })
    const printing = printPdfInBrowser(new Uint8Array([37, 80, 68, 70]), {
      title: 'Labels AAR-1',
      labelSize: '50x25',
    })

    const frame = document.querySelector('iframe[title="Labels AAR-1"]') as HTMLIFrameElement
    expect(frame.getAttribute('src')).toBe('blob:labels')
    expect(frame.style.visibility).toBe('hidden')
    const view = frame.contentWindow as Window
    vi.spyOn(view, 'focus').mockImplementation(() => {})
    const print = vi.spyOn(view, 'print').mockImplementation(() => {})
    frame.dispatchEvent(new Event('load'))
    await printing

    expect(print).toHaveBeenCalledTimes(1)
    view.dispatchEvent(new Event('afterprint'))
    expect(document.querySelector('iframe')).toBeNull()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:labels')
  })
})
