import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The folders of server/src/lib by role (docs/architecture.md). */
const ROLES = ['infrastructure', 'kits', 'rendering']

/** The one file directly under lib/: this guard. */
const LOOSE_FILES = ['lib-layout.test.ts']

describe('server/src/lib layout', () => {
  it('keeps every shared file in the folder of its role', () => {
    const entries = readdirSync(import.meta.dirname, { withFileTypes: true })
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    const files = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)
    expect(folders.sort()).toEqual(ROLES)
    expect(files.filter((file) => !LOOSE_FILES.includes(file))).toEqual([])
  })
})
