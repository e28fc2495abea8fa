import {
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  REPORT_HOURS,
  REPORT_HOURS_RANGE,
} from './constants'

/**
 * The English heading and lead paragraph of each public page that has fixed ones. The web app's English
 * catalogue (web/src/i18n/locales/en.ts) and the first screen the server paints before the app runs
 * (server/src/lib/page-first-screens.ts) read them here, so the server's first paint says what the app
 * then shows. `{{name}}` is filled from PAGE_HEADING_VALUES, as i18next fills it in the app.
 */
export const PAGE_HEADINGS = {
  allServices: {
    title: 'All Health Packages',
    intro: 'Every package includes free home sample collection and digital reports.',
  },
  bloodTests: {
    title: 'Blood Tests',
    intro:
      'Book single blood tests with free home sample collection. Most reports are ready in {{hours}} hours.',
  },
  blog: {
    title: 'Health Blog',
    intro: 'News on diagnostics, medicines and everyday health from our doctors.',
  },
  offers: { title: 'Special Offers', intro: 'Save on health checkups with our current offers.' },
  thyroid: {
    title: 'Thyroid Health Packages',
    intro:
      'Tiredness, weight changes and mood swings can all come from the thyroid. Check T3, T4, TSH and antibodies from home, with reports in {{hours}} hours.',
  },
  bulkBooking: {
    title: 'Bulk Booking Discount',
    intro:
      'Booking for {{members}} or more family members gives you an extra {{percent}}% off, applied automatically at checkout.',
  },
  login: { title: 'Login', intro: 'Welcome back. Log in to see your profile.' },
  signup: {
    title: 'Create an Account',
    intro: 'Sign up to keep your details ready for your next booking.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    intro: 'Enter your e-mail and we will send you a link to reset your password.',
  },
  resetPassword: { title: 'Reset Password', intro: 'Choose a new password for your account.' },
} as const

/** The values each page's `{{name}}` placeholders stand for. */
export const PAGE_HEADING_VALUES: Partial<
  Record<keyof typeof PAGE_HEADINGS, Record<string, string | number>>
> = {
  bloodTests: { hours: REPORT_HOURS },
  thyroid: { hours: REPORT_HOURS_RANGE },
  bulkBooking: { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT },
}

/** A page's heading and lead paragraph with its placeholders filled. */
export function pageHeading(page: keyof typeof PAGE_HEADINGS): { title: string; intro: string } {
  const values = PAGE_HEADING_VALUES[page] ?? {}
  const { title, intro } = PAGE_HEADINGS[page]
  return {
    title,
    intro: intro.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole)),
  }
}
