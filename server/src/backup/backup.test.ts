import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { minimalPdf, multipartBody, validBooking } from '../routes/bookings/booking-fixtures'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'
import { BackupKeyError } from './archive-crypto'
import { createBackup, pruneBackups, RestoreRefused, restoreBackup } from './backup'
import { tablesInOrder } from './database-dump'

const KEY = 'correct horse battery staple for backups'

/** Every table's row count and the SHA-256 of every kept file of DATA_DIR. */
async function snapshot(app: App) {
  const counts: Record<string, number> = {}
  for (const table of await tablesInOrder(app.knex)) {
    counts[table] = Number((await app.knex(table).count({ n: '*' }).first())?.n)
  }
  const files: Record<string, string> = {}
  const walk = (dir: string, under: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      const relative = under ? `${under}/${name}` : name
      if (!under && ['db', 'tmp', 'jwt-secret'].includes(name)) continue
      if (statSync(full).isDirectory()) walk(full, relative)
      else files[relative] = createHash('sha256').update(readFileSync(full)).digest('hex')
    }
  }
  walk(app.config.dataDir, '')
  return { counts, files }
}

describe('backup and restore', () => {
  let source: App
  let target: App
  const backups = mkdtempSync(path.join(os.tmpdir(), 'labsite-backups-'))
  let archive = ''
  let bookingId = ''
  let fileId = ''
  const prescription = minimalPdf('Thyroid prescription for backup')

  beforeAll(async () => {
    // Demo content: every catalogue table and its pictures, plus a booking with an attached file.
    source = await buildTestApp({ demo: true })
    const { payload, headers } = await multipartBody(validBooking, [
      { name: 'prescription.pdf', bytes: prescription, type: 'application/pdf' },
    ])
    const booked = await source.inject({ method: 'POST', url: '/api/consult/consultation', payload, headers })
    expect(booked.statusCode).toBe(201)
    bookingId = booked.json().id
    fileId = booked.json().files[0].id
    target = await buildTestApp()
  }, 120_000)
  afterAll(async () => {
    await source?.close()
    await target?.close()
    rmSync(backups, { recursive: true, force: true })
  })

  it('writes one encrypted archive that holds no readable patient data', async () => {
    archive = await createBackup({
      knex: source.knex,
      dataDir: source.config.dataDir,
      toDir: backups,
      key: KEY,
    })
    expect(readdirSync(backups)).toEqual([path.basename(archive)])
    const bytes = readFileSync(archive)
    expect(bytes.subarray(0, 8).toString()).toBe('LSBACKUP')
    for (const clear of [validBooking.name, validBooking.email, '%PDF'])
      expect(bytes.includes(clear)).toBe(false)
  })

  it('refuses a wrong key and a changed archive, restoring nothing', async () => {
    await expect(
      restoreBackup({
        knex: target.knex,
        dataDir: target.config.dataDir,
        from: archive,
        key: 'not the key at all!!',
      }),
    ).rejects.toThrow(BackupKeyError)
    const tampered = path.join(backups, 'tampered.bin')
    const original = readFileSync(archive)
    // Where the changed byte lands decides what breaks first (a line, gzip, or the tag): all refuse alike.
    const spots = Array.from({ length: 48 }, (_, i) => 32 + Math.floor(((original.length - 64) * i) / 47))
    for (const at of spots) {
      const bytes = Buffer.from(original)
      bytes[at] ^= 0xff
      writeFileSync(tampered, bytes)
      await expect(
        restoreBackup({ knex: target.knex, dataDir: target.config.dataDir, from: tampered, key: KEY }),
      ).rejects.toThrow(
        'The backup cannot be opened with this BACKUP_KEY: the key is wrong or the file was changed.',
      )
    }
    rmSync(tampered)
    expect(Number((await target.knex('services').count({ n: '*' }).first())?.n)).toBe(0)
  })

  it('restores every row and every file into an empty database and data folder', async () => {
    const before = await snapshot(source)
    const restored = await restoreBackup({
      knex: target.knex,
      dataDir: target.config.dataDir,
      from: archive,
      key: KEY,
    })
    expect(restored.rows).toBeGreaterThan(50)
    const after = await snapshot(target)
    expect(after.counts).toEqual(before.counts)
    expect(after.files).toEqual(before.files)
    expect(Object.keys(after.files).some((file) => file.startsWith('uploads/'))).toBe(true)
    expect(Object.keys(after.files).some((file) => file.startsWith('private/'))).toBe(true)
    // The signing key comes back too, so sessions survive a move to a new machine.
    expect(readFileSync(path.join(target.config.dataDir, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(path.join(source.config.dataDir, 'jwt-secret'), 'utf8'),
    )

    // The attachment downloads again, byte for byte, and the catalogue reads as before.
    const staff = await createUserWithToken(target, 'staff')
    const file = await target.inject({
      method: 'GET',
      url: `/api/consult/consultation/${bookingId}/files/${fileId}`,
      headers: staff.headers,
    })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(prescription)).toBe(true)
    const services = await target.inject({ method: 'GET', url: '/api/service' })
    expect(services.json().length).toBe(before.counts.services)
  })

  it('refuses to restore over a database that holds rows, unless forced', async () => {
    await expect(
      restoreBackup({ knex: target.knex, dataDir: target.config.dataDir, from: archive, key: KEY }),
    ).rejects.toThrow(RestoreRefused)
    const forced = await restoreBackup({
      knex: target.knex,
      dataDir: target.config.dataDir,
      from: archive,
      key: KEY,
      force: true,
    })
    expect(forced.rows).toBeGreaterThan(50)
    expect((await snapshot(target)).counts).toEqual((await snapshot(source)).counts)
  })

  it('keeps the newest archives of a folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-prune-'))
    for (const day of ['20261120', '20261121', '20261122', '20261123'])
      writeFileSync(path.join(dir, `labsite-backup-${day}-020000.lsb`), '')
    writeFileSync(path.join(dir, 'notes.txt'), '')
    expect(await pruneBackups(dir, 2)).toEqual([
      'labsite-backup-20261120-020000.lsb',
      'labsite-backup-20261121-020000.lsb',
    ])
    expect(readdirSync(dir).sort()).toEqual([
      'labsite-backup-20261122-020000.lsb',
      'labsite-backup-20261123-020000.lsb',
      'notes.txt',
    ])
    rmSync(dir, { recursive: true, force: true })
  })
})
