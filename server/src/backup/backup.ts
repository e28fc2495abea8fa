import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { errorMessage } from '@labsite/shared'
import type { Knex } from 'knex'
import { migrations } from '../../../migrations'
import { BackupKeyError, openingDecipher, sealingCipher, WRONG_KEY_MESSAGE } from './archive-crypto'
import { ArchiveEntry, ArchiveHeader, archiveLine, ChunkReader } from './archive-records'
import { insertRows, resetSequences, tableRows, tablesInOrder } from './database-dump'

/** Archives are named by their time, so a folder of them sorts oldest first. */
export const BACKUP_EXTENSION = '.lsb'
/** DATA_DIR entries that are not kept: the embedded database travels as rows, scratch files not at all. */
const NOT_FILES = new Set(['db', 'tmp'])

export class RestoreRefused extends Error {}

/** A database with rows in any of these is someone's site: a restore would replace it (--force only). */
const IN_USE_TABLES = ['users', 'bookings', 'contact_messages', 'referrals', 'services', 'blog_posts']

const line = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`)

/** Every file under DATA_DIR worth keeping (uploads, private files and reports, mail copies, the key). */
async function dataFiles(dataDir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, under), { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    const relative = under ? `${under}/${entry.name}` : entry.name
    if (!under && NOT_FILES.has(entry.name)) continue
    if (entry.isDirectory()) files.push(...(await dataFiles(dataDir, relative)))
    else if (entry.isFile() && !entry.name.endsWith(BACKUP_EXTENSION) && !entry.name.endsWith('.partial'))
      files.push(relative)
  }
  return files
}

async function* archiveContent(knex: Knex, dataDir: string, now: Date): AsyncGenerator<Buffer> {
  // One snapshot of the whole database: rows written meanwhile are all in, or all out.
  const trx = await knex.transaction({ isolationLevel: 'repeatable read', readOnly: true })
  try {
    const header: ArchiveHeader = {
      format: 'labsite-backup',
      version: 1,
      createdAt: now.toISOString(),
      migrations: await trx('knex_migrations').orderBy('id').pluck('name'),
    }
    yield line(header)
    for (const table of await tablesInOrder(trx)) {
      for await (const rows of tableRows(trx, table)) {
        yield line({ table, rows: rows.length })
        yield Buffer.from(`${rows.join('\n')}\n`)
      }
    }
  } finally {
    await trx.rollback().catch(() => {})
  }
  for (const file of await dataFiles(dataDir)) {
    const full = path.join(dataDir, file)
    const { size } = await stat(full)
    yield line({ file, size })
    let sent = 0
    for await (const chunk of createReadStream(full, { end: Math.max(0, size - 1) })) {
      if (size === 0) break
      sent += chunk.length
      yield chunk
    }
    if (sent !== size) throw new Error(`${file} changed size while it was being backed up`)
  }
  yield line({ end: true })
}

/**
 * Writes one encrypted archive of the database and every kept file of DATA_DIR into `toDir` and
 * answers its path. Written under a temporary name and renamed once complete: a folder never holds a
 * half-written backup under a backup's name.
 */
export async function createBackup(options: {
  knex: Knex
  dataDir: string
  toDir: string
  key: string
  now?: Date
}): Promise<string> {
  const now = options.now ?? new Date()
  await mkdir(options.toDir, { recursive: true, mode: 0o700 })
  const name = `labsite-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}${BACKUP_EXTENSION}`
  const target = path.join(options.toDir, name)
  const partial = `${target}.partial`
  const { header, cipher } = sealingCipher(options.key)
  try {
    await pipeline(
      Readable.from(archiveContent(options.knex, options.dataDir, now)),
      createGzip(),
      cipher,
      async function* (encrypted: AsyncIterable<Buffer>) {
        yield header
        yield* encrypted
        yield cipher.getAuthTag()
      },
      createWriteStream(partial, { mode: 0o600 }),
    )
    await rename(partial, target)
    return target
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** Keeps the newest `keep` archives of `dir`, deleting older ones; answers what it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => name.endsWith(BACKUP_EXTENSION)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) await rm(path.join(dir, name), { force: true })
  return old
}

/** The decrypted, unzipped content of an archive (throws at the end if it is not authentic). */
async function* openedArchive(file: string, key: string): AsyncGenerator<Buffer> {
  const { decipher, start, end } = await openingDecipher(file, key)
  const gunzip = createGunzip()
  const source = createReadStream(file, { start, end })
  const flowing = pipeline(source, decipher, gunzip).catch((error) => {
    gunzip.destroy(error)
  })
  try {
    yield* gunzip
  } catch (error) {
    if (errorMessage(error).includes('authenticate')) throw new BackupKeyError(WRONG_KEY_MESSAGE)
    throw error
  } finally {
    await flowing
  }
}

/**
 * Reads the whole archive once: only an archive that decrypts and authenticates to its end is used.
 * A changed byte decrypts to garbage before GCM's tag is checked, so any unreadable line or gzip error
 * met on the way means the same as a failed tag.
 */
async function verifiedHeader(file: string, key: string): Promise<ArchiveHeader> {
  const reader = new ChunkReader(openedArchive(file, key))
  try {
    const header = archiveLine(ArchiveHeader, await reader.line())
    for (;;) {
      const entry = archiveLine(ArchiveEntry, await reader.line())
      if ('end' in entry) break
      if ('table' in entry) for (let i = 0; i < entry.rows; i++) await reader.line()
      else for await (const _ of reader.bytes(entry.size)) void _
    }
    return header
  } catch (error) {
    if (error instanceof BackupKeyError) throw error
    throw new BackupKeyError(WRONG_KEY_MESSAGE)
  }
}

/**
 * Brings an archive back into the database of `knex` (migrated to this code's latest migration) and
 * `dataDir`. Refuses a database that holds rows unless `force`; the rows go in one transaction, and
 * files are moved into place only once the rows are in.
 */
export async function restoreBackup(options: {
  knex: Knex
  dataDir: string
  from: string
  key: string
  force?: boolean
}): Promise<{ tables: number; rows: number; files: number }> {
  const { knex, dataDir, from, key } = options
  const header = await verifiedHeader(from, key)
  const expected = migrations.map((m) => m.name)
  if (JSON.stringify(header.migrations) !== JSON.stringify(expected)) {
    throw new RestoreRefused(
      `This backup was made by another version of labsite (${header.migrations.at(-1) ?? 'none'}; this one is at ${expected.at(-1)}). Restore it with that version, then upgrade.`,
    )
  }
  const tables = await tablesInOrder(knex)
  const filled = []
  for (const table of IN_USE_TABLES) if (await knex(table).first(knex.raw('1'))) filled.push(table)
  if (filled.length > 0 && !options.force) {
    throw new RestoreRefused(
      `The database is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}). Restore into an empty database, or pass --force to replace everything in it.`,
    )
  }
  const staging = path.join(dataDir, 'tmp', `restore-${process.pid}-${Date.now()}`)
  const files: string[] = []
  const counts = { tables: new Set<string>(), rows: 0, files }
  try {
    await knex.transaction(async (trx) => {
      // Also what the migrations put in an empty database (default documents): the archive has its own.
      await trx.raw(`truncate ${tables.map(() => '??').join(', ')} restart identity cascade`, tables)
      const reader = new ChunkReader(openedArchive(from, key))
      await reader.line()
      for (;;) {
        const entry = archiveLine(ArchiveEntry, await reader.line())
        if ('end' in entry) break
        if ('table' in entry) {
          const rows: string[] = []
          for (let i = 0; i < entry.rows; i++) rows.push(await reader.line())
          await insertRows(trx, entry.table, rows)
          counts.tables.add(entry.table)
          counts.rows += rows.length
        } else {
          const relative = path.normalize(entry.file)
          if (relative.startsWith('..') || path.isAbsolute(relative))
            throw new RestoreRefused(`Unsafe path in backup: ${entry.file}`)
          const target = path.join(staging, relative)
          await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
          await pipeline(Readable.from(reader.bytes(entry.size)), createWriteStream(target, { mode: 0o600 }))
          counts.files.push(relative)
        }
      }
      await resetSequences(trx)
    })
    for (const relative of counts.files) {
      const target = path.join(dataDir, relative)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      await rename(path.join(staging, relative), target)
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return { tables: counts.tables.size, rows: counts.rows, files: counts.files.length }
}
