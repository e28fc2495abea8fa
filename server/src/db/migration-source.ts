import type { Knex } from 'knex'
import { migrations } from '../../../migrations/index'

/** Migrations are listed in code (not read from a folder) so they run the same under tsx, vitest and a bundle. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map((m) => m.name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find((m) => m.name === name)
    if (!found) throw new Error(`Unknown migration ${name}`)
    return found.migration
  },
}
