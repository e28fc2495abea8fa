import { bookedItemLines, type Consultation } from '@labsite/shared'
import { formatDateTime } from '../../lib/format-date'

/**
 * What the front desk hands over or files for a booking: who, how to reach them, what they asked
 * for and when, and the booking's id to quote. Plain markup: it is printed outside the app's theme.
 */
export function BookingSlip({ consultation, labName }: { consultation: Consultation; labName: string }) {
  const where =
    consultation.collectionType === 'home'
      ? `Home collection, PIN ${consultation.pincode}`
      : consultation.collectionType === 'lab'
        ? 'Lab visit'
        : ''
  const rows: [string, string][] = [
    ['Reference', consultation.reference],
    ['Booked', bookedItemLines(consultation).join('\n')],
    ['Slot', consultation.preferredDate ? `${consultation.preferredDate}, ${consultation.slotLabel}` : ''],
    ['Collection', where],
    ['Family', consultation.familyDiscount ? `${consultation.familyMembers} members: family discount` : ''],
    ['Name', consultation.name],
    ['Phone', consultation.phone],
    ['E-mail', consultation.email],
    ['Address', consultation.address],
    ['Requested', consultation.description],
    ['Received', formatDateTime(consultation.submittedAt)],
    ['Status', consultation.status],
    ['Booking ID', consultation.id],
  ]
  return (
    <article
      aria-label={`Booking slip for ${consultation.name}`}
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
