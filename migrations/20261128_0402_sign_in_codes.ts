import type { Knex } from 'knex'

/**
 * Sign in with a code sent by SMS: an account may be known by its mobile number alone (no e-mail, no
 * password), a number proved by a code is the account's (its bookings join it, as a proved e-mail's
 * do), and the codes themselves are kept hashed, one live code per number.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('phone_verified_at', { useTz: true })
  })
  // Accounts made by a code have no e-mail yet: the address stays unique among those that have one.
  await knex.raw('drop index users_email_lower_unique')
  await knex.raw("create unique index users_email_lower_unique on users (lower(email)) where email <> ''")
  // One account per proved number: the code signs that account in.
  await knex.raw(
    'create unique index users_phone_verified_unique on users (phone) where phone_verified_at is not null',
  )
  await knex.schema.createTable('sign_in_codes', (t) => {
    t.string('phone', 40).primary()
    t.string('code_hash', 64).notNullable()
    t.integer('wrong_tries').notNullable().defaultTo(0)
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_codes')
  await knex.raw('drop index if exists users_phone_verified_unique')
  await knex.raw('drop index users_email_lower_unique')
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('phone_verified_at')
  })
}
