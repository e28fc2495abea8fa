import type { Service } from '@labsite/shared'
import type { Knex } from 'knex'
import { type RowMeta, recordMeta } from '../../lib/records'

export interface ServiceRow extends RowMeta {
  title: string
  description: string
  detailed_description: string
  category: string
  price: string
  duration: string
  rating: number
  patients: number
  is_popular: boolean
  image: string
  image_alt: string
  features: string[]
  requirements: string[]
  additional_images: string[]
  tests_count: number
}

export function toService(row: ServiceRow): Service {
  return {
    ...recordMeta(row),
    title: row.title,
    description: row.description,
    detailedDescription: row.detailed_description,
    category: row.category,
    price: row.price,
    duration: row.duration,
    rating: Number(row.rating),
    patients: row.patients,
    isPopular: row.is_popular,
    image: row.image,
    imageAlt: row.image_alt,
    features: row.features,
    requirements: row.requirements,
    additionalImages: row.additional_images,
    testsCount: row.tests_count,
  }
}

/** Services in catalogue order: the order they were added (the first six are the hero packages). */
export function createServicesRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<ServiceRow>('services')
  return {
    async list(trx?: Knex.Transaction): Promise<Service[]> {
      const rows = await table(trx)
        .select('*')
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
      return rows.map(toService)
    },
    async findById(id: string, trx?: Knex.Transaction): Promise<Service | null> {
      const row = await table(trx).where({ id }).first()
      return row ? toService(row) : null
    },
  }
}
