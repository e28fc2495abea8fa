import type { Knex } from 'knex'

/** The days the schemas accept (shared CALENDAR_DATE_PATTERN): the database holds to the same range. */
const FIRST_DAY = '1900-01-01'
const LAST_DAY = '2199-12-31'

/** Date columns an admin or visitor types, with what a value outside the range becomes. */
const DATE_COLUMNS = [
  // An offer's end date typed as year 0202 cannot be guessed back: the offer runs without one.
  { table: 'offers', column: 'valid_till', repair: 'null' },
  // A post keeps the day it was written.
  { table: 'blog_posts', column: 'publish_date', repair: 'created_at::date' },
  { table: 'consultations', column: 'preferred_date', repair: 'null' },
] as const

const checkName = (table: string, column: string) => `${table}_${column}_range_check`

/**
 * An offer saved with `validTill` 0202-05-01 was stored, and from then on every read of the
 * offers failed. The API now refuses such dates; rows stored before are repaired here, and a CHECK
 * keeps any other writer to the same range.
 */
export async function up(knex: Knex): Promise<void> {
  for (const { table, column, repair } of DATE_COLUMNS) {
    await knex.raw(`update ?? set ?? = ${repair} where ?? < ? or ?? > ?`, [
      table,
      column,
      column,
      FIRST_DAY,
      column,
      LAST_DAY,
    ])
    // DDL takes no bound values: the two days are this file's constants.
    await knex.raw(
      `alter table ?? add constraint ?? check (?? is null or ?? between '${FIRST_DAY}' and '${LAST_DAY}')`,
      [table, checkName(table, column), column, column],
    )
  }
  await knex.raw(`delete from booking_closed_dates where date < ? or date > ?`, [FIRST_DAY, LAST_DAY])
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, column } of DATE_COLUMNS) {
    await knex.raw('alter table ?? drop constraint if exists ??', [table, checkName(table, column)])
  }
}
