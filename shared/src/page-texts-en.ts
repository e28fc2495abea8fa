import type { HeadedPage } from './page-headings'

/** The first screen's fixed texts in one language: what `PAGE_TEXTS_EN` and `PAGE_TEXTS_HI` each hold. */
export interface PageTexts {
  /** The heading and lead paragraph of each public page that has fixed ones. */
  headings: Record<HeadedPage, { title: string; intro: string }>
  /** The site header's fixed links and texts (the catalogues' `header` section). */
  header: Record<'callUs' | 'home' | 'admin' | 'login' | 'signup' | 'mainNav', string>
  /** The home hero's texts until staff set the banner (the banner document), and its tiles' (the catalogues' `home` section). */
  hero: Record<
    'heroHeading' | 'bookPackage' | 'viewAllPackages' | 'tileLabel' | 'tileTests' | 'backgroundAlt',
    string
  >
}

/**
 * The first screen's fixed texts in English (see shared/src/page-headings.ts). Each language has its own
 * module, so the app's English bundle carries no Hindi and the Hindi chunk no English.
 */
export const PAGE_TEXTS_EN = {
  headings: {
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
  },
  header: {
    callUs: 'Call us: {{phone}}',
    home: 'Home',
    admin: 'Admin',
    login: 'Login',
    signup: 'Sign up',
    mainNav: 'Main',
  },
  hero: {
    heroHeading: 'Test and you can Trust',
    bookPackage: 'Book a Package',
    viewAllPackages: 'View All Packages',
    tileLabel: '{{title}}: {{count}} tests, {{price}}',
    tileTests: '{{count}} tests',
    backgroundAlt: 'Background Image {{number}}',
  },
} as const satisfies PageTexts
