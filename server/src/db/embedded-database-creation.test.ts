import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmbeddedDatabaseInChildProcess, isEmbeddedDatabaseCreated } from './embedded-database-creation'
import { openKnex } from './knex'
import { migrationSource } from './migration-source'
import { seedDemoContent } from './seed'

describe('creating the embedded database in a child process', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'labsite-create-db-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('leaves a database at the latest migration that this process then opens', async () => {
    const dir = path.join(root, 'db')
    expect(isEmbeddedDatabaseCreated(dir)).toBe(false)
    await createEmbeddedDatabaseInChildProcess(dir)
    expect(isEmbeddedDatabaseCreated(dir)).toBe(true)

    const knex = await openKnex({ kind: 'pglite', dir })
    try {
      const [, pending] = await knex.migrate.list({ migrationSource })
      expect(pending).toEqual([])
      expect(await knex('services').first()).toBeUndefined()
      await knex('faqs').insert({ question: 'Fasting?', answer: 'Ten hours.' })
      expect(await knex('faqs').where({ question: 'Fasting?' }).first()).toMatchObject({
        answer: 'Ten hours.',
      })
    } finally {
      await knex.destroy()
    }
  })

  it('adds the demo content with its pictures when given a demo uploads folder', async () => {
    const dir = path.join(root, 'demo-db')
    const uploads = path.join(root, 'demo-uploads')
    const progress: string[] = []
    await createEmbeddedDatabaseInChildProcess(dir, (line) => progress.push(line), uploads)
    expect(progress.at(-1)).toBe('adding the demo content…')
    expect(readdirSync(path.join(uploads, 'demo')).length).toBeGreaterThan(0)

    const knex = await openKnex({ kind: 'pglite', dir })
    try {
      const services = await knex('services').count<{ n: number }[]>('* as n').first()
      expect(Number(services?.n)).toBeGreaterThan(0)
      expect(await knex('booking_slots').first()).toBeDefined()
      // The server's own seeding then finds a seeded catalogue and leaves it as it is.
      expect(await seedDemoContent(knex, uploads)).toBe(false)
    } finally {
      await knex.destroy()
    }
  })

  it('fails with the reason when the folder cannot hold a database', async () => {
    const notAFolder = path.join(root, 'a-file')
    writeFileSync(notAFolder, 'not a folder')
    await expect(createEmbeddedDatabaseInChildProcess(notAFolder)).rejects.toThrow(
      new RegExp(`could not create the embedded database in ${notAFolder}: .*EEXIST`),
    )
  })
})
