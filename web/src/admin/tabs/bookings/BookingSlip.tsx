import { type Booking, bookedItemLines } from '@labsite/shared'
import { formatDateTime } from '../../lib/format-date'

/**
 * What the front desk hands over or files for a booking: who, how to reach them, what they asked
 * for and when, and the booking's id to quote. Plain markup: it is printed outside the app's theme.
 */
export function BookingSlip({ booking, labName }: { booking: Booking; labName: string }) {
  const where =
    booking.collectionType === 'home'
      ? `Home collection, PIN ${booking.pincode}`
      : booking.collectionType === 'lab'
        ? 'Lab visit'
        : ''
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Booked', bookedItemLines(booking).join('\n')],
    ['Slot', booking.preferredDate ? `${booking.preferredDate}, ${booking.slotLabel}` : ''],
    ['Collection', where],
    ['Family', booking.familyDiscount ? `${booking.familyMembers} members: family discount` : ''],
    ['Name', booking.name],
    ['Phone', booking.phone],
    ['E-mail', booking.email],
    ['Address', booking.address],
    ['Requested', booking.description],
    ['Received', formatDateTime(booking.submittedAt)],
    ['Status', booking.status],
    ['Booking ID', booking.id],
  ]
  return (
    <article
      aria-label={`Booking slip for ${booking.name}`}
      style={{ fontFamily: 'sans-serif', padding: 24 }}
    >
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>{labName}</h1>
      <h2 style={{ fontSize: 16, margin: '0 0 16px', fontWeight: 'normal' }}>Booking slip</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th style={{ textAlign: 'left', verticalAlign: 'top', padding: '4px 12px 4px 0', width: 120 }}>
                {label}
              </th>
              <td style={{ padding: '4px 0', whiteSpace: 'pre-wrap' }}>{value || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}
