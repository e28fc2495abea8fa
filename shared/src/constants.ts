/** Business constants and enumerations, written once for server and web. */

export const BRAND_NAME = 'Aarogya Diagnostics'
export const THYROID_PAGE_PATH = '/aarogya-package'
export const DEFAULT_DESCRIPTION_SUFFIX = 'Your Health Partner'

export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 1000

export const HOME_SERVICES_COUNT = 8
export const FOOTER_SERVICES_COUNT = 6
export const FOOTER_TITLE_MAX = 30
/** Public catalogue lists answer at most this many records per request (`?limit`, its default too). */
export const CATALOGUE_PAGE_MAX = 500
/** Pages of /all-services and /blood-test grow by this many cards per "Load more". */
export const CATALOGUE_PAGE_SIZE = 24
/** The category filter's choice that shows every category (blood tests, blog). */
export const ALL_CATEGORIES = 'All'
/** What a catalogue list can be sorted by (`?sort`): 'order' is the order staff arrange. */
export const LIST_SORTS = ['order', 'title', 'price', 'updatedAt'] as const
export type ListSort = (typeof LIST_SORTS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]
/** What a bulk write does to the records it names (POST /api/admin/bulk/{resource}). */
export const BULK_ACTIONS = ['delete', 'category', 'publish', 'unpublish'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]
/** Lists count matching rows up to this many; past it X-Total-Count says this and X-Total-Count-Capped true. */
export const COUNT_CAP = 10_000
export const POPULAR_BLOOD_TESTS_COUNT = 6
export const SERVICE_CARD_DESCRIPTION_MAX = 110
export const BLOG_EXCERPT_MAX = 100

/** The footer's figures about the lab, in their order; their values are site settings staff write. */
export const FOOTER_STATISTIC_KEYS = [
  'consultations',
  'partnerDoctors',
  'averageRating',
  'available',
] as const

/** The six fixed hero tiles of the home page (seeded as real services with these counts and prices). */
export const HERO_PACKAGES = [
  { testsCount: 97, price: 1799 },
  { testsCount: 114, price: 2999 },
  { testsCount: 110, price: 2599 },
  { testsCount: 107, price: 2599 },
  { testsCount: 127, price: 3399 },
  { testsCount: 163, price: 5999 },
] as const

export const BLOG_FEATURED_CATEGORY = 'Pharmaceutical Innovation'
export const BLOG_CATEGORY_TILES = [
  { name: 'Pharmaceutical Innovation', count: 12 },
  { name: 'Health Tips', count: 8 },
  { name: 'Diagnostics', count: 15 },
  { name: 'Wellness', count: 10 },
] as const

export const BULK_DISCOUNT_PERCENT = 15
export const BULK_DISCOUNT_MIN_MEMBERS = 3
export const REFERRAL_CREDIT_RUPEES = 50
export const REPORT_HOURS = 6
export const REPORT_HOURS_RANGE = '6-24'
/** 'Why Choose Us': the share of samples processed in NABL-accredited labs. */
export const NABL_SAMPLES_PERCENT = 95

export const SERVICE_DEFAULT_RATING = 4.5
export const SERVICE_DEFAULT_PATIENTS = 0
/** Star ratings (testimonials, and the 1 to 5 a service rating is typed as). */
export const RATING_MIN = 1
export const RATING_MAX = 5
/**
 * The least rating a service may hold: the service form turns a non-numeric rating typed into the form into 0,
 * so the schema and the admin form both accept 0 to RATING_MAX.
 */
export const SERVICE_RATING_MIN = 0
export const RATING_STEP = 0.1
export const TESTIMONIAL_DEFAULT_RATING = 5
export const FAQ_DEFAULT_CATEGORY = 'General'
export const DEFAULT_BUSINESS_HOURS = 'Mon-Fri 9:00-18:00'

export const SIMULATED_LOGIN_DELAY_MS = 1000
export const RESET_REDIRECT_MS = 3000

export const ROLES = ['visitor', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const REFERRAL_STATUSES = ['pending', 'joined', 'rewarded'] as const
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]
/** How staff read each referral status (a word, never the stored slug). */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  joined: 'Joined',
  rewarded: 'Rewarded',
}

/**
 * Booking statuses: the lab's timeline (new → confirmed → arrived → sample collected → sent to lab →
 * report ready, or cancelled) and the enquiry statuses older bookings carry (contacted, booked, closed).
 */
export const BOOKING_STATUSES = [
  'new',
  'contacted',
  'confirmed',
  'arrived',
  'sample-collected',
  'sent-to-lab',
  'report-ready',
  'booked',
  'closed',
  'cancelled',
] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
/** The steps a visitor sees in "My bookings", in order. */
export const BOOKING_TIMELINE = ['new', 'confirmed', 'sample-collected', 'report-ready'] as const
export type BookingTimelineStep = (typeof BOOKING_TIMELINE)[number]
/**
 * The front desk's own steps are not shown to visitors: a booking in one of them stands
 * at the visitor's step it has reached (arrived: still confirmed; sent to lab: sample collected).
 */
export const VISITOR_STEP_OF_DESK_STATUS: Partial<Record<BookingStatus, BookingTimelineStep>> = {
  arrived: 'confirmed',
  'sent-to-lab': 'sample-collected',
}
/** The front desk's steps through a visit on the day, in order (the "Today" board). */
export const DESK_STEPS = ['arrived', 'sample-collected', 'sent-to-lab', 'report-ready'] as const
export type DeskStep = (typeof DESK_STEPS)[number]
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'Received',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  'sample-collected': 'Sample collected',
  'sent-to-lab': 'Sent to lab',
  'report-ready': 'Report ready',
  booked: 'Booked',
  closed: 'Closed',
  cancelled: 'Cancelled',
}
/** A visitor may cancel their own booking until the lab has confirmed it. */
export const VISITOR_CANCELLABLE_STATUSES: readonly BookingStatus[] = ['new', 'contacted']
/** Status changes the visitor is e-mailed about. */
export const VISITOR_NOTIFIED_STATUSES: readonly BookingStatus[] = ['confirmed', 'report-ready', 'cancelled']

/** What a "Book Now" can book. */
export const BOOKING_ITEM_TYPES = ['service', 'blood-test', 'thyroid-package', 'offer'] as const
export type BookingItemType = (typeof BOOKING_ITEM_TYPES)[number]
export const MAX_BOOKING_ITEMS = 10
export const COLLECTION_TYPES = ['home', 'lab'] as const
export type CollectionType = (typeof COLLECTION_TYPES)[number]
/** A collection can be booked from today to this many days ahead, counted in the lab's time zone. */
export const BOOKING_DAYS_AHEAD = 14
export const LAB_TIME_ZONE = 'Asia/Kolkata'
/** Booking references read `AAR-<yymm>-<number>`, e.g. AAR-2611-0042. */
export const BOOKING_REFERENCE_PREFIX = 'AAR'
/** AAR-2611-0042-K7QX; references from before the random guard (AAR-2611-0042) stay valid. */
export const BOOKING_REFERENCE_PATTERN = '^[A-Za-z]{3}-\\d{4}-\\d{4,}(-[A-Za-z2-9]{4})?$'
/** An Indian PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = '^[1-9]\\d{5}$'
export const MAX_FAMILY_MEMBERS = 20
/** A booked person's sex as the lab writes it on a sample label: F, M or O. */
export const PATIENT_SEXES = ['female', 'male', 'other'] as const
export type PatientSex = (typeof PATIENT_SEXES)[number]
export const MAX_PATIENT_AGE = 120
/**
 * Where a booking came from: the site (or any client booking for itself), or the front desk
 * registering a walk-in, a lab visit today, with a staff token.
 */
export const BOOKING_SOURCES = ['web', 'walk-in'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]
/** How the front desk takes money: what a desk entry may say. */
export const DESK_PAYMENT_METHODS = ['cash', 'upi', 'card'] as const
/**
 * Every method a ledger entry can have: the desk's, and `online` — money a payment gateway captured,
 * recorded only from the gateway's signed webhook, never typed by staff.
 */
export const PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, 'online'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number]
/** How each method reads on screens, receipts and sheets. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  online: 'Online',
}
/** The payment gateways the server can take online payments through (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['razorpay', 'simulator'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]
/** Sample label sizes in millimetres, width × height; the first is the default. */
export const LABEL_SIZES = ['50x25', '38x25', '100x50'] as const
/** A receipt on A4 (the default) or on an 80 mm thermal roll, as the desk's slip printer takes it. */
export const RECEIPT_SIZES = ['a4', '80mm'] as const
export type ReceiptSize = (typeof RECEIPT_SIZES)[number]
export type LabelSize = (typeof LABEL_SIZES)[number]
/** Tubes one labels request prints at most (one label each). */
export const MAX_LABEL_TUBES = 20
/** A one-time report download code e-mailed to a visitor without an account stays valid this long. */
export const REPORT_CODE_MINUTES = 30
/** A booking mail's link opens that one booking without typing anything, for this many days. */
export const BOOKING_LINK_DAYS = 60
/** A verification link for an account's e-mail address stays valid this long. */
export const EMAIL_VERIFICATION_HOURS = 48

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied'] as const
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]
/** How staff read each contact message status. */
export const CONTACT_MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
}

export const CURRENCIES = [
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
] as const
export type Currency = (typeof CURRENCIES)[number]

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ar', name: 'Arabic' },
] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_CURRENCY_CODE = 'USD'
export const DEFAULT_LANGUAGE_CODE = 'en'
export const PREVIEW_PRICE = 99

/** Upload limits of the booking enquiry's files. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_VARIANT_WIDTHS = [320, 960, 1920] as const
export const MAX_BOOKING_FILES = 5
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** How long an e-mailed password reset link stays valid. */
export const PASSWORD_RESET_MINUTES = 60

/**
 * Signed link keys (a booking mail's `#key=…`) start so; a key is never taken for an e-mail address or
 * a phone number. The track page sends one as the booking's contact.
 */
export const LINK_KEY_PREFIX = 'L1-'

export const MESSAGES = {
  forgotPasswordSent: 'If an account with that email exists, a password reset link has been sent.',
  invalidCredentials: 'Invalid email or password',
  bookingThanks: 'Thank you! We have received your request.',
  referralThanks: 'Thank you for referring a friend!',
  passwordsDoNotMatch: 'Passwords do not match',
  signupRequired: 'Name, email and password are required',
  signupTerms: 'You must accept the terms and conditions',
  noInformation: 'No information available.',
  fillAllFields: 'Please fill in all fields',
  emailTaken: 'An account with this email already exists',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  passwordResetDone: 'Your password has been reset successfully. You can now log in with your new password.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  loggedOut: 'You have been logged out.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  loginFailed: 'Login failed. Please check your credentials.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  forgotPasswordFailed: 'Failed to send reset email. Please try again later.',
  resetPasswordFailed: 'Failed to reset password. The link may be invalid or expired.',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  signupInvalidData: 'Invalid data. Please check your information and try again.',
  signupFailed: 'Failed to create account. Please try again.',
  noResponse: 'No response from server. Please check your internet connection.',
  serverRestarting: 'The server did not answer: it is probably restarting. Please try again in a moment.',
  fetchBloodTestsFailed: 'Failed to fetch blood tests',
  fetchBlogsFailed: 'Failed to fetch blogs',
  noTestsFound: 'No tests found matching your criteria.',
  noPackagesFound: 'No packages match your search.',
  contactSent: 'Your message has been sent successfully.',
  contactFailed: 'There was an error sending your message. Please try again.',
  signInCodeSent: 'If this number can receive SMS, a sign-in code is on its way. It is valid for 10 minutes.',
  signInCodeWrong: 'This code is wrong. Check the SMS and type it again.',
  signInCodeBurned: 'Too many wrong codes: ask for a new one.',
  signInCodeExpired: 'This code has expired or was already used: ask for a new one.',
  signInCodeTooManyTries: 'Too many tries at codes for this number: wait, then ask for a new one.',
} as const

/** Staff read what they edit at the public path under this prefix (docs/api.md): drafts, every language. */
export const STAFF_READ_PREFIX = 'admin/edit'

/**
 * How long a report link stays open without an account, by default and at most. Here and
 * not beside the request schema, so the profile page reads them without loading TypeBox.
 */
export const REPORT_SHARE_DEFAULT_DAYS = 7
export const REPORT_SHARE_MAX_DAYS = 30
