import type { PrintPdfOptions } from './platform-services'

/** How long the hidden frame stays after print() when the browser never says the dialog closed. */
const FRAME_LIFETIME_MS = 60_000

/**
 * Shows the browser's print dialog for a PDF: the bytes go into a hidden iframe (its own document,
 * so the page around it is not printed) and the frame's window prints once the PDF has loaded.
 */
export function printPdfInBrowser(bytes: Uint8Array, { title }: PrintPdfOptions): Promise<void> {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const frame = document.createElement('iframe')
  frame.title = title
  frame.setAttribute('aria-hidden', 'true')
  Object.assign(frame.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    visibility: 'hidden',
  })
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      frame.remove()
      URL.revokeObjectURL(url)
    }
    frame.addEventListener(
      'load',
      () => {
        try {
          const view = frame.contentWindow
          if (!view) throw new Error('The print frame has no window')
          view.addEventListener('afterprint', cleanUp, { once: true })
          view.focus()
          view.print()
          setTimeout(cleanUp, FRAME_LIFETIME_MS)
          resolve()
        } catch (error) {
          cleanUp()
          reject(error)
        }
      },
      { once: true },
    )
    frame.src = url
    document.body.append(frame)
  })
}
