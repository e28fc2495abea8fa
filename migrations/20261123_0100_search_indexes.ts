import type { Knex } from 'knex'

/**
 * Search that scales: staff and catalogue searches match `q` anywhere in several columns
 * (`column ILIKE '%q%'`), which no b-tree can answer. A trigram GIN index per searched column lets
 * PostgreSQL (and PGlite, which ships pg_trgm) answer each with a bitmap index scan and OR them.
 * The staff lists filter by status and page newest first: one composite index each serves both.
 */
const TRIGRAM_COLUMNS: Record<string, readonly string[]> = {
  consultations: ['name', 'email', 'phone', 'description'],
  contact_messages: ['name', 'email', 'phone', 'subject', 'message'],
  referrals: ['referrer_email', 'referrer_phone', 'friend_email', 'friend_phone', 'referral_code'],
  services: ['title', 'category', 'description'],
  blood_tests: ['name', 'category'],
}

const STATUS_TABLES = ['consultations', 'contact_messages', 'referrals'] as const

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm')
  for (const [table, columns] of Object.entries(TRIGRAM_COLUMNS)) {
    for (const column of columns) {
      await knex.raw('create index ?? on ?? using gin (?? gin_trgm_ops)', [
        `${table}_${column}_trgm`,
        table,
        column,
      ])
    }
  }
  for (const table of STATUS_TABLES) {
    await knex.raw('create index ?? on ?? (status, created_at desc, id desc)', [
      `${table}_status_newest`,
      table,
    ])
    // Unfiltered pages walk this one newest first (the created_at index has no id tie-breaker).
    await knex.raw('create index ?? on ?? (created_at desc, id desc)', [`${table}_newest`, table])
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(TRIGRAM_COLUMNS)) {
    for (const column of columns) await knex.raw('drop index if exists ??', [`${table}_${column}_trgm`])
  }
  for (const table of STATUS_TABLES) {
    await knex.raw('drop index if exists ??', [`${table}_status_newest`])
    await knex.raw('drop index if exists ??', [`${table}_newest`])
  }
}
