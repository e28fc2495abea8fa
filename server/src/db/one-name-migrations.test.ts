import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as slidersTable from '../../../migrations/20261130_0601_sliders_table'
import * as businessContactKey from '../../../migrations/20261130_0602_business_contact_key'
import * as bookingConstraintNames from '../../../migrations/20261130_0603_booking_constraint_names'
import type { App } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

/** The names PostgreSQL keeps for a table's indexes and constraints (the primary key is both). */
async function schemaNames(app: App, table: string): Promise<string[]> {
  const { rows } = await app.knex.raw(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = current_schema() and t.relname = ?
     union
     select con.conname from pg_constraint con join pg_class t on t.oid = con.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = current_schema() and t.relname = ?
     order by 1`,
    [table, table],
  )
  return (rows as { name: string }[]).map((row) => row.name)
}

describe('migrations 20261130_0601 to 0603: one name per thing', () => {
  let app: App
  let admin: Record<string, string>
  beforeAll(async () => {
    app = await buildTestApp()
    admin = (await createUserWithToken(app, 'admin')).headers
  })
  afterAll(async () => {
    await app.close()
  })

  it('renames slider_images to sliders and back, keeping the pictures and naming its indexes after it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/sliders',
      headers: admin,
      payload: { imageUrl: '/uploads/kept.webp', altText: 'Kept through the rename' },
    })
    expect(created.statusCode).toBe(201)
    const names = await schemaNames(app, 'sliders')
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => !name.startsWith('sliders_'))).toEqual([])

    await slidersTable.down(app.knex)
    expect(await app.knex.schema.hasTable('sliders')).toBe(false)
    expect(await app.knex('slider_images').pluck('alt_text')).toContain('Kept through the rename')
    expect(await schemaNames(app, 'slider_images')).toEqual(
      names.map((name) => name.replace(/^sliders_/, 'slider_images_')),
    )

    await slidersTable.up(app.knex)
    expect(await app.knex.schema.hasTable('slider_images')).toBe(false)
    expect(await schemaNames(app, 'sliders')).toEqual(names)
    const listed = await app.inject({ url: '/api/admin/edit/sliders', headers: admin })
    expect(listed.statusCode).toBe(200)
    expect(JSON.stringify(listed.json())).toContain('Kept through the rename')
  })

  it('renames the contact-info document, its audit entries and its revisions to business-contact and back', async () => {
    for (const phone of ['+91 80 4000 0001', '+91 80 4000 0002']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/business-contact',
        headers: admin,
        payload: { phone },
      })
      expect(res.statusCode).toBe(200)
    }
    const stored = async (key: string) =>
      ((await app.knex('documents').where({ key }).first('value'))?.value ?? null) as {
        phone?: string
      } | null
    const audited = async (entity: string) =>
      Number((await app.knex('audit_log').where({ entity, entity_id: entity }).count({ n: '*' }))[0].n)
    const revised = (resource: string) =>
      app.knex('revisions').where({ resource, record_id: resource }).orderBy('id').pluck('version')
    const versions = await revised('business-contact')
    const entries = await audited('business-contact')
    expect(versions.length).toBeGreaterThanOrEqual(2)
    expect(entries).toBeGreaterThanOrEqual(2)

    await businessContactKey.down(app.knex)
    expect(await stored('business-contact')).toBeNull()
    expect((await stored('contact-info'))?.phone).toBe('+91 80 4000 0002')
    expect(await audited('contact-info')).toBe(entries)
    expect(await audited('business-contact')).toBe(0)
    expect(await revised('contact-info')).toEqual(versions)
    expect(await revised('business-contact')).toEqual([])

    await businessContactKey.up(app.knex)
    expect(await stored('contact-info')).toBeNull()
    expect((await stored('business-contact'))?.phone).toBe('+91 80 4000 0002')
    expect(await audited('business-contact')).toBe(entries)
    expect(await revised('business-contact')).toEqual(versions)
    const history = await app.inject({
      url: '/api/admin/revisions/business-contact/business-contact',
      headers: admin,
    })
    expect(
      history
        .json()
        .revisions.map((r: { version: number }) => r.version)
        .sort(),
    ).toEqual(versions.sort())
  })

  it('names every constraint of the booking tables after the table, and back', async () => {
    const oldNamed = async () =>
      (await schemaNames(app, 'bookings'))
        .concat(await schemaNames(app, 'booking_files'))
        .filter((name) => name.startsWith('consultation'))
    expect(await oldNamed()).toEqual([])
    for (const table of ['bookings', 'booking_files']) {
      expect((await schemaNames(app, table)).filter((name) => !name.startsWith(`${table}_`))).toEqual([])
    }

    const before = await schemaNames(app, 'bookings')
    await bookingConstraintNames.down(app.knex)
    await bookingConstraintNames.up(app.knex)
    expect(await schemaNames(app, 'bookings')).toEqual(before)
  })
})
