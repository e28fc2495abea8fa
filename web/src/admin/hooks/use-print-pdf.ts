import { usePlatform } from '../platform/PlatformProvider'
import type { PlatformServices } from '../platform/platform-services'
import { printPdfInBrowser } from '../platform/print-pdf-in-browser'

/** The platform's way of printing a PDF, or the browser's print dialog on a platform without one. */
export function usePrintPdf(): NonNullable<PlatformServices['printPdf']> {
  const { printPdf } = usePlatform()
  return printPdf ?? printPdfInBrowser
}
