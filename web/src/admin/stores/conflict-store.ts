import { create } from 'zustand'

/** A save the server refused with 412: the other person's record and what this admin tried to send. */
export interface PendingConflict {
  /** What was being saved, e.g. 'Update service "Thyroid Profile"'. */
  label: string
  theirs: Record<string, unknown>
  mine: unknown
  /** The record as this editor opened it, when known: a field neither side changed is not a difference. */
  openedWith?: Record<string, unknown>
  reloadTheirs: () => void
  overwriteWithMine: () => Promise<void>
  dismiss: () => void
}

interface ConflictState {
  conflict: PendingConflict | null
  show: (conflict: PendingConflict) => void
  clear: () => void
}

/** One conflict at a time, shown by the single ConflictDialogHost that AdminApp mounts. */
export const useConflictStore = create<ConflictState>()((set) => ({
  conflict: null,
  show: (conflict) => set({ conflict }),
  clear: () => set({ conflict: null }),
}))
