import { cp } from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import { restrictTree } from '../lib/infrastructure/file-modes'
import { addDays, labNow } from '../routes/bookings/lab-calendar'
import { serverRoot } from '../server-paths'
import {
  DEMO_MAINTENANCE_DAYS_AHEAD,
  defaultDocuments,
  demoBackgroundImages,
  demoBlogPosts,
  demoBloodTests,
  demoBookingSlots,
  demoClosedDates,
  demoDocuments,
  demoFaqs,
  demoMenuItems,
  demoOffers,
  demoPincodes,
  demoServices,
  demoSliders,
  demoTestimonials,
  demoThyroidPackages,
} from './demo-content'

const DEMO_CURRENCY = { code: 'INR', symbol: '₹', name: 'Indian Rupee' }
const demoAssetsDir = path.join(serverRoot, 'assets', 'demo')

/** Singleton documents with their built-in defaults; added when missing, never overwritten. */
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
    await trx('thyroid_packages').insert(demoThyroidPackages.map((t, i) => ({ ...t, sort_order: i + 1 })))
    await trx('offers').insert(demoOffers.map((o, i) => ({ ...o, sort_order: i + 1 })))
    await trx('blog_posts').insert(demoBlogPosts)
    await trx('testimonials').insert(demoTestimonials)
    await trx('faqs').insert(demoFaqs)
    await trx('menu_items').insert(demoMenuItems)
    await trx('background_images').insert(demoBackgroundImages)
    await trx('sliders').insert(demoSliders)
    await writeDemoDocuments(trx)
    // The default currency is the US dollar; the demo lab prices in rupees, so a demo site that
    // still holds that default shows rupees (an admin's own choice is never overwritten).
    const global = await trx('documents').select('value').where({ key: 'global-settings' }).first()
    const value = typeof global?.value === 'string' ? JSON.parse(global.value) : global?.value
    if (value?.currency?.code === defaultDocuments['global-settings'].currency.code) {
      await trx('documents')
        .where({ key: 'global-settings' })
        .update({ value: JSON.stringify({ ...value, currency: DEMO_CURRENCY }) })
    }
  })
  return true
}

/**
 * JSON with its keys sorted: jsonb keeps its own key order, so stored and written values compare this way.
 * Sorted by code unit, not `localeCompare`: collating loads ICU's tables, ~6 MB of the binary that a
 * first start then kept resident (idle RSS ≤ 250 MB), and the order only has to be the same both sides.
 */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, entry) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  )

/** The demo lab's contact details, logo, banner and About, over documents that still hold the empty defaults. */
async function writeDemoDocuments(trx: Knex.Transaction): Promise<void> {
  for (const [key, value] of Object.entries(demoDocuments)) {
    const row = await trx('documents').select('value').where({ key }).first()
    const stored = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
    if (canonical(stored) !== canonical(defaultDocuments[key as keyof typeof demoDocuments])) continue
    await trx('documents')
      .where({ key })
      .update({ value: JSON.stringify(value) })
  }
}

/**
 * The demo booking calendar (slots, closed days, PIN codes) when the lab has no slots yet, so a demo
 * database made before bookings existed gets one too.
 */
export async function seedDemoCalendar(knex: Knex): Promise<boolean> {
  const existing = await knex('booking_slots').count<{ n: number }[]>('* as n').first()
  if (Number(existing?.n ?? 0) > 0) return false
  const maintenance = addDays(labNow().date, DEMO_MAINTENANCE_DAYS_AHEAD)
  await knex.transaction(async (trx) => {
    await trx('booking_slots').insert(demoBookingSlots)
    await trx('booking_closed_dates')
      .insert([...demoClosedDates, { date: maintenance, reason: 'Lab maintenance' }])
      .onConflict('date')
      .ignore()
    await trx('serviceable_pincodes').insert(demoPincodes).onConflict('pincode').ignore()
  })
  return true
}
