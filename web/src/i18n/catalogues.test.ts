import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { en } from './locales/en'
import { enAccount } from './locales/en-account'
import { enBookings } from './locales/en-bookings'
import { enTerms } from './locales/en-terms'
import { hi } from './locales/hi'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

const english = flatten({ ...en, ...enAccount, ...enBookings, ...enTerms } as unknown as Tree)
const hindi = flatten(hi as unknown as Tree)
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()

describe('the message catalogues', () => {
  it('hold the same keys in English and Hindi', () => {
    const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key))
    const unknownInHindi = [...hindi.keys()].filter((key) => !english.has(key))
    expect({ missingInHindi, unknownInHindi }).toEqual({ missingInHindi: [], unknownInHindi: [] })
  })

  it('translate every Hindi text, with the same placeholders and links as the English one', () => {
    const problems: string[] = []
    for (const [key, text] of english) {
      const translated = hindi.get(key)
      if (translated === undefined) continue
      if (!translated.trim()) problems.push(`${key} is empty`)
      if (placeholders(translated).join() !== placeholders(text).join())
        problems.push(`${key} placeholders differ`)
      if (translated === text && /[a-z]{3,}\s+[a-z]{3,}/i.test(text)) problems.push(`${key} is still English`)
    }
    expect(problems).toEqual([])
  })

  it('keep the fixed MESSAGES texts in English word for word as shared/src/constants.ts holds them', () => {
    expect(english.get('messages.bookingThanks')).toBe('Thank you! We have received your request.')
    expect(english.get('messages.passwordsDoNotMatch')).toBe('Passwords do not match')
  })

  it('have every key the public site asks for', () => {
    const root = path.resolve(__dirname, '..')
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name)
        if (statSync(full).isDirectory()) return files(full)
        return /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : []
      })
    const used = new Set<string>()
    for (const file of ['features', 'components', 'app', 'i18n'].flatMap((dir) =>
      files(path.join(root, dir)),
    )) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          /^(t|i18n\.t)$/.test(node.expression.getText(source)) &&
          node.arguments[0] &&
          ts.isStringLiteralLike(node.arguments[0])
        ) {
          used.add(node.arguments[0].text)
        }
        if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
          if (ts.isStringLiteral(node.initializer)) used.add(node.initializer.text)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect(used.size).toBeGreaterThan(100)
    // A counted text has one key per plural form (`_one`, `_other`), asked for by its base name.
    const known = (key: string) => english.has(key) || english.has(`${key}_other`)
    expect([...used].filter((key) => !known(key))).toEqual([])
  })
})
