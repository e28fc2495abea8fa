import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { JsonStore } from './store'

const NoticesFileSchema = Type.Object({ version: Type.Literal(1), notices: Type.Array(Type.String()) })
export interface NoticesFile {
  version: 1
  notices: string[]
}
export const isNoticesFile = (value: unknown): value is NoticesFile => Value.Check(NoticesFileSchema, value)

export interface NoticeBoard {
  list(): string[]
  /** Kept until a staff member acknowledges it, across restarts. */
  add(notice: string): void
  acknowledge(notice: string): void
}

/**
 * Things about the queue itself staff must see, such as "a queue file was kept aside": they matter
 * until someone has read them, so they are kept (`notices.json`, no patient data: file names only)
 * until acknowledged, not lost at the next restart. `forThisRun` ones (no secure storage on this PC)
 * hold for this run only, and come back at the next start while still true.
 */
export function createNoticeBoard(store: JsonStore<NoticesFile>, forThisRun: string[] = []): NoticeBoard {
  let transient = [...forThisRun]
  let kept = store.read()?.notices ?? []
  const save = (notices: string[]) => {
    store.write({ version: 1, notices })
    kept = notices
  }
  return {
    list: () => [...transient, ...kept],
    add(notice) {
      if (!kept.includes(notice)) save([...kept, notice])
    },
    acknowledge(notice) {
      transient = transient.filter((n) => n !== notice)
      if (kept.includes(notice)) save(kept.filter((n) => n !== notice))
    },
  }
}
