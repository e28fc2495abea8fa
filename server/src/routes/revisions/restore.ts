import { isRecord, type Revision } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Fields } from '../../lib/kits/crud-repository'
import { createRecord, updateRecord } from '../../lib/kits/crud-writes'
import { writeDocument } from '../../lib/kits/document-routes'
import { assertFreshVersion, versionOf } from '../../lib/kits/versioning'
import type { RevisionTarget } from '../../plugins/revisions'
import { findCurrent } from './current-record'

/**
 * Puts `revision` back as a new write through the same path as an edit: If-Match checked against the
 * current version (412 when stale), version bumped, audited, a 'restore' revision kept. Fields the old
 * version did not have (added to the record later) keep their current values. A deleted record is
 * re-created under its id, at the version after the one it was deleted at.
 */
export async function restoreRevision(
  app: FastifyInstance,
  request: FastifyRequest,
  target: RevisionTarget,
  revision: Revision,
): Promise<{ record: unknown; version: number }> {
  // A revision keeps the whole record (or document) as written: an object of its fields.
  const fields: Fields = isRecord(revision.record) ? revision.record : {}
  const note = { restoredFrom: revision.id }
  if (target.kind === 'document') {
    const key = target.entity
    const saved = await writeDocument(
      app,
      request,
      key,
      (current) => ({ ...current, ...fields }),
      revision.id,
    )
    return { record: saved.value, version: saved.version }
  }
  const { resource } = target
  const current = await findCurrent(app, target, revision.recordId)
  if (current) {
    const record = await updateRecord(app, request, resource, revision.recordId, fields, note)
    return { record, version: versionOf(record) }
  }
  const lastVersion = await app.revisions.repository.lastVersion(target.entity, revision.recordId)
  assertFreshVersion(request, lastVersion, null)
  const record = await createRecord(app, request, resource, fields, {
    ...note,
    id: revision.recordId,
    version: lastVersion + 1,
  })
  return { record, version: lastVersion + 1 }
}
