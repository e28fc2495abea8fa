import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every table is queried by one repository (docs/architecture.md, "Who queries which table"): the
 * rest of the server calls that repository's named methods, so a table's columns and rules are read
 * in one file. This test reads the source (a grep, not a parser) and fails when a file names a table
 * in a query that the file does not own.
 *
 * A query is: `knex('t')`, `trx('t')`, `db('t')`, `(trx ?? knex)<Row>('t')`, `.from/.into/.join('t')`,
 * SQL text naming it after `from`, `join`, `into`, `update` or `table`, a resource's declaration
 * `table: 't'` (its queries then run in lib/kits/crud-repository.ts), and `placeLastWithoutOrder('t')`.
 * A query on a table held in a variable (`trx(resource.table)`) names no table a grep can check, so
 * only the files in TABLE_VARIABLE may make one: the kits that run the queries of every table a
 * resource declares, and the few readers that go across tables by design.
 */

const SRC = import.meta.dirname

/** Each table and the one file that queries it. A new table gets its owner here. */
export const OWNERS: Record<string, string> = {
  users: 'routes/users/users-repository.ts',
  sign_in_codes: 'routes/users/sign-in-codes-repository.ts',
  password_reset_tokens: 'routes/auth/reset-tokens-repository.ts',
  revoked_tokens: 'routes/auth/revoked-tokens-repository.ts',
  event_tickets: 'routes/events/event-tickets.ts',
  bookings: 'routes/bookings/bookings-repository.ts',
  booking_files: 'routes/bookings/booking-files-repository.ts',
  report_download_codes: 'routes/bookings/report-codes-repository.ts',
  booking_slots: 'routes/bookings/booking-slots-repository.ts',
  booking_closed_dates: 'routes/bookings/closed-dates-repository.ts',
  serviceable_pincodes: 'routes/bookings/pincodes-repository.ts',
  report_shares: 'routes/bookings/report-shares-repository.ts',
  contact_messages: 'routes/contact-messages/contact-messages-repository.ts',
  referrals: 'routes/referrals/referrals-repository.ts',
  payments: 'routes/payments/payments-repository.ts',
  online_payment_orders: 'routes/online-payments/online-payments-repository.ts',
  online_refunds: 'routes/online-payments/online-payments-repository.ts',
  invoices: 'routes/invoices/invoice-numbers.ts',
  invoice_counters: 'routes/invoices/invoice-numbers.ts',
  services: 'routes/services/services-repository.ts',
  blood_tests: 'routes/blood-tests/index.ts',
  thyroid_packages: 'routes/thyroid-packages/index.ts',
  offers: 'routes/offers/index.ts',
  faqs: 'routes/faqs/index.ts',
  testimonials: 'routes/testimonials/index.ts',
  blog_posts: 'routes/blogs/index.ts',
  menu_items: 'routes/menu/index.ts',
  sliders: 'routes/sliders/index.ts',
  background_images: 'routes/background-images/index.ts',
  media: 'routes/media/media-repository.ts',
  documents: 'lib/kits/documents-repository.ts',
  revisions: 'routes/revisions/revision-repository.ts',
  audit_log: 'routes/audit/audit-repository.ts',
  outbox: 'mail/outbox-repository.ts',
  scheduled_jobs: 'plugins/scheduler.ts',
  idempotency_keys: 'plugins/idempotency-keys.ts',
}

/**
 * Joins and subqueries: a query lives in the repository of its primary table and may name these
 * other tables (each still owned by the file above).
 */
const JOINS: Record<string, readonly string[]> = {
  // The session check asks in the same query whether this token was signed out.
  'routes/users/users-repository.ts': ['revoked_tokens'],
  // Each booking of a list comes with its file rows and the sum of its payments (one query a page).
  'routes/bookings/bookings-repository.ts': ['booking_files', 'payments'],
  // A booking read alone gets the sum of its payments with its file rows.
  'routes/bookings/booking-files-repository.ts': ['payments'],
  // A slot's free places are its capacity less the bookings holding it.
  'routes/bookings/calendar-repository.ts': ['bookings'],
  // The library names who uploaded each picture.
  'routes/media/media-repository.ts': ['users'],
}

/**
 * Files that may query any table, and why. Test support (`testing/`, `*-test-kit.ts`) is imported
 * by tests only.
 */
const ANY_TABLE: Record<string, string> = {
  'db/seed.ts':
    'the demo content: writes a first catalogue, calendar and documents straight into a new database',
  'backup/backup.ts': 'the backup: copies the whole database and reads the migration table',
  'routes/privacy/person-data.ts':
    "the erasure and export of one person's data across every table holding it",
  'routes/privacy/index.ts': 'the erasure audits itself and compacts the erased pages of every table',
}
/** Files that may query a table held in a variable, and why. */
const TABLE_VARIABLE: Record<string, string> = {
  'lib/kits/crud-repository.ts': "the reads of every declared resource's table",
  'lib/kits/crud-writes.ts': "the versioned writes of every declared resource's table",
  'lib/kits/crud-routes.ts': 'a new item of an ordered list goes last (counts its table)',
  'lib/kits/reorder-route.ts': "an ordered list's new order, written in one transaction",
  'lib/kits/enquiry-repository.ts': 'the lists shared by messages and referrals, each on its own table',
  'routes/media/picture-uses.ts': 'where a picture is used, asked of every place picture-places.ts names',
  'routes/media/library-backfill.ts': 'the addresses typed into picture columns before the library existed',
}
/** A query builder started on a variable: `trx(table).where`, `(trx ?? knex)<Row>(options.table)\n.select`. */
const VARIABLE_QUERY =
  /(?:\b(?:trx|knex|db|tx)|\.knex|\))(?:<[^>()]*>)?\(\s*[A-Za-z_$][\w$.]*\s*\)\s*\.(?!\w+\s*=)/g

/** Files that query a table held in a variable without being allowed to, with the first line. */
export function variableTableQueries(files: ReadonlyArray<{ file: string; text: string }>): string[] {
  const found: string[] = []
  for (const { file, text } of files) {
    if (ANY_TABLE[file] || TABLE_VARIABLE[file] || TEST_SUPPORT(file)) continue
    const match = VARIABLE_QUERY.exec(text)
    VARIABLE_QUERY.lastIndex = 0
    if (match)
      found.push(
        `${file}:${text.slice(0, match.index).split('\n').length} queries a table held in a variable`,
      )
  }
  return found.sort()
}

const TEST_SUPPORT = (file: string) => file.startsWith('testing/') || file.endsWith('-test-kit.ts')

/** The migrations name each table once: every one needs an owner (`knex_migrations` is Knex's own). */
const RENAMED_AWAY = new Set(['consultations', 'consultation_files', 'slider_images'])

const TABLES = Object.keys(OWNERS)
const NAME = `(${[...TABLES, 'knex_migrations'].sort((a, b) => b.length - a.length).join('|')})`
const QUERY_PATTERNS = [
  new RegExp(
    `(?:\\b(?:trx|knex|db|tx)|\\.knex|\\))(?:<[^>()]*>)?\\(\\s*['"\`]${NAME}(?:\\s+as\\s+\\w+)?['"\`]`,
    'g',
  ),
  new RegExp(
    `\\.(?:from|into|table|join|leftJoin|innerJoin|rightJoin)\\(\\s*['"\`]${NAME}(?:\\s+as\\s+\\w+)?['"\`]`,
    'g',
  ),
  new RegExp(`\\b(?:from|join|into|update|table)\\s+"?${NAME}\\b`, 'gi'),
  new RegExp(`\\b(?:table|tableName):\\s*['"\`]${NAME}['"\`]`, 'g'),
  new RegExp(`\\b(?:placeLastWithoutOrder|place)\\(\\s*['"\`]${NAME}['"\`]`, 'g'),
]

/** The tables a source text queries, each with the first line it does so on. Comment lines are skipped. */
export function tablesQueriedIn(text: string): Map<string, number> {
  const found = new Map<string, number>()
  text.split('\n').forEach((line, index) => {
    const code = line.trim()
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return
    for (const pattern of QUERY_PATTERNS) {
      for (const match of line.matchAll(pattern)) {
        const table = match[1] as string
        if (!found.has(table)) found.set(table, index + 1)
      }
    }
  })
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** Every query of a table from a file that neither owns it, joins it, nor is allowed any table. */
export function queriesOutsideOwners(files: ReadonlyArray<{ file: string; text: string }>): string[] {
  const outside: string[] = []
  for (const { file, text } of files) {
    if (ANY_TABLE[file] || TEST_SUPPORT(file)) continue
    for (const [table, line] of tablesQueriedIn(text)) {
      if (table === 'knex_migrations') {
        outside.push(`${file}:${line} queries knex_migrations (only the backup may)`)
        continue
      }
      if (OWNERS[table] === file) continue
      if (JOINS[file]?.includes(table)) continue
      outside.push(`${file}:${line} queries ${table}, owned by ${OWNERS[table]}`)
    }
  }
  return outside.sort()
}

const allSources = () =>
  sourceFiles(SRC).map((full) => ({
    file: path.relative(SRC, full).split(path.sep).join('/'),
    text: readFileSync(full, 'utf8'),
  }))

describe('every table is queried by its one repository', () => {
  it('finds no query of a table outside its owner, its joins and the allow-list', () => {
    const sources = allSources()
    const outside = queriesOutsideOwners(sources)
    const counted = sources.filter(({ file, text }) => !TEST_SUPPORT(file) && tablesQueriedIn(text).size > 0)
    console.info(`${counted.length} non-test files query tables`)
    expect(outside).toEqual([])
  })

  it('finds a query on a table held in a variable only in the files allowed one', () => {
    expect(variableTableQueries(allSources())).toEqual([])
    const planted = "const rows = await trx<Row>(resource.table)\n  .where({ id })\nconst a = db(trx)('faqs')"
    expect(variableTableQueries([{ file: 'routes/bulk/index.ts', text: planted }])).toEqual([
      'routes/bulk/index.ts:1 queries a table held in a variable',
    ])
    expect(
      variableTableQueries([{ file: 'routes/bulk/index.ts', text: "db(trx)('faqs').where({ id })" }]),
    ).toEqual([])
  })

  it('sees the query shapes the server uses, and not comments', () => {
    const planted = [
      "const row = await app.knex('users').where({ id }).first()",
      "await trx('bookings').update({ user_id })",
      "const orders = (trx ?? knex)<OrderRow>('payments')",
      "knex('media').leftJoin('users', 'users.id', 'media.uploaded_by')",
      "knex.raw('exists (select 1 from revoked_tokens where token_id = ?)', [id])",
      "  table: 'faqs',",
      '// reads users the way the users repository does',
    ].join('\n')
    expect([...tablesQueriedIn(planted).keys()].sort()).toEqual([
      'bookings',
      'faqs',
      'media',
      'payments',
      'revoked_tokens',
      'users',
    ])
    expect(queriesOutsideOwners([{ file: 'routes/bookings/submit-booking.ts', text: planted }])).toContain(
      'routes/bookings/submit-booking.ts:1 queries users, owned by routes/users/users-repository.ts',
    )
  })

  it('gives every table of the migrations an owner, and names only files that exist', () => {
    const migrations = path.resolve(SRC, '../../migrations')
    const created = readdirSync(migrations)
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .flatMap((name) =>
        [...readFileSync(path.join(migrations, name), 'utf8').matchAll(/createTable\(\s*'(\w+)'/g)].map(
          (match) => match[1] as string,
        ),
      )
      .filter((table) => !RENAMED_AWAY.has(table))
    expect(created.filter((table) => !OWNERS[table])).toEqual([])
    const named = [
      ...Object.values(OWNERS),
      ...Object.keys(JOINS),
      ...Object.keys(ANY_TABLE),
      ...Object.keys(TABLE_VARIABLE),
    ]
    const files = new Set(allSources().map(({ file }) => file))
    expect(named.filter((file) => !files.has(file))).toEqual([])
  })
})
