import type { Booking } from '@labsite/shared'
import { Alert, Text } from '@mantine/core'
import type { WalkInFields } from '../../../api'

/** A registered walk-in: sent to the server, or saved offline under a local reference. */
export type WalkInOutcome =
  | { status: 'sent'; booking: Booking }
  | { status: 'queued'; fields: WalkInFields; localId: string; localReference: string }

/**
 * The reference a registered walk-in goes by: the server's, or offline the local one (pending) until
 * the queue has sent it (`serverReference`).
 */
export function WalkInReference({
  outcome,
  serverReference,
}: {
  outcome: WalkInOutcome
  serverReference: string | undefined
}) {
  return outcome.status === 'sent' ? (
    <Alert color="teal" title={`${outcome.booking.name} is registered`}>
      <Text>
        Reference <strong>{outcome.booking.reference}</strong>
      </Text>
    </Alert>
  ) : serverReference ? (
    <Alert color="teal" title={`${outcome.fields.name} is registered`}>
      <Text>
        Reference <strong>{serverReference}</strong> (was {outcome.localReference} while offline)
      </Text>
    </Alert>
  ) : (
    <Alert color="blue" title={`${outcome.fields.name}: saved offline`}>
      <Text>
        Reference <strong>{outcome.localReference}</strong> (pending)
      </Text>
      <Text size="sm">
        The server's reference replaces it when the console is back online. Sample labels print from the
        booking once it has reached the server.
      </Text>
    </Alert>
  )
}
