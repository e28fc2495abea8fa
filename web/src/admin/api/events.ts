import type { EventTicket } from '@labsite/shared'
import type { KyInstance } from 'ky'

/** A single-use, 30-second pass to open the staff event stream (an EventSource sends no header). */
export const issueEventTicket = (client: KyInstance) => client.post('events/ticket').json<EventTicket>()
