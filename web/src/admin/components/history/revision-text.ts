import type { Revision } from '@labsite/shared'

const ACTION_WORDS: Record<Revision['action'], string> = {
  baseline: 'As it stood before its first kept change',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored an older version',
}

/** What a revision's write was, in words staff read (not the API's action slug). */
export function actionWords(revision: Revision): string {
  return ACTION_WORDS[revision.action]
}

/** When a revision was written, as the staff member's own clock reads it (e.g. '27 Nov 2026, 10:15'). */
export function revisionTime(revision: Revision): string {
  return new Date(revision.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
}

/** Who wrote it; a baseline (or a write nobody signed) has no author. */
export function revisionAuthor(revision: Revision): string {
  return revision.userEmail || 'unknown'
}
