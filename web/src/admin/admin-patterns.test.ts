import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The admin's one read path, one write path and one list + dialog pattern (README.md beside this
 * file), checked on the source text of every non-test file under web/src/admin. A tab that writes
 * around useAdminSave loses the conflict dialog (a stale edit gets a plain red toast); a tab that
 * builds its own list drifts from the others' toasts, dialogs and keyboard handling.
 */
const ADMIN = __dirname

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const FILES = sourceFiles(ADMIN).map((full) => ({
  file: path.relative(ADMIN, full).split(path.sep).join('/'),
  text: readFileSync(full, 'utf8'),
}))

/** The files whose text matches, minus an allow-list: what the test reports as breaking the rule. */
const offenders = (pattern: RegExp, allowed: readonly string[]) =>
  FILES.filter(({ file, text }) => pattern.test(text) && !allowed.includes(file)).map(({ file }) => file)

describe('the one write path', () => {
  it('only useAdminSave sends through useAdminWrite (the sender without toasts or conflict dialog)', () => {
    expect(offenders(/\buseAdminWrite\b/, ['hooks/use-admin-write.ts', 'hooks/use-admin-save.ts'])).toEqual(
      [],
    )
  })

  it('no admin file sends a request of its own: the edit queue, a ky write or an upload', () => {
    const sends =
      /editQueue\.send\(|sendAdminWrite\(|uploadForm\(|\b\w*[cC]lient\s*\.(post|put|patch|delete)\(/
    const allowed = [
      // The senders themselves: the queue's web implementation and the one write hook's sender.
      'platform/web-platform.ts',
      'hooks/use-admin-write.ts',
      // Not record writes, and never queueable: signing in and out, the event stream's ticket,
      // picture and media uploads (multipart; the desktop keeps them through `offlineUploads`).
      'api/session.ts',
      'api/events.ts',
      'api/uploads.ts',
      'api/media.ts',
      // A preview link is signed for the person asking and opened at once: no record, no queue.
      'components/publishing/use-preview-link.ts',
      // A report PDF of a booking: a multipart upload the server adds to the booking's files.
      'tabs/bookings/ReportUpload.tsx',
    ]
    expect(offenders(sends, allowed)).toEqual([])
  })

  it("every PUT, PATCH and DELETE of api/ sends the record's version as If-Match", () => {
    /** Writes whose target has no version (the same list as server/src/routes/stale-writes.test.ts). */
    const unversioned = [
      // A list's order is a value of the whole list, not of one record.
      'catalogue.ts: PUT `:path/reorder/all`',
      // Closed days and PIN codes are values: the day or the code is the whole record.
      'booking-calendar.ts: DELETE `admin/closed-dates/:date`',
      'booking-calendar.ts: DELETE `admin/pincodes/:code`',
      // The banner's and About's drafts: their publishing is the versioned write.
      'content.ts: PUT path',
      'content.ts: DELETE path',
    ]
    const missing = FILES.filter(({ file }) => file.startsWith('api/')).flatMap(({ file, text }) =>
      // Each write object of api/ runs from `write: {` to the `invalidates` that follows it.
      text
        .split('write: {')
        .slice(1)
        .map((rest) => rest.split('invalidates')[0] ?? '')
        .filter((write) => /method: '(PUT|PATCH|DELETE)'/.test(write) && !/\bifMatch\b/.test(write))
        .map((write) => {
          const method = /method: '(\w+)'/.exec(write)?.[1]
          // `${id}` read as `:id`, as the API's paths are written.
          const target = (/path(?::\s*([^,\n]+))?/.exec(write)?.[1]?.trim() ?? '').replace(
            /\$\{(\w+)\}/g,
            ':$1',
          )
          return `${file.slice('api/'.length)}: ${method} ${target || 'path'}`
        }),
    )
    expect(missing.filter((write) => !unversioned.includes(write))).toEqual([])
    // An entry that matches nothing any more leaves the list.
    expect(unversioned.filter((write) => !missing.includes(write))).toEqual([])
  })
})

describe('the one form style', () => {
  it("only the admin's form hooks make a Mantine form: records with useAdminForm, documents with useDocumentForm", () => {
    // A form made elsewhere skips what those hooks give every dialog: values reset on each opening,
    // the version it opened, the create's Idempotency-Key, and 'Reload theirs' keeping what was typed.
    const makesForm = /\buseForm\s*[(<]/
    const allowed = [
      'hooks/use-admin-form.ts',
      'hooks/use-document-form.ts',
      // Signing in and creating the first administrator: no record, no version, never queued.
      'components/AdminLoginForm.tsx',
      'components/AdminSetupPage.tsx',
    ]
    expect(offenders(makesForm, allowed)).toEqual([])
  })

  it('every form, dialog and modal of a tab that saves (and a tab that saves itself) uses one of the form hooks', () => {
    // Fields kept in component state and a save called by hand lose what the hooks give: values reset
    // on each opening, errors under the fields, the Idempotency-Key of a create, 'Reload theirs'.
    const formFile = /^tabs\/.*(Form|Dialog|Modal|Tab)\.tsx$/
    const saves =
      /\b(useAdminSave|useDialogWrite|useStepWrite|useArrangedWrites)\(|\bmutate(Async)?\(|\.send\(/
    const usesFormHook = /\buse(AdminForm|AddForm|DocumentForm)\(/
    const allowed = [
      // The walk-in's fields are WalkInForm's (useAddForm); the dialog sends them to show the outcome
      // (reference, slip, the offline stand-in) in place of the form.
      'tabs/bookings/walk-in/WalkInDialog.tsx',
      // Row actions without fields: a picture's delete (its alt text is MediaAltModal's form) and the
      // desk steps of the day's board.
      'tabs/media/MediaTab.tsx',
      'tabs/today/TodayTab.tsx',
      // A person's export and erasure: an e-mail and phone to find them, not a record's values.
      'tabs/privacy/PrivacyTab.tsx',
    ]
    const bypassing = FILES.filter(
      ({ file, text }) => formFile.test(file) && saves.test(text) && !usesFormHook.test(text),
    ).map(({ file }) => file)
    expect(bypassing.filter((file) => !allowed.includes(file))).toEqual([])
    // An entry that no longer saves by hand leaves the list.
    expect(allowed.filter((file) => !bypassing.includes(file))).toEqual([])
  })
})

describe('the one read path', () => {
  it("only the read hooks call TanStack's query hooks; every other read is an AdminRead of api/", () => {
    // A screen with its own useQuery picks its own key, which the change bus (live/change-query-keys.ts)
    // and the writes' `invalidates` do not know: another desk's change would not reach it.
    const queryHooks = /\buse(Suspense|Infinite)?Query\s*[(<]/
    expect(offenders(queryHooks, ['hooks/use-admin-resource.ts', 'hooks/use-paged-list.ts'])).toEqual([])
  })
})

describe('the one list + dialog pattern', () => {
  it('only the shared list drags records into order (SortableList)', () => {
    expect(
      offenders(/from '[./]*\/?components\/SortableList'|from '\.\/SortableList'/, [
        'components/ArrangedList.tsx',
      ]),
    ).toEqual([])
  })

  it("only the shared list confirms a record's delete (ConfirmDelete)", () => {
    const allowed = [
      'components/ConfirmDelete.tsx',
      'components/CatalogueListTab.tsx',
      // Not record lists of a tab: the server-paged media library, a booking row of the enquiry
      // table, and the privacy tab's erasure of a person.
      'tabs/media/MediaTab.tsx',
      'tabs/bookings/BookingRow.tsx',
      'tabs/privacy/PrivacyTab.tsx',
    ]
    expect(offenders(/\bConfirmDelete\b/, allowed)).toEqual([])
  })

  it('the older list shells stay gone (RecordManager, CalendarListSection) and nothing imports them', () => {
    // Moved onto CatalogueListTab: the content records' RecordManager (and its list hook), and the
    // booking calendar's tables of slots, closed days and PIN codes.
    const gone = [
      'tabs/content/RecordManager.tsx',
      'tabs/content/use-record-list.ts',
      'tabs/booking-calendar/CalendarListSection.tsx',
    ]
    expect(gone.filter((file) => existsSync(path.join(ADMIN, file)))).toEqual([])
    expect(offenders(/\b(RecordManager|CalendarListSection)\b/, [])).toEqual([])
  })
})
