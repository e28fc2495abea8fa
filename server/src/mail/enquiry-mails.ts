import { type Booking, bookedItemLines, type ContactMessage, type Referral } from '@labsite/shared'
import { escapeHtml } from '../lib/rendering/escape-html'
import type { NewOutboxMail } from './outbox-repository'

/** A staff notification: what the outbox needs apart from the recipient. */
export interface StaffMail {
  subject: string
  text: string
  html: string
  replyTo?: string
}

/** Visitor text in a subject line: one line, bounded, so it cannot add headers or swamp the inbox. */
const oneLine = (value: string, max = 80) => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A staff notification as an outbox mail about `relatedId`, to the staff address looked up at send time. */
export function staffNotification(mail: StaffMail, relatedId: string): NewOutboxMail {
  return { kind: 'staff-notification', to: null, relatedId, ...mail }
}

type Detail = [label: string, value: string]

/** The same details as plain text and as a simple HTML table, with the admin link under both. */
function staffMail(
  subject: string,
  intro: string,
  details: Detail[],
  link: string,
  replyTo?: string,
): StaffMail {
  const shown = details.filter(([, value]) => value !== '')
  const text = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`),
    '',
    `Open it in the admin panel: ${link}`,
    '',
  ].join('\n')
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html =
    `<p>${escapeHtml(intro)}</p><table cellspacing="0" cellpadding="0">${rows}</table>` +
    `<p><a href="${escapeHtml(link)}">Open it in the admin panel</a></p>`
  return { subject, text, html, replyTo }
}

export function newBookingMail(booking: Booking, publicUrl: string): StaffMail {
  const files = booking.files.map((file) => `${file.name} (${Math.ceil(file.size / 1024)} KB)`)
  return staffMail(
    `New booking ${booking.reference ? `${booking.reference} ` : 'enquiry '}from ${oneLine(booking.name)}`,
    'A visitor has asked for a booking. Please call them back.',
    [
      ['Reference', booking.reference],
      ['Booked', bookedItemLines(booking).join('\n')],
      [
        'Family members',
        booking.familyDiscount ? `${booking.familyMembers}: the family discount applies` : '',
      ],
      [
        'Collection',
        booking.collectionType === 'home'
          ? `Home collection, PIN ${booking.pincode}`
          : booking.collectionType === 'lab'
            ? 'Lab visit'
            : '',
      ],
      ['Slot', booking.preferredDate ? `${booking.preferredDate} ${booking.slotLabel}` : ''],
      ['Name', booking.name],
      ['Phone', booking.phone],
      ['E-mail', booking.email],
      ['Address', booking.address],
      ['Details', booking.description],
      ['Attached files', files.join(', ')],
      ['Received', booking.submittedAt],
    ],
    `${publicUrl}/admin/consultations`,
    booking.email,
  )
}

/** Staff are told when a visitor moves their booking: the place it left and the one it took. */
export function bookingRescheduledMail(before: Booking, after: Booking, publicUrl: string): StaffMail {
  return staffMail(
    `Booking ${after.reference} moved by ${oneLine(after.name)}`,
    'A visitor has moved their booking to another time. The old place is free again.',
    [
      ['Reference', after.reference],
      ['Was', `${before.preferredDate ?? ''} ${before.slotLabel}`.trim()],
      ['Now', `${after.preferredDate ?? ''} ${after.slotLabel}`.trim()],
      ['Name', after.name],
      ['Phone', after.phone],
    ],
    `${publicUrl}/admin/consultations`,
    after.email,
  )
}

export function newContactMessageMail(message: ContactMessage, publicUrl: string): StaffMail {
  return staffMail(
    `New message: ${oneLine(message.subject)}`,
    `${oneLine(message.name, 200)} has sent a message through the contact form.`,
    [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Phone', message.phone],
      ['Subject', message.subject],
      ['Message', message.message],
      ['Received', message.createdAt],
    ],
    `${publicUrl}/admin/messages`,
    message.email,
  )
}

export function newReferralMail(referral: Referral, publicUrl: string): StaffMail {
  return staffMail(
    `New referral ${referral.referralCode}`,
    'A visitor has referred a friend.',
    [
      ['Referral code', referral.referralCode],
      ['Referred by', `${referral.referrerEmail}, ${referral.referrerPhone}`],
      ['Friend', `${referral.friendEmail}, ${referral.friendPhone}`],
      ['Received', referral.createdAt],
    ],
    `${publicUrl}/admin/referrals`,
  )
}
