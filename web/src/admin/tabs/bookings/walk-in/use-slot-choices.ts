import { labNow } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { slotsOfDayQuery, useAdminClient } from '../../../api'

/** The Select's value for a walk-in seen now, without a slot. */
export const NO_SLOT = 'now'

/** "No slot (now)", then today's lab slots that still have room (a failed read leaves only the first). */
export function useSlotChoices(enabled: boolean) {
  const client = useAdminClient()
  const read = slotsOfDayQuery(labNow().date)
  const { data } = useQuery({ queryKey: read.key, queryFn: () => read.load(client), enabled })
  const free = (data?.data.bookable ? data.data.slots : []).filter((slot) => slot.remaining > 0)
  return [
    { value: NO_SLOT, label: 'No slot (now)' },
    ...free.map((slot) => ({ value: slot.id, label: `${slot.label} (${slot.remaining} left)` })),
  ]
}
