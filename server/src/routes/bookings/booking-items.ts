import { httpErrors } from '@fastify/sensible'
import {
  amountText,
  type BookingItem,
  type BookingItemRef,
  type BookingItemType,
  type CollectionFeeRule,
  DEFAULT_COLLECTION_FEE_RULE,
  DEFAULT_PRICE_FORMAT,
  formatPrice,
  type GlobalSettings,
  type PriceFormat,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { createCrudRepository } from '../../lib/kits/crud-repository'
import { readDocument } from '../../lib/kits/documents-repository'
import { bloodTestsResource } from '../blood-tests'
import { offersResource } from '../offers'
import { servicesResource } from '../services/services-repository'
import { thyroidPackagesResource } from '../thyroid-packages'

type Row = Record<string, unknown>
type CatalogueResource = Parameters<typeof createCrudRepository>[1]

const listOf = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : Array.isArray(value) ? value : []).map(
    String,
  )
/** "Fasting: 10-12 hours", nothing for the catalogue's "Not Required" or an empty field. */
const fastingLine = (value: unknown) => {
  const text = String(value ?? '').trim()
  return text && !/^(not required|no|none)$/i.test(text) ? `Fasting: ${text}` : ''
}

/** Where each kind of item lives and how its name and price read on the site. */
const CATALOGUE: Record<
  BookingItemType,
  {
    /** Rows are read through the resource's repository: the table's one owner. */
    resource: CatalogueResource
    what: string
    /** Name and price as the site shows them, and the price as a number (null: on request). */
    snapshot: (row: Row, format: PriceFormat) => [string, string, number | null]
    /** What the item already says about getting ready, for one without its own preparation text. */
    readiness: (row: Row) => string
  }
> = {
  service: {
    resource: servicesResource,
    what: 'service',
    snapshot: (row, format) => {
      const amount = row.amount === null || row.amount === undefined ? null : Number(row.amount)
      return [String(row.title), amountText(amount, format) || 'Price on request', amount]
    },
    readiness: (row) => listOf(row.requirements).join('; '),
  },
  'blood-test': {
    resource: bloodTestsResource,
    what: 'blood test',
    snapshot: (row, format) => [String(row.name), formatPrice(Number(row.price), format), Number(row.price)],
    readiness: (row) => fastingLine(row.fasting),
  },
  'thyroid-package': {
    resource: thyroidPackagesResource,
    what: 'thyroid package',
    snapshot: (row, format) => [String(row.name), formatPrice(Number(row.price), format), Number(row.price)],
    readiness: (row) => fastingLine(row.fasting_required),
  },
  offer: {
    resource: offersResource,
    what: 'offer',
    snapshot: (row, format) => [
      String(row.title),
      formatPrice(Number(row.discounted_price), format),
      Number(row.discounted_price),
    ],
    readiness: () => '',
  },
}

/**
 * What prices a booking is made at: the Global tab's currency (prices written the English way, as the
 * site showed them) and the lab's home-collection fee rule.
 */
export async function bookingPricing(
  knex: Knex,
): Promise<{ format: PriceFormat; feeRule: CollectionFeeRule }> {
  const settings = await readDocument<GlobalSettings>(knex, 'global-settings')
  const currencyCode = settings.currency?.code
  return {
    format:
      typeof currencyCode === 'string' ? { ...DEFAULT_PRICE_FORMAT, currencyCode } : DEFAULT_PRICE_FORMAT,
    feeRule: settings.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE,
  }
}

/** A draft or a scheduled offer is not on the site yet: it cannot be booked by its id either. */
const isLive = (row: Row, now: Date) =>
  (row.status === undefined || row.status === 'published') &&
  (row.publish_at === undefined || row.publish_at === null || new Date(row.publish_at as string) <= now)

/**
 * The snapshot of every booked item (name and price as shown today), so a later catalogue edit does
 * not rewrite what was booked. An item that does not exist (any more) is refused by name.
 */
export async function snapshotItems(
  knex: Knex,
  refs: readonly BookingItemRef[],
  format: PriceFormat,
  /** Where the list is in the request, for the refusal's name (e.g. members/1/items). */
  field = 'items',
  now: Date = new Date(),
): Promise<BookingItem[]> {
  const seen = new Set<string>()
  const unique = refs.filter((ref) => {
    const key = `${ref.type} ${ref.id.toLowerCase()}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return Promise.all(
    unique.map(async (ref, index) => {
      const { resource, what, snapshot } = CATALOGUE[ref.type]
      const row: Row | undefined = await createCrudRepository(knex, resource).findRow(ref.id)
      if (!row || !isLive(row, now)) {
        throw httpErrors.badRequest(
          `${field}/${index}: there is no ${what} with id ${ref.id} (it may have been removed); please choose again`,
        )
      }
      const [name, price, amount] = snapshot(row, format)
      return { type: ref.type, id: String(row.id), name, price, amount }
    }),
  )
}

/**
 * How to get ready for each booked item that says so, as "Name: …": its own preparation text, else
 * what it already says (a service's requirements, a test's fasting). Read from the catalogue when the
 * mail is written, so the day-before reminder carries today's advice; an item removed since has none.
 */
export async function itemPreparations(
  knex: Knex | Knex.Transaction,
  items: readonly BookingItem[],
): Promise<string[]> {
  const lines = await Promise.all(
    items.map(async (item) => {
      const { resource, readiness } = CATALOGUE[item.type]
      const row: Row | undefined = await createCrudRepository(knex, resource).findRow(item.id)
      if (!row) return null
      const preparation = String(row.preparation ?? '').trim() || readiness(row).trim()
      return preparation ? `${item.name}: ${preparation}` : null
    }),
  )
  return lines.filter((line): line is string => line !== null)
}

/** A list field (`items`, `members`) as a multipart form sends it (JSON text) or a JSON body (a list). */
export function parseListField(field: string, value: unknown, shape: string): unknown {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    throw httpErrors.badRequest(`${field} must be a JSON list of ${shape}`)
  }
}
