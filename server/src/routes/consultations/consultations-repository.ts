import type { Consultation, ConsultationFields, ConsultationStatus } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/enquiry-repository'
import { type RowMeta, recordMeta } from '../../lib/records'

export interface ConsultationRow extends RowMeta, ConsultationFields {
  status: ConsultationStatus
  notes: string
}

export interface ConsultationFileRow {
  id: string
  consultation_id: string
  original_name: string
  stored_name: string
  mime_type: string
  size: number
  created_at: Date | string
}

export type NewConsultationFile = Pick<
  ConsultationFileRow,
  'original_name' | 'stored_name' | 'mime_type' | 'size'
>

const SEARCH_COLUMNS = ['name', 'email', 'phone', 'description'] as const

export function toConsultation(row: ConsultationRow, files: readonly ConsultationFileRow[]): Consultation {
  const meta = recordMeta(row)
  return {
    ...meta,
    name: row.name,
    email: row.email,
    address: row.address,
    phone: row.phone,
    description: row.description,
    files: files.map((file) => ({
      id: file.id,
      name: file.original_name,
      type: file.mime_type,
      size: file.size,
    })),
    status: row.status,
    notes: row.notes,
    submittedAt: meta.createdAt,
  }
}

/** Booking enquiries and their private files' rows (the bytes live in the private file store). */
export function createConsultationsRepository(knex: Knex) {
  const files = (trx?: Knex.Transaction) => (trx ?? knex)<ConsultationFileRow>('consultation_files')

  async function withFiles(rows: ConsultationRow[], trx?: Knex.Transaction): Promise<Consultation[]> {
    if (rows.length === 0) return []
    const fileRows = await files(trx)
      .whereIn(
        'consultation_id',
        rows.map((row) => row.id),
      )
      .orderBy([{ column: 'created_at' }, { column: 'original_name' }, { column: 'id' }])
    const byConsultation = new Map<string, ConsultationFileRow[]>()
    for (const file of fileRows) {
      byConsultation.set(file.consultation_id, [...(byConsultation.get(file.consultation_id) ?? []), file])
    }
    return rows.map((row) => toConsultation(row, byConsultation.get(row.id) ?? []))
  }

  const { rows: consultations, ...enquiries } = createEnquiryRepository<ConsultationRow, Consultation>(knex, {
    table: 'consultations',
    searchColumns: SEARCH_COLUMNS,
    toRecords: withFiles,
  })

  return {
    ...enquiries,

    /** The enquiry and all its file rows, in the caller's transaction: stored together or not at all. */
    async insert(
      fields: ConsultationFields,
      newFiles: readonly NewConsultationFile[],
      trx: Knex.Transaction,
    ): Promise<Consultation> {
      const [row] = await consultations(trx)
        .insert({
          name: fields.name,
          email: fields.email,
          address: fields.address,
          phone: fields.phone,
          description: fields.description,
        })
        .returning('*')
      const fileRows =
        newFiles.length === 0
          ? []
          : await files(trx)
              .insert(newFiles.map((file) => ({ ...file, consultation_id: row.id })))
              .returning('*')
      return toConsultation(row as ConsultationRow, fileRows as ConsultationFileRow[])
    },

    /** Deletes the enquiry (its file rows cascade) and answers the stored names of its files. */
    async delete(id: string, trx: Knex.Transaction): Promise<string[]> {
      const stored = await files(trx).where({ consultation_id: id }).pluck('stored_name')
      await consultations(trx).where({ id }).delete()
      return stored
    },

    async findFile(consultationId: string, fileId: string): Promise<ConsultationFileRow | null> {
      return (await files().where({ id: fileId, consultation_id: consultationId }).first()) ?? null
    },
  }
}

export type ConsultationsRepository = ReturnType<typeof createConsultationsRepository>
