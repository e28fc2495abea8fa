import type { PreviewLink, PreviewResource } from '@labsite/shared'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { useAdminClient } from '../../api/admin-client'
import { usePlatform } from '../../platform/PlatformProvider'
import { showAdminToast } from '../admin-toast'

/**
 * "Preview": asks the server for a signed link to the page as it will look (drafts included), opens
 * it outside the admin (a new tab, or the desktop's browser) and keeps it to show, so it can be copied
 * to a phone. A failure shows the server's message.
 */
export function usePreviewLink(resource: PreviewResource, id?: string) {
  const client = useAdminClient()
  const { openExternal } = usePlatform()
  const [link, setLink] = useState<PreviewLink | null>(null)
  const [busy, setBusy] = useState(false)

  async function open() {
    setBusy(true)
    try {
      const created = await client.post('admin/preview-links', { json: { resource, id } }).json<PreviewLink>()
      setLink(created)
      openExternal(created.url)
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The preview link could not be made.'
      showAdminToast({ title: 'No preview', message, color: 'red' })
    } finally {
      setBusy(false)
    }
  }
  return { link, busy, open }
}
