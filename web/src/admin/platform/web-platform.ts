import { SITE_IMAGE_ACCEPT } from '@labsite/shared'
import { createApiClient, sendAdminWrite } from '../../lib/api-client'
import type { PlatformServices } from './platform-services'
import { printPdfInBrowser } from './print-pdf-in-browser'

const WEB_API_BASE = '/api'
/** Writes carry the token they are handed (the staff member's), so this client keeps none itself. */
const writeClient = createApiClient({ prefixUrl: WEB_API_BASE })

const ACCEPT_ATTRIBUTE = {
  image: SITE_IMAGE_ACCEPT,
  'image-or-pdf': `${SITE_IMAGE_ACCEPT},application/pdf`,
  pdf: 'application/pdf',
} as const

function pickWithInput(accept: string, multiple: boolean): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.multiple = multiple
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])), { once: true })
    input.addEventListener('cancel', () => resolve([]), { once: true })
    input.click()
  })
}

/** The browser's platform: a file input for picking, writes sent at once (no offline queue). */
export const webPlatform: PlatformServices = {
  kind: 'web',
  apiBaseUrl: WEB_API_BASE,
  pickFiles: ({ accept, multiple = false }) => pickWithInput(ACCEPT_ATTRIBUTE[accept], multiple),
  editQueue: {
    send: async (write, token) => ({ status: 'sent', data: await sendAdminWrite(writeClient, write, token) }),
    pendingCount: () => 0,
    subscribe: () => () => {},
  },
  printPdf: printPdfInBrowser,
  openExternal: (url) => {
    const parsed = new URL(url, window.location.href)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      window.open(parsed.href, '_blank', 'noopener')
  },
}
