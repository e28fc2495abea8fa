import type { RevisionHistory } from '@labsite/shared'
import { queryKeysForChange } from '../live/change-query-keys'
import { adminKeys } from './query-keys'
import { type AdminMutation, type AdminRead, readOf } from './requests'

/** What the History drawer is about: the audit entity (`service`, `banner`, …) and the record id (a document's key). */
export interface HistoryTarget {
  resource: string
  id: string
}

const historyKey = ({ resource, id }: HistoryTarget) => [...adminKeys.revisions, resource, id] as const

/** GET /admin/revisions/{resource}/{id}: the record's versions, newest first (the latest 50). */
export function revisionHistoryQuery(target: HistoryTarget): AdminRead<RevisionHistory> {
  const path = `admin/revisions/${encodeURIComponent(target.resource)}/${encodeURIComponent(target.id)}?limit=50`
  return readOf<RevisionHistory>(historyKey(target), path)
}

/**
 * POST …/{revisionId}/restore: puts an older version back as a new write, checked against the
 * record's current version; the history and the resource's own lists or documents become stale.
 */
export function restoreRevision(
  target: HistoryTarget,
  revisionId: string,
  currentVersion: number | undefined,
  label: string,
): AdminMutation {
  return {
    write: {
      method: 'POST',
      path: `admin/revisions/${encodeURIComponent(target.resource)}/${encodeURIComponent(target.id)}/${revisionId}/restore`,
      ...(currentVersion === undefined ? {} : { ifMatch: currentVersion }),
      label,
    },
    invalidates: [historyKey(target), ...queryKeysForChange(target.resource)],
  }
}
