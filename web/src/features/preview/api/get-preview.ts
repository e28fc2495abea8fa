import type { PreviewAnswer } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { createApiClient } from '../../../lib/api-client'

/**
 * The link is the only key a preview needs: it is asked for without the visitor's token, so the 401
 * of a link that is not valid never ends the session of whoever opened it.
 */
const previewClient = createApiClient({ prefixUrl: '/api' })

/** What a preview link shows (GET /api/preview?token=…): never cached, never retried (401/410 are final). */
export const getPreview = (token: string) =>
  previewClient.get('preview', { searchParams: { token } }).json<PreviewAnswer>()

export const usePreview = (token: string) =>
  useQuery({
    queryKey: ['preview', token],
    queryFn: () => getPreview(token),
    enabled: token !== '',
    staleTime: 0,
  })
