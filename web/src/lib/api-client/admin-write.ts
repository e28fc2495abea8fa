import type { AdminWrite } from '@labsite/shared'
import type { KyInstance } from 'ky'

/**
 * Sends one AdminWrite through `client` with the staff token, If-Match and Idempotency-Key as the API
 * expects; answers the parsed JSON body (null when empty). Throws ApiError when refused and
 * NetworkError when no answer came (the desktop queues those).
 */
export async function sendAdminWrite(client: KyInstance, write: AdminWrite, token: string): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (write.ifMatch !== undefined) headers['if-match'] = `"${write.ifMatch}"`
  if (write.idempotencyKey) headers['idempotency-key'] = write.idempotencyKey
  const response = await client(write.path, { method: write.method, json: write.json, headers })
  const text = await response.text()
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}
