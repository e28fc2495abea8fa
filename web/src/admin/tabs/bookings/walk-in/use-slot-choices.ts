import { labNow } from '@labsite/shared'
import { slotsOfDayQuery } from '../../../api'
import { useAdminResource } from '../../../hooks/use-admin-resource'

/** The Select's value for a walk-in seen now, without a slot. */
export const NO_SLOT = 'now'

/** "No slot (now)", then today's lab slots that still have room (a failed read leaves only the first). */
export function useSlotChoices(enabled: boolean) {
  const { data } = useAdminResource(slotsOfDayQuery(labNow().date), null, { enabled })
  const free = (data?.bookable ? data.slots : []).filter((slot) => slot.remaining > 0)
  return [
    { value: NO_SLOT, label: 'No slot (now)' },
    ...free.map((slot) => ({ value: slot.id, label: `${slot.label} (${slot.remaining} left)` })),
  ]
}
