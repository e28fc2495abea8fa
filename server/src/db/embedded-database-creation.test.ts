import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createEmbeddedDatabaseInChildProcess, isEmbeddedDatabaseCreated } from './embedded-database-creation'
import { openKnex } from './knex'
import { migrationSource } from './migration-source'

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
      await knex('faqs').insert({ question: 'Fasting?', answer: 'Ten hours.' })
      expect(await knex('faqs').where({ question: 'Fasting?' }).first()).toMatchObject({
        answer: 'Ten hours.',
      })
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
