import { Checkbox } from '@mantine/core'
import type { Selection } from '../hooks/use-selection'

/** The tick that puts one record into the bulk selection. */
export function SelectCheckbox({ id, name, selection }: { id: string; name: string; selection: Selection }) {
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={selection.has(id)}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
    />
  )
}
