import { type Booking, phoneSearchDigits } from '@labsite/shared'
import { Button, Group, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { pastBookingsQuery } from '../../../api'
import { useAdminResource } from '../../../hooks/use-admin-resource'

/** What a past booking lends a new walk-in: who they are and how to reach them. */
export type PastPatient = Pick<Booking, 'name' | 'phone' | 'email' | 'address'>

const MATCHES = 3

/** The same person may have booked often: one suggestion per phone and e-mail. */
function distinct(bookings: Booking[]): PastPatient[] {
  const seen = new Set<string>()
  return bookings
    .filter((booking) => {
      const key = `${booking.phone}|${booking.email}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, MATCHES)
}

/**
 * Past bookings matching the phone (or, before one is typed, the name, or the reference on a slip or
 * a scanned tube label: the server matches those exactly) the desk is typing, each a
 * button that fills the form: a returning patient is registered without spelling everything again.
 */
export function PastPatients({
  phone,
  name,
  onUse,
}: {
  phone: string
  name: string
  onUse: (patient: PastPatient) => void
}) {
  // A number is searched once it has digits enough to mean one (phoneSearchDigits); the server matches
  // it in any typed form against the stored E.164 numbers.
  const typed = phoneSearchDigits(phone) ? phone.trim() : name.trim().length >= 3 ? name.trim() : ''
  const [q] = useDebouncedValue(typed, 300)
  const { data } = useAdminResource(pastBookingsQuery(q), null, { enabled: q.length > 0 })
  const patients = q && data ? distinct(data) : []
  if (patients.length === 0) return null
  return (
    <Group gap="xs" aria-label="Past bookings" role="group">
      <Text size="sm">Booked before:</Text>
      {patients.map((patient) => (
        <Button
          key={`${patient.phone}|${patient.email}`}
          size="compact-sm"
          variant="light"
          onClick={() => onUse(patient)}
        >
          {['Use', [patient.name, patient.phone, patient.email].filter(Boolean).join(' · ')].join(' ')}
        </Button>
      ))}
    </Group>
  )
}
