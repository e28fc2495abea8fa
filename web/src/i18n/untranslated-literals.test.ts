import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every word a visitor reads on the public site comes from the message catalogues. This scans the public
 * source (features, shared components, the app shell; the admin stays English) for text a component
 * would show untranslated: JSX text, and string literals that read like prose (two or more words
 * starting with a capital, or a sentence) wherever they appear, including in constant tables.
 */
const ROOT = path.resolve(__dirname, '..')
const PUBLIC_DIRS = ['features', 'components', 'app'].map((dir) => path.join(ROOT, dir))
const SKIPPED = [
  path.join(ROOT, 'app', 'routes', 'admin.tsx'),
  // The preview page's frame is for staff holding a preview link: staff screens stay English.
  path.join(ROOT, 'app', 'routes', 'preview.tsx'),
  path.join(ROOT, 'features', 'preview', 'components', 'PreviewBar.tsx'),
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !SKIPPED.includes(full) ? [full] : []
  })
}

/** Attributes whose string values are read by people or screen readers. */
const SPOKEN_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'description',
  'error',
])
/** Prose: a capitalised word followed by more words, or anything ending like a sentence. */
const PROSE = /^[A-Z][\p{L}'’-]*(?:[ ,][\p{L}\p{N}'’.,:!?()-]+)+$|[a-z][.!?]$/u
/** Calls whose string arguments are for developers, not visitors. */
const DEVELOPER_CALLS = new Set(['console.info', 'console.error', 'console.warn', 'console.log', 'Error'])
/** Attributes whose values are for the browser, never read as words (styles, addresses). */
const TECHNICAL_ATTRIBUTES = new Set(['style', 'styles', 'className', 'href', 'to', 'src', 'key'])

export function untranslatedLiterals(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const where = (node: ts.Node) =>
    `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`

  const insideDeveloperCall = (node: ts.Node): boolean => {
    for (let at = node.parent; at; at = at.parent) {
      if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
        if (DEVELOPER_CALLS.has(at.expression.getText(source))) return true
      }
      if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true
      if (ts.isJsxAttribute(at) && TECHNICAL_ATTRIBUTES.has(at.name.getText(source))) return true
    }
    return false
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const words = node.getText(source).trim()
      if (/\p{L}{2,}/u.test(words)) found.push(`${where(node)} JSX text "${words}"`)
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source)
      if (SPOKEN_ATTRIBUTES.has(name) && /\p{L}{2,}/u.test(node.initializer.text)) {
        found.push(`${where(node)} ${name}="${node.initializer.text}"`)
      }
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isJsxAttribute(node.parent) &&
      PROSE.test(node.text) &&
      !insideDeveloperCall(node)
    ) {
      found.push(`${where(node)} "${node.text}"`)
    } else if (ts.isTemplateExpression(node) && !insideDeveloperCall(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      if (/\p{L}{2,}\s+\p{L}{2,}/u.test(literal)) found.push(`${where(node)} template \`${literal}\``)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the public site', () => {
  it('shows no text that is not in the message catalogues', () => {
    const found = PUBLIC_DIRS.flatMap(sourceFiles).flatMap(untranslatedLiterals)
    expect(found).toEqual([])
  })
})
