import { useEffect, useMemo, useState } from 'react'

export interface AdminForm<V> {
  values: V
  set: <K extends keyof V>(key: K, value: V[K]) => void
  /** Shows another version of the record, e.g. the other person's after 'Reload theirs'. */
  load: (values: V, version: number | undefined) => void
  /** The record's version when the form opened (sent as If-Match). */
  version: number | undefined
  /** One key per opened add form, so a retried or replayed create never makes a second record. */
  idempotencyKey: string
  busy: boolean
  setBusy: (busy: boolean) => void
}

/**
 * The state of an add/edit dialog, reset each time it opens: the record's values (or `empty` for an
 * add), its version, the create's idempotency key and the busy flag. Pass module-level
 * `valuesOf`/`empty` so they stay the same between renders.
 */
export function useAdminForm<R extends { version: number }, V>(
  opened: boolean,
  record: R | null,
  valuesOf: (record: R) => V,
  empty: V,
): AdminForm<V> {
  const [values, setValues] = useState<V>(empty)
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the form opens
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [opened])

  useEffect(() => {
    if (!opened) return
    setValues(record ? valuesOf(record) : empty)
    setVersion(record?.version)
  }, [opened, record, valuesOf, empty])

  return {
    values,
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    load: (next, nextVersion) => {
      setValues(next)
      setVersion(nextVersion)
    },
    version,
    idempotencyKey,
    busy,
    setBusy,
  }
}
