import type { Knex } from 'knex'

/** The whole data model. Columns are snake_case; the API maps them to its camelCase names. */

function meta(knex: Knex, t: Knex.CreateTableBuilder) {
  t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
  t.integer('version').notNullable().defaultTo(1)
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
}

const jsonList = (knex: Knex, t: Knex.CreateTableBuilder, name: string) =>
  t.jsonb(name).notNullable().defaultTo(knex.raw("'[]'::jsonb"))

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 40).notNullable().defaultTo('')
    t.text('password_hash').notNullable()
    t.string('role', 20).notNullable().defaultTo('visitor')
    t.integer('token_version').notNullable().defaultTo(0)
    t.check("role in ('visitor', 'staff', 'admin')")
  })
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))')

  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.string('token_hash', 64).notNullable().unique()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('used_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['user_id'])
  })

  await knex.schema.createTable('services', (t) => {
    meta(knex, t)
    t.string('title', 200).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.text('detailed_description').notNullable().defaultTo('')
    t.string('category', 500).notNullable().defaultTo('')
    t.string('price', 500).notNullable().defaultTo('')
    t.string('duration', 500).notNullable().defaultTo('')
    t.double('rating').notNullable().defaultTo(4.5)
    t.integer('patients').notNullable().defaultTo(0)
    t.boolean('is_popular').notNullable().defaultTo(false)
    t.text('image').notNullable().defaultTo('')
    t.string('image_alt', 500).notNullable().defaultTo('')
    jsonList(knex, t, 'features')
    jsonList(knex, t, 'requirements')
    jsonList(knex, t, 'additional_images')
    t.integer('tests_count').notNullable().defaultTo(0)
  })

  await knex.schema.createTable('blood_tests', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.string('category', 200).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.double('price').notNullable().defaultTo(0)
    t.double('original_price').notNullable().defaultTo(0)
    t.string('sample_type', 500).notNullable().defaultTo('Blood')
    t.string('fasting', 500).notNullable().defaultTo('Not Required')
    t.string('report_time', 500).notNullable().defaultTo('24 hours')
  })

  await knex.schema.createTable('thyroid_packages', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.text('description').notNullable().defaultTo('')
    t.double('price').notNullable().defaultTo(0)
    t.double('original_price').notNullable().defaultTo(0)
    t.boolean('popular').notNullable().defaultTo(false)
    t.text('tests_included').notNullable().defaultTo('')
    t.string('report_time', 500).notNullable().defaultTo('')
    t.string('sample_type', 500).notNullable().defaultTo('')
    t.string('fasting_required', 500).notNullable().defaultTo('')
  })

  await knex.schema.createTable('offers', (t) => {
    meta(knex, t)
    t.string('title', 200).notNullable()
    t.double('discount').notNullable().defaultTo(0)
    t.string('popularity', 500).notNullable().defaultTo('')
    t.double('discounted_price').notNullable().defaultTo(0)
    t.double('original_price').notNullable().defaultTo(0)
    t.text('description').notNullable().defaultTo('')
    jsonList(knex, t, 'features')
    t.date('valid_till')
  })

  await knex.schema.createTable('menu_items', (t) => {
    meta(knex, t)
    t.string('title', 100).notNullable()
    t.string('path', 500).notNullable()
    t.integer('sort_order').notNullable().defaultTo(1)
  })

  await knex.schema.createTable('background_images', (t) => {
    meta(knex, t)
    t.text('url').notNullable()
    t.string('alt', 300).notNullable().defaultTo('')
    t.integer('sort_order').notNullable().defaultTo(1)
  })

  await knex.schema.createTable('slider_images', (t) => {
    meta(knex, t)
    t.text('image_url').notNullable()
    t.string('alt_text', 300).notNullable().defaultTo('')
    t.integer('sort_order').notNullable().defaultTo(1)
  })

  await knex.schema.createTable('blog_posts', (t) => {
    meta(knex, t)
    t.string('title', 300).notNullable()
    t.text('content').notNullable()
    t.text('excerpt').notNullable().defaultTo('')
    t.string('category', 500).notNullable().defaultTo('')
    t.string('author', 500).notNullable().defaultTo('')
    t.text('image_url').notNullable().defaultTo('')
    jsonList(knex, t, 'tags')
    t.date('publish_date').notNullable().defaultTo(knex.raw('current_date'))
  })

  await knex.schema.createTable('testimonials', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.string('role', 500).notNullable().defaultTo('')
    t.string('company', 500).notNullable().defaultTo('')
    t.text('content').notNullable()
    t.integer('rating').notNullable().defaultTo(5)
    t.text('image_url').notNullable().defaultTo('')
    t.check('rating between 1 and 5')
  })

  await knex.schema.createTable('faqs', (t) => {
    meta(knex, t)
    t.text('question').notNullable()
    t.text('answer').notNullable()
    t.string('category', 500).notNullable().defaultTo('General')
  })

  // Singletons (contact info, site settings, global settings, banner, about) as key -> jsonb.
  await knex.schema.createTable('documents', (t) => {
    t.string('key', 100).primary()
    t.jsonb('value').notNullable()
    t.integer('version').notNullable().defaultTo(1)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })

  await knex.schema.createTable('consultations', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.string('email', 254).notNullable()
    t.text('address').notNullable()
    t.string('phone', 40).notNullable()
    t.text('description').notNullable()
    t.string('status', 20).notNullable().defaultTo('new')
    t.text('notes').notNullable().defaultTo('')
    t.check("status in ('new', 'contacted', 'booked', 'closed')")
    t.index(['created_at'])
  })

  await knex.schema.createTable('consultation_files', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE')
    t.string('original_name', 255).notNullable()
    t.string('stored_name', 100).notNullable().unique()
    t.string('mime_type', 100).notNullable()
    t.integer('size').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['consultation_id'])
  })

  await knex.schema.createTable('contact_messages', (t) => {
    meta(knex, t)
    t.string('name', 200).notNullable()
    t.string('phone', 40).notNullable().defaultTo('')
    t.string('email', 254).notNullable()
    t.string('subject', 300).notNullable()
    t.text('message').notNullable()
    t.string('status', 20).notNullable().defaultTo('new')
    t.check("status in ('new', 'read', 'replied')")
    t.index(['created_at'])
  })

  await knex.schema.createTable('referrals', (t) => {
    meta(knex, t)
    t.string('referrer_email', 254).notNullable()
    t.string('referrer_phone', 40).notNullable()
    t.string('friend_email', 254).notNullable()
    t.string('friend_phone', 40).notNullable()
    t.string('status', 20).notNullable().defaultTo('pending')
    t.string('referral_code', 20).notNullable().unique()
    t.check("status in ('pending', 'joined', 'rewarded')")
    t.index(['created_at'])
  })

  await knex.schema.createTable('media', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.string('original_name', 255).notNullable().defaultTo('')
    t.string('base_name', 100).notNullable().unique()
    t.string('mime_type', 100).notNullable()
    t.integer('width').notNullable()
    t.integer('height').notNullable()
    t.integer('size').notNullable()
    t.jsonb('variants').notNullable().defaultTo(knex.raw("'[]'::jsonb"))
    t.uuid('uploaded_by').references('users.id').onDelete('SET NULL')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.string('key', 255).notNullable()
    t.string('scope', 600).notNullable()
    t.string('request_hash', 64).notNullable()
    t.integer('status_code')
    t.text('response_body')
    t.jsonb('response_headers')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('completed_at', { useTz: true })
    t.primary(['key', 'scope'])
    t.index(['created_at'])
  })

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary()
    t.uuid('user_id').references('users.id').onDelete('SET NULL')
    t.string('user_email', 254).notNullable().defaultTo('')
    t.string('action', 20).notNullable()
    t.string('entity', 60).notNullable()
    t.string('entity_id', 100).notNullable().defaultTo('')
    t.jsonb('before')
    t.jsonb('after')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['created_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'idempotency_keys',
    'media',
    'referrals',
    'contact_messages',
    'consultation_files',
    'consultations',
    'documents',
    'faqs',
    'testimonials',
    'blog_posts',
    'slider_images',
    'background_images',
    'menu_items',
    'offers',
    'thyroid_packages',
    'blood_tests',
    'services',
    'password_reset_tokens',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table)
  }
}
