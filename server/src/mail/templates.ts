import { BRAND_NAME, type SiteLanguage } from '@labsite/shared'
import { escapeHtml } from '../lib/rendering/escape-html'

/** What every template returns; the caller adds `to` and writes it to the outbox. */
export interface MailContent {
  subject: string
  text: string
  html: string
}

type Words = Record<string, (values: Record<string, string | number>) => string>

/**
 * The words of the e-mails visitors receive, in each site language (the public site's catalogues hold
 * the rest). Hindi must say everything English says: the type refuses a missing text.
 */
const PASSWORD_RESET: Record<SiteLanguage, Words> = {
  en: {
    subject: ({ site }) => `Reset your ${site} password`,
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    request: ({ site }) => `We received a request to reset the password of your ${site} account.`,
    open: ({ minutes }) => `Open this link within ${minutes} minutes to choose a new password:`,
    button: () => 'Reset my password',
    ignore: () => 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  hi: {
    subject: ({ site }) => `अपना ${site} पासवर्ड रीसेट करें`,
    greeting: ({ name }) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    request: ({ site }) => `हमें आपके ${site} अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है।`,
    open: ({ minutes }) => `नया पासवर्ड चुनने के लिए ${minutes} मिनट के अंदर यह लिंक खोलें:`,
    button: () => 'मेरा पासवर्ड रीसेट करें',
    ignore: () => 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।',
  },
}

/**
 * A mail whose point is one link: greeting, the reasons, the link (as text and as a button), what to
 * do if it was not asked for, the lab's name. `lines` names the words of `words` said before the link.
 */
function linkMail(
  words: Words,
  values: Record<string, string | number>,
  lines: readonly string[],
  link: string,
): MailContent {
  const greeting = words.greeting(values)
  const said = lines.map((line) => words[line](values))
  const ignore = words.ignore(values)
  return {
    subject: words.subject(values),
    text: [greeting, '', ...said, link, '', ignore, '', BRAND_NAME].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${said.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.button(values))}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(BRAND_NAME)}</p>`,
    ].join('\n'),
  }
}

export function passwordResetMail(input: {
  name: string
  link: string
  minutes: number
  language: SiteLanguage
}): MailContent {
  const values = { name: input.name, minutes: input.minutes, site: BRAND_NAME }
  return linkMail(PASSWORD_RESET[input.language], values, ['request', 'open'], input.link)
}

const EMAIL_VERIFICATION: Record<SiteLanguage, Words> = {
  en: {
    subject: ({ site }) => `Confirm your e-mail address for ${site}`,
    greeting: ({ name }) => (name ? `Hello ${name},` : 'Hello,'),
    why: () =>
      'Confirm that this address is yours, and every booking made with it — before you had an account, or on another device — appears under My bookings.',
    open: ({ hours }) => `Open this link within ${hours} hours:`,
    button: () => 'Confirm my e-mail address',
    ignore: () => 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
  },
  hi: {
    subject: ({ site }) => `${site} के लिए अपना ईमेल पता कन्फ़र्म करें`,
    greeting: ({ name }) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    why: () =>
      'कन्फ़र्म करें कि यह पता आपका है, और इससे की गई हर बुकिंग — अकाउंट बनाने से पहले की या किसी दूसरे डिवाइस से की गई — "मेरी बुकिंग" में दिखेगी।',
    open: ({ hours }) => `यह लिंक ${hours} घंटे के अंदर खोलें:`,
    button: () => 'मेरा ईमेल पता कन्फ़र्म करें',
    ignore: () => 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदलेगा।',
  },
}

/** The link that proves an account's e-mail address, so its bookings made as a guest join it. */
export function emailVerificationMail(input: {
  name: string
  link: string
  hours: number
  language: SiteLanguage
}): MailContent {
  const values = { name: input.name, hours: input.hours, site: BRAND_NAME }
  return linkMail(EMAIL_VERIFICATION[input.language], values, ['why', 'open'], input.link)
}
