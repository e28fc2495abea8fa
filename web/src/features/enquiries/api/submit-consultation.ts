import type { Consultation, ConsultationFields } from '@labsite/shared'
import { ApiError, toApiError } from '../../../lib/api-client'

export type ConsultationSubmission = ConsultationFields & { files: File[] }

type SubmitOptions = {
  idempotencyKey: string
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
}

/** Uploads can be large on a slow connection; the JSON calls' 30 s would cut them off. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000

function messageOf(body: unknown, status: number): string {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : `Request failed with status ${status}`
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * POST /api/consult/consultation as multipart. XMLHttpRequest rather than ky: ky reports upload
 * progress by streaming the body, which Chromium allows only over HTTP/2, and this server speaks
 * HTTP/1.1.
 */
export function submitConsultation(
  submission: ConsultationSubmission,
  { idempotencyKey, onProgress }: SubmitOptions,
): Promise<Consultation> {
  const body = new FormData()
  for (const field of ['name', 'email', 'address', 'phone', 'description'] as const) {
    body.append(field, submission[field])
  }
  for (const file of submission.files) body.append('files', file, file.name)

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/consult/consultation')
    request.timeout = UPLOAD_TIMEOUT_MS
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('idempotency-key', idempotencyKey)
    const token = localStorage.getItem('token')
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const answer = parse(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1)
        resolve(answer as Consultation)
      } else {
        reject(new ApiError(request.status, messageOf(answer, request.status), answer))
      }
    }
    const failNetwork = () => reject(toApiError(new TypeError('Network request failed')))
    request.onerror = failNetwork
    request.ontimeout = failNetwork
    request.onabort = failNetwork
    request.send(body)
  })
}
