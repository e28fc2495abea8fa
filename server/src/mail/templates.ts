import { BRAND_NAME } from '@labsite/shared'
import { escapeHtml } from '../lib/escape-html'

/** What every template returns; the caller adds `to` and writes it to the outbox. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

export function passwordResetMail(input: { name: string; link: string; minutes: number }): MailContent {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,'
  const lines = [
    `We received a request to reset the password of your ${BRAND_NAME} account.`,
    `Open this link within ${input.minutes} minutes to choose a new password:`,
  ]
  const ignore = 'If you did not ask for this, you can ignore this e-mail: your password stays the same.'
  return {
    subject: `Reset your ${BRAND_NAME} password`,
    text: [greeting, '', ...lines, input.link, '', ignore, '', BRAND_NAME].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Reset my password</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(BRAND_NAME)}</p>`,
    ].join('\n'),
  }
}
