import type { PlatformServices } from './platform-services'
import { sendAdminWrite } from './send-admin-write'

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
  apiBaseUrl: '/api',
  pickFiles: ({ accept, multiple = false }) =>
    pickWithInput(accept === 'image' ? 'image/*' : 'image/*,application/pdf', multiple),
  editQueue: {
    send: async (write, token) => ({ status: 'sent', data: await sendAdminWrite('/api', write, token) }),
    pendingCount: () => 0,
    subscribe: () => () => {},
  },
  openExternal: (url) => {
    const parsed = new URL(url, window.location.href)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      window.open(parsed.href, '_blank', 'noopener')
  },
}
