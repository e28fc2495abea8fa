import { cp } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import { restrictTree } from '../lib/file-modes'
import { serverRoot } from '../server-paths'
import {
  defaultDocuments,
  demoBackgroundImages,
  demoBlogPosts,
  demoBloodTests,
  demoFaqs,
  demoMenuItems,
  demoOffers,
  demoServices,
  demoSliderImages,
  demoTestimonials,
  demoThyroidPackages,
} from './demo-content'

const demoAssetsDir = path.join(serverRoot, 'assets', 'demo')

/** Singleton documents with spec §3 defaults; added when missing, never overwritten. */
export async function ensureDefaultDocuments(knex: Knex): Promise<void> {
  const rows = Object.entries(defaultDocuments).map(([key, value]) => ({ key, value: JSON.stringify(value) }))
  await knex('documents').insert(rows).onConflict('key').ignore()
}

/** Demo catalogue and content on an empty database (no services yet), in one transaction. */
export async function seedDemoContent(knex: Knex, uploadsDir: string): Promise<boolean> {
  const existing = await knex('services').count<{ n: number }[]>('* as n').first()
  if (Number(existing?.n ?? 0) > 0) return false
  await cp(demoAssetsDir, path.join(uploadsDir, 'demo'), { recursive: true })
  restrictTree(path.join(uploadsDir, 'demo'))
  await knex.transaction(async (trx) => {
    // Distinct creation times keep the catalogue order (the six hero packages first).
    const start = Date.now() - demoServices.length * 1000
    await trx('services').insert(
      demoServices.map((s, i) => ({ ...s, created_at: new Date(start + i * 1000) })),
    )
    await trx('blood_tests').insert(
      demoBloodTests.map((b, i) => ({ ...b, created_at: new Date(start + i * 1000) })),
    )
    await trx('thyroid_packages').insert(demoThyroidPackages)
    await trx('offers').insert(demoOffers)
    await trx('blog_posts').insert(demoBlogPosts)
    await trx('testimonials').insert(demoTestimonials)
    await trx('faqs').insert(demoFaqs)
    await trx('menu_items').insert(demoMenuItems)
    await trx('background_images').insert(demoBackgroundImages)
    await trx('slider_images').insert(demoSliderImages)
  })
  return true
}
