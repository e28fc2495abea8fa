import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const webSource = path.resolve(import.meta.dirname, '..')
const mantineStyles = path.resolve(import.meta.dirname, '../../../node_modules/@mantine/core/styles')

/** Every .ts/.tsx file below `dir` (tests left out), except under the admin, which loads its own styles. */
function publicSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'admin' ? [] : publicSourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

/** The names a file imports from @mantine/core (components and hooks alike). */
function mantineImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)].flatMap(
    ([, names]) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
  )
}

describe('the Mantine stylesheets public pages load', () => {
  it('include the stylesheet of every Mantine component public code imports', () => {
    const imported = readFileSync(path.join(webSource, 'app/mantine-public-styles.ts'), 'utf8')
    const missing = new Set<string>()
    for (const file of publicSourceFiles(webSource)) {
      for (const name of mantineImportsOf(file)) {
        // Components without a stylesheet of their own (Box, Portal, …) need nothing.
        if (!existsSync(path.join(mantineStyles, `${name}.css`))) continue
        if (!imported.includes(`'@mantine/core/styles/${name}.css'`)) {
          missing.add(`${name} (${path.relative(webSource, file)})`)
        }
      }
    }
    expect([...missing]).toEqual([])
  })
})
