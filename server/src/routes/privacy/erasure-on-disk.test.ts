import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { submitBookingForm, validBooking } from '../bookings/booking-fixtures'

const PERSON = { name: 'Zebulon Quarrington', email: 'zebulon.q@example.com', phone: '+91 94567 89014' }

/** The files under `dir` whose raw bytes hold `needle` (UTF-8, any case), as a disk reader would find them. */
async function filesHolding(dir: string, needle: string): Promise<string[]> {
  const found: string[] = []
  const wanted = needle.toLowerCase()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if ((await readFile(file, 'latin1')).toLowerCase().includes(wanted)) found.push(path.relative(dir, file))
  }
  return found
}

// The embedded database in a folder, as `npm start` keeps it: the in-memory one of the other tests has no
// files to read. PostgreSQL's files belong to its server, not to DATA_DIR.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'erasure on the embedded database, read from the disk',
  () => {
    let app: App
    let databaseDir: string
    beforeAll(async () => {
      databaseDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-erasure-db-'))
      app = await buildTestApp({ database: { kind: 'pglite', dir: databaseDir }, rateLimitForms: 1000 })
    }, 60_000)
    afterAll(async () => {
      await app?.close()
      rmSync(databaseDir, { recursive: true, force: true })
    })

    it('leaves the name, e-mail and phone in no file of the database or DATA_DIR', async () => {
      const booking = await submitBookingForm(app, { ...validBooking, ...PERSON })
      expect(booking.statusCode).toBe(201)
      await app.knex.raw('checkpoint')
      // The bytes are there to find before the erasure, so the search below can fail.
      expect(await filesHolding(databaseDir, PERSON.name)).not.toEqual([])

      const admin = (await createUserWithToken(app, 'admin')).headers
      const erased = await app.inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        payload: { email: PERSON.email, phone: PERSON.phone },
        headers: admin,
      })
      expect(erased.statusCode).toBe(200)
      expect(erased.json()).toMatchObject({ bookings: 1 })

      for (const needle of [PERSON.name, PERSON.email, PERSON.phone]) {
        expect(await filesHolding(databaseDir, needle), needle).toEqual([])
        expect(await filesHolding(app.config.dataDir, needle), needle).toEqual([])
      }
    }, 60_000)
  },
)
