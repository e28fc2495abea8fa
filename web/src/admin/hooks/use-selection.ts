import { useCallback, useMemo, useState } from 'react'

export interface Selection {
  ids: string[]
  has: (id: string) => boolean
  toggle: (id: string, on: boolean) => void
  /** Selects or clears every id given (the shown page). */
  setAll: (ids: string[], on: boolean) => void
  clear: () => void
}

/** Which records of a list are ticked for a bulk action; ids no longer in `present` drop out. */
export function useSelection(present: string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const ids = useMemo(() => present.filter((id) => chosen.has(id)), [present, chosen])
  const change = useCallback((list: string[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current)
      for (const id of list) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }, [])
  return {
    ids,
    has: (id) => chosen.has(id),
    toggle: (id, on) => change([id], on),
    setAll: change,
    clear: () => setChosen(new Set()),
  }
}
