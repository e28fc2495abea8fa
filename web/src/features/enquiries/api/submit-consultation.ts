import type { Consultation, ConsultationFields } from '@labsite/shared'
import { api, uploadForm } from '../../../lib/api-client'

export type ConsultationSubmission = ConsultationFields & { files: File[] }

type SubmitOptions = {
  idempotencyKey: string
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
}

/** POST /api/consult/consultation as multipart, with upload progress: the fields, then the files. */
export function submitConsultation(
  submission: ConsultationSubmission,
  { idempotencyKey, onProgress }: SubmitOptions,
): Promise<Consultation> {
  const body = new FormData()
  for (const field of ['name', 'email', 'address', 'phone', 'description'] as const) {
    body.append(field, submission[field])
  }
  for (const file of submission.files) body.append('files', file, file.name)
  return uploadForm<Consultation>(api, 'consult/consultation', body, {
    onProgress,
    headers: { 'idempotency-key': idempotencyKey },
  })
}
