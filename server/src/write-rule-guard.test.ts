import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every write is closed by the one write rule (`plugins/write-rule.ts`): its audit entry and its change
 * event land in the write's own transaction, so neither outlives a rollback nor lands without the
 * other. This test reads the source (a grep, not a parser) and fails when a file audits a write or
 * announces a change itself.
 */

const SRC = import.meta.dirname
const RULE = 'plugins/write-rule.ts'

/** What the audit log records that is not a write to a record: these may be audited anywhere. */
const NOT_WRITES = ['view', 'list', 'download', 'export', 'erase', 'decide', 'reorder']

/** Files that announce a change themselves, and why the write rule does not fit them. */
const ANNOUNCE_THEMSELVES: Record<string, string> = {
  'lib/kits/reorder-route.ts': "a list's new order: no one record changed, audited as a reorder",
  'lib/kits/enquiry-submit.ts':
    "a visitor's message or referral: announced to staff screens, not audited (the log is of staff's acts)",
  'routes/bookings/store-booking.ts': "a visitor's own booking: announced, not audited, as enquiries are",
  'messages/phone-outbox.ts': "a visitor's message preference, changed on each of their bookings at once",
  'routes/privacy/index.ts': "an erasure: one 'erase' entry for the person, a deletion announced per record",
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

const FILES = sources(SRC).map((full) => ({
  file: path.relative(SRC, full).split(path.sep).join('/'),
  text: readFileSync(full, 'utf8'),
}))

/** The text of each call `<callee>(…)` in a source, up to its closing parenthesis. */
export function callsOf(text: string, callee: string): string[] {
  const calls: string[] = []
  for (let start = text.indexOf(`${callee}(`); start !== -1; start = text.indexOf(`${callee}(`, start + 1)) {
    let depth = 0
    let end = start + callee.length
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++
      else if (text[end] === ')' && --depth === 0) break
    }
    calls.push(text.slice(start, end + 1))
  }
  return calls
}

/** An audit call that names one of the non-write actions; anything else (a variable too) is a write. */
export const auditsAWrite = (call: string) => !new RegExp(`action: '(${NOT_WRITES.join('|')})'`).test(call)

describe('the one write rule closes every write', () => {
  it('finds the calls it checks (the grep still matches the code)', () => {
    const rule = FILES.find(({ file }) => file === RULE)?.text ?? ''
    expect(callsOf(rule, 'app.audit')).toHaveLength(1)
    expect(auditsAWrite("app.audit(request, { action: 'update', entity })")).toBe(true)
    expect(auditsAWrite('app.audit(request, { action, entity })')).toBe(true)
    expect(auditsAWrite("app.audit(request, { action: 'download', entity })")).toBe(false)
  })

  it('no file audits a write itself: the write rule writes the entry in the write’s transaction', () => {
    const offenders = FILES.filter(({ file }) => file !== RULE).flatMap(({ file, text }) =>
      callsOf(text, 'app.audit')
        .filter(auditsAWrite)
        .map((call) => `${file}: ${call.split('\n').slice(0, 4).join(' ').replace(/\s+/g, ' ')}`),
    )
    expect(offenders).toEqual([])
  })

  it('no file announces a change itself, but those listed with their reason', () => {
    const announcing = FILES.filter(({ text }) => text.includes('app.changes.publish(')).map(
      ({ file }) => file,
    )
    expect(announcing.filter((file) => file !== RULE && !(file in ANNOUNCE_THEMSELVES))).toEqual([])
    // An entry that no longer announces anything is dropped from the list, so the list stays true.
    expect(Object.keys(ANNOUNCE_THEMSELVES).filter((file) => !announcing.includes(file))).toEqual([])
  })
})
