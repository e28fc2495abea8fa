import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A public page must never import a value from a module under `shared/src/schemas/`: whatever name it
 * takes, the module's TypeBox schemas come with it, and TypeBox itself (11 KB gzip) lands in every
 * page's first visit (it did once, through the router's preview path). The schema-free
 * parts live beside the schemas (`publication.ts`, `seo-pages.ts`, `patterns.ts`, …) and are
 * re-exported by them. Types are free: they leave nothing in the bundle.
 */
const WEB_SRC = path.resolve(__dirname, '..')
const SHARED_SRC = path.resolve(WEB_SRC, '../../shared/src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

/** Where each value @labsite/shared exports is declared. */
function valueDeclarations(): Map<string, string> {
  const declared = new Map<string, string>()
  for (const file of sourceFiles(SHARED_SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export (?:const|function|class|enum) (\w+)/g)) {
      declared.set(match[1], path.relative(SHARED_SRC, file))
    }
  }
  return declared
}

/** The values (not types) a file imports from @labsite/shared. */
function sharedValuesImported(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@labsite\/shared'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0])
}

const isPublic = (file: string) => !file.includes(`${path.sep}admin${path.sep}`)

describe('what public pages import from shared', () => {
  it('finds the rule’s subject: public files importing shared values, and the schema modules', () => {
    const declared = valueDeclarations()
    expect([...declared.values()].some((file) => file.startsWith(`schemas${path.sep}`))).toBe(true)
    const router = readFileSync(path.join(WEB_SRC, 'app', 'router.tsx'), 'utf8')
    expect(sharedValuesImported(router)).toContain('PREVIEW_PATH')
  })

  it('takes no value from a schema module (TypeBox would come with it)', () => {
    const declared = valueDeclarations()
    const offending = sourceFiles(WEB_SRC)
      .filter(isPublic)
      .flatMap((file) =>
        sharedValuesImported(readFileSync(file, 'utf8'))
          .filter((name) => declared.get(name)?.startsWith(`schemas${path.sep}`))
          .map(
            (name) => `${path.relative(WEB_SRC, file)} imports ${name} from shared/src/${declared.get(name)}`,
          ),
      )
    expect(offending).toEqual([])
  })
})
