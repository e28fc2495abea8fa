import {
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  REPORT_HOURS,
  REPORT_HOURS_RANGE,
} from './constants'
import type { SiteLanguage } from './locale'

/**
 * The fixed texts of the first screen, in each site language: the heading and lead paragraph of each
 * public page that has fixed ones, the site header's links and the home hero's defaults. The web app's
 * catalogues (web/src/i18n/locales/en.ts and hi.ts) and the first screen the server paints before the
 * app runs (server/src/lib/home-first-screen.ts, page-first-screens.ts) read them here, so the server's
 * first paint says what the app then shows, in either language. `{{name}}` is filled as i18next fills
 * it in the app (`fillPlaceholders`; the pages' values are PAGE_HEADING_VALUES).
 */

export type HeadedPage =
  | 'allServices'
  | 'bloodTests'
  | 'blog'
  | 'offers'
  | 'thyroid'
  | 'bulkBooking'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'

type Texts<Keys extends string> = Record<SiteLanguage, Record<Keys, string>>

export const PAGE_HEADINGS = {
  en: {
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
  hi: {
    allServices: {
      title: 'सभी हेल्थ पैकेज',
      intro: 'हर पैकेज में मुफ़्त होम सैंपल कलेक्शन और डिजिटल रिपोर्ट शामिल है।',
    },
    bloodTests: {
      title: 'ब्लड टेस्ट',
      intro: 'मुफ़्त होम सैंपल कलेक्शन के साथ कोई भी ब्लड टेस्ट बुक करें। ज़्यादातर रिपोर्ट {{hours}} घंटे में तैयार हो जाती हैं।',
    },
    blog: {
      title: 'हेल्थ ब्लॉग',
      intro: 'हमारे डॉक्टरों की कलम से – जाँच, दवाइयों और रोज़मर्रा की सेहत से जुड़ी बातें।',
    },
    offers: { title: 'खास ऑफ़र', intro: 'हमारे मौजूदा ऑफ़र के साथ हेल्थ चेकअप पर बचत करें।' },
    thyroid: {
      title: 'थायरॉइड हेल्थ पैकेज',
      intro:
        'थकान, वज़न में बदलाव और मूड स्विंग – इन सबकी वजह थायरॉइड हो सकता है। घर बैठे T3, T4, TSH और एंटीबॉडी की जाँच कराएँ, रिपोर्ट {{hours}} घंटे में।',
    },
    bulkBooking: {
      title: 'ग्रुप बुकिंग छूट',
      intro:
        'परिवार के {{members}} या ज़्यादा सदस्यों की एक साथ बुकिंग पर {{percent}}% की अतिरिक्त छूट मिलती है, जो भुगतान के समय अपने-आप लग जाती है।',
    },
    login: { title: 'लॉग इन', intro: 'फिर से स्वागत है। अपनी प्रोफ़ाइल देखने के लिए लॉग इन करें।' },
    signup: {
      title: 'नया अकाउंट बनाएँ',
      intro: 'साइन अप करें, ताकि अगली बुकिंग के लिए आपकी जानकारी तैयार रहे।',
    },
    forgotPassword: {
      title: 'पासवर्ड भूल गए',
      intro: 'अपना ईमेल लिखें, हम पासवर्ड रीसेट करने का लिंक भेज देंगे।',
    },
    resetPassword: { title: 'पासवर्ड रीसेट करें', intro: 'अपने अकाउंट के लिए नया पासवर्ड चुनें।' },
  },
} as const satisfies Record<SiteLanguage, Record<HeadedPage, { title: string; intro: string }>>

/** The site header's fixed links and texts (the catalogues' `header` section). */
export const SITE_HEADER_TEXTS = {
  en: {
    callUs: 'Call us: {{phone}}',
    home: 'Home',
    admin: 'Admin',
    login: 'Login',
    signup: 'Sign up',
    mainNav: 'Main',
  },
  hi: {
    callUs: 'कॉल करें: {{phone}}',
    home: 'होम',
    admin: 'एडमिन',
    login: 'लॉग इन',
    signup: 'साइन अप',
    mainNav: 'मुख्य मेन्यू',
  },
} as const satisfies Texts<'callUs' | 'home' | 'admin' | 'login' | 'signup' | 'mainNav'>

/** The home hero's texts until staff set the banner (spec §2, §3), and its tiles' (the catalogues' `home` section). */
export const HOME_HERO_TEXTS = {
  en: {
    heroHeading: 'Test and you can Trust',
    bookPackage: 'Book a Package',
    viewAllPackages: 'View All Packages',
    tileLabel: '{{title}}: {{count}} tests, {{price}}',
    tileTests: '{{count}} tests',
    backgroundAlt: 'Background Image {{number}}',
  },
  hi: {
    heroHeading: 'जाँच, जिस पर आप भरोसा कर सकें',
    bookPackage: 'पैकेज बुक करें',
    viewAllPackages: 'सभी पैकेज देखें',
    tileLabel: '{{title}}: {{count}} टेस्ट, {{price}}',
    tileTests: '{{count}} टेस्ट',
    backgroundAlt: 'बैकग्राउंड इमेज {{number}}',
  },
} as const satisfies Texts<
  'heroHeading' | 'bookPackage' | 'viewAllPackages' | 'tileLabel' | 'tileTests' | 'backgroundAlt'
>

/** The values each page's `{{name}}` placeholders stand for. */
export const PAGE_HEADING_VALUES: Partial<Record<HeadedPage, Record<string, string | number>>> = {
  bloodTests: { hours: REPORT_HOURS },
  thyroid: { hours: REPORT_HOURS_RANGE },
  bulkBooking: { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT },
}

/** A text with its `{{name}}` placeholders filled (a name without a value stays as written). */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** A page's heading and lead paragraph in `language`, with its placeholders filled. */
export function pageHeading(
  page: HeadedPage,
  language: SiteLanguage = 'en',
): { title: string; intro: string } {
  const { title, intro } = PAGE_HEADINGS[language][page]
  return { title, intro: fillPlaceholders(intro, PAGE_HEADING_VALUES[page] ?? {}) }
}
