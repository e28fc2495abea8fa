import {
  amountText,
  BRAND_NAME,
  DEFAULT_BUSINESS_HOURS,
  FAQ_DEFAULT_CATEGORY,
  HERO_PACKAGES,
  PATHS,
  SERVICE_DEFAULT_RATING,
} from '@labsite/shared'

/** Demo content of DESIGN §2: enough that every public page looks alive on a fresh start. */

const img = (name: string) => `/uploads/demo/${name}.webp`

const HERO_NAMES = [
  'Aarogya Basic Full Body Checkup',
  'Aarogya Advanced Full Body Checkup',
  'Aarogya Heart Care Package',
  'Aarogya Diabetes Care Package',
  "Aarogya Women's Wellness Package",
  'Aarogya Comprehensive Platinum Checkup',
]
const HERO_CATEGORIES = ['Full Body', 'Full Body', 'Cardiac', 'Diabetes', 'Women', 'Full Body']
/** Each package has its own picture (scripts/make-demo-images.mjs), so no two cards look alike. */
const HERO_IMAGES = ['basic', 'advanced', 'heart', 'diabetes', 'women', 'platinum']

/** The demo lab prices in rupees (the seed sets the Global tab's currency to INR). */
const DEMO_PRICES = { currencyCode: 'INR', locale: 'en-IN' }

export const demoServices = [
  ...HERO_PACKAGES.map((pkg, i) => ({
    title: HERO_NAMES[i],
    description: `${pkg.testsCount} tests covering the key markers of your health, with home sample collection and digital reports from our NABL-accredited partner labs.`,
    detailed_description: `The ${HERO_NAMES[i]} includes ${pkg.testsCount} laboratory parameters chosen by our doctors. A trained phlebotomist collects your sample at home, the sample is processed in an accredited laboratory, and your report reaches you within 6 to 24 hours. A free doctor consultation explains the results.`,
    category: HERO_CATEGORIES[i],
    price: amountText(pkg.price, DEMO_PRICES),
    amount: pkg.price,
    duration: '15 min',
    rating: [4.7, 4.8, 4.6, 4.6, 4.7, 4.9][i],
    patients: [12840, 9820, 6410, 7205, 5530, 3120][i],
    is_popular: i < 2 || i === 5,
    image: img(`package-${HERO_IMAGES[i]}`),
    image_alt: `${HERO_NAMES[i]}: illustration`,
    features: JSON.stringify([
      `${pkg.testsCount} parameters`,
      'Free home sample collection',
      'Reports in 6-24 hours',
      'Free doctor consultation',
    ]),
    requirements: JSON.stringify(['10-12 hours fasting', 'Drink water as usual', 'Carry a photo ID']),
    additional_images: JSON.stringify([img('hero-lab'), img('hero-care')]),
    tests_count: pkg.testsCount,
  })),
  {
    title: 'Thyroid Profile Total',
    description: 'T3, T4 and TSH to check how well your thyroid works.',
    detailed_description: '',
    category: 'Thyroid',
    price: amountText(499, DEMO_PRICES),
    amount: 499,
    duration: '10 min',
    rating: SERVICE_DEFAULT_RATING,
    patients: 2210,
    is_popular: false,
    image: img('package-thyroid'),
    image_alt: 'Thyroid test: a butterfly-shaped gland illustration',
    features: JSON.stringify([]),
    requirements: JSON.stringify([]),
    additional_images: JSON.stringify([]),
    tests_count: 3,
  },
  {
    title: 'Vitamin Deficiency Screening',
    description: 'Vitamin D and B12 levels, the two deficiencies we see most often.',
    detailed_description:
      'Low vitamin D and B12 cause fatigue, aches and poor concentration. This screening measures both.',
    category: 'Vitamins',
    price: amountText(1199, DEMO_PRICES),
    amount: 1199,
    duration: '10 min',
    rating: 4.4,
    patients: 3380,
    is_popular: false,
    image: img('package-vitamin'),
    image_alt: 'Vitamin screening: a sun illustration for vitamin D',
    features: JSON.stringify(['Vitamin D (25-OH)', 'Vitamin B12']),
    requirements: JSON.stringify(['No fasting required']),
    additional_images: JSON.stringify([]),
    tests_count: 2,
  },
  {
    title: 'Senior Citizen Health Checkup',
    description:
      'A gentle, complete checkup for parents over 60, with kidney, liver, heart and bone markers.',
    detailed_description: 'Designed with geriatric specialists, including ECG at home on request.',
    category: 'Senior Care',
    price: amountText(2499, DEMO_PRICES),
    amount: 2499,
    duration: '20 min',
    rating: 4.8,
    patients: 1890,
    is_popular: true,
    image: img('package-senior'),
    image_alt: 'Senior citizen health checkup: a heart-rate line illustration',
    features: JSON.stringify(['88 parameters', 'ECG on request']),
    requirements: JSON.stringify(['10-12 hours fasting']),
    additional_images: JSON.stringify([]),
    tests_count: 88,
  },
]

const bt = (
  name: string,
  category: string,
  description: string,
  price: number,
  originalPrice: number,
  fasting = 'Not Required',
  reportTime = '24 hours',
) => ({
  name,
  category,
  description,
  price,
  original_price: originalPrice,
  sample_type: 'Blood',
  fasting,
  report_time: reportTime,
})

export const demoBloodTests = [
  bt(
    'Complete Blood Count (CBC)',
    'Hematology',
    'Red cells, white cells and platelets: the first test for infection and anaemia.',
    299,
    450,
  ),
  bt(
    'Lipid Profile',
    'Heart',
    'Total cholesterol, HDL, LDL and triglycerides to assess heart risk.',
    499,
    800,
    '10-12 hours',
  ),
  bt('HbA1c', 'Diabetes', 'Average blood sugar of the last three months.', 399, 600),
  bt(
    'Fasting Blood Sugar',
    'Diabetes',
    'Glucose level after an overnight fast.',
    99,
    150,
    '8-10 hours',
    '6 hours',
  ),
  bt(
    'Liver Function Test (LFT)',
    'Liver',
    'Enzymes, bilirubin and proteins that show how the liver works.',
    549,
    900,
  ),
  bt('Kidney Function Test (KFT)', 'Kidney', 'Creatinine, urea and electrolytes.', 549, 850),
  bt(
    'Thyroid Stimulating Hormone (TSH)',
    'Thyroid',
    'The screening test for an under- or over-active thyroid.',
    249,
    400,
  ),
  bt('Vitamin D (25-OH)', 'Vitamins', 'The main form of vitamin D in the blood.', 799, 1400),
  bt('Vitamin B12', 'Vitamins', 'Checks for B12 deficiency, common in vegetarians.', 649, 1000),
  bt('Iron Studies', 'Hematology', 'Serum iron, TIBC and ferritin.', 699, 1100),
  bt('C-Reactive Protein (CRP)', 'Infection', 'A marker of inflammation and infection.', 399, 600),
  bt('Uric Acid', 'Kidney', 'High levels can cause gout and kidney stones.', 149, 250),
]

export const demoThyroidPackages = [
  {
    name: 'Thyroid Basic',
    description: 'TSH screening for a quick check.',
    price: 249,
    original_price: 400,
    popular: false,
    tests_included: 'TSH',
    report_time: '6 hours',
    sample_type: 'Blood',
    fasting_required: 'Not Required',
    image: img('thyroid-basic'),
    image_alt: 'Thyroid gland and blood drop illustration',
  },
  {
    name: 'Thyroid Profile Total',
    description: 'Total T3, total T4 and TSH.',
    price: 499,
    original_price: 900,
    popular: true,
    tests_included: 'Total T3, Total T4, TSH',
    report_time: '12 hours',
    sample_type: 'Blood',
    fasting_required: 'Not Required',
    image: img('thyroid-total'),
    image_alt: 'Thyroid gland illustration',
  },
  {
    name: 'Thyroid Profile Free',
    description: 'Free T3, free T4 and TSH for a precise picture.',
    price: 699,
    original_price: 1200,
    popular: false,
    tests_included: 'Free T3, Free T4, TSH',
    report_time: '24 hours',
    sample_type: 'Blood',
    fasting_required: 'Not Required',
    image: img('thyroid-free'),
    image_alt: 'Thyroid gland and hormone molecule illustration',
  },
  {
    name: 'Thyroid Complete with Antibodies',
    description: 'Full profile with anti-TPO antibodies to detect autoimmune thyroid disease.',
    price: 1499,
    original_price: 2499,
    popular: false,
    tests_included: 'Free T3, Free T4, TSH, Anti-TPO, Anti-TG',
    report_time: '24 hours',
    sample_type: 'Blood',
    fasting_required: 'Not Required',
    image: img('thyroid-antibodies'),
    image_alt: 'Thyroid gland and antibody shield illustration',
  },
]

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const demoOffers = [
  {
    title: 'Full Body Checkup Festive Offer',
    discount: 40,
    popularity: 'Most Popular',
    discounted_price: 1799,
    original_price: 2999,
    description: '97 tests with free home collection for the whole family.',
    features: JSON.stringify(['97 parameters', 'Free home collection', 'Doctor consultation']),
    valid_till: inDays(45),
    image: img('offer-full-body'),
    image_alt: 'A checked-off health report illustration',
  },
  {
    title: 'Diabetes Care Combo',
    discount: 30,
    popularity: 'Best Value',
    discounted_price: 999,
    original_price: 1430,
    description: 'HbA1c, fasting sugar, lipid profile and kidney function in one visit.',
    features: JSON.stringify(['HbA1c', 'Fasting blood sugar', 'Lipid profile', 'KFT']),
    valid_till: inDays(30),
    image: img('offer-diabetes'),
    image_alt: 'A blood drop and glucose meter illustration',
  },
  {
    title: 'Vitamin Check Weekend Deal',
    discount: 25,
    popularity: 'Limited Time',
    discounted_price: 1199,
    original_price: 1599,
    description: 'Vitamin D and B12 together at a weekend price.',
    features: JSON.stringify(['Vitamin D', 'Vitamin B12', 'Reports in 24 hours']),
    valid_till: inDays(14),
    image: img('offer-vitamin'),
    image_alt: 'A sun illustration for vitamin D',
  },
]

const post = (
  title: string,
  category: string,
  author: string,
  daysAgo: number,
  paragraphs: string[],
  picture: string,
) => ({
  title,
  category,
  author,
  content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
  excerpt: paragraphs[0],
  image_url: img(`blog-${picture}`),
  tags: JSON.stringify([category.toLowerCase()]),
  publish_date: inDays(-daysAgo),
  created_at: new Date(Date.now() - daysAgo * 86_400_000),
})

export const demoBlogPosts = [
  post(
    'mRNA Beyond Vaccines: What Comes Next',
    'Pharmaceutical Innovation',
    'Dr. Meera Iyer',
    3,
    [
      'The technology behind the first mRNA vaccines is now being tested against cancers and rare genetic diseases.',
      'We look at the trials that matter and what they could mean for patients in India.',
    ],
    'mrna',
  ),
  post(
    'How Biosimilars Are Lowering Treatment Costs',
    'Pharmaceutical Innovation',
    'Dr. Arjun Menon',
    9,
    [
      'Biosimilars copy complex biological medicines at a fraction of the price, and more of them reach pharmacies every year.',
      'Here is how they are tested and why doctors trust them.',
    ],
    'biosimilars',
  ),
  post(
    'Understanding Your Lipid Profile',
    'Diagnostics',
    'Dr. Kavya Rao',
    14,
    [
      'LDL, HDL and triglycerides each tell a different part of the story about your heart.',
      'This guide explains every line of the report and when to talk to your doctor.',
    ],
    'lipid',
  ),
  post(
    'Five Habits for Better Sleep',
    'Wellness',
    'Priya Sharma',
    21,
    [
      'Good sleep improves blood sugar, blood pressure and mood.',
      'Small changes to light, timing and caffeine make the biggest difference.',
    ],
    'sleep',
  ),
  post(
    'Why Fasting Matters Before Some Blood Tests',
    'Health Tips',
    'Dr. Kavya Rao',
    30,
    [
      'Food changes the level of sugar and fats in your blood for hours.',
      'Fasting gives a baseline that doctors can compare over time.',
    ],
    'fasting',
  ),
]

export const demoTestimonials = [
  {
    name: 'Rohit Verma',
    role: 'Software Engineer',
    company: 'Pune',
    content:
      'The phlebotomist came at 7 am sharp and the report was on my phone by lunch. Very professional.',
    rating: 5,
    image_url: '',
  },
  {
    name: 'Sunita Desai',
    role: 'Teacher',
    company: 'Mumbai',
    content: 'Booked the senior checkup for my parents. The doctor explained every result patiently.',
    rating: 5,
    image_url: '',
  },
  {
    name: 'Imran Khan',
    role: 'Business Owner',
    company: 'Hyderabad',
    content: 'Good prices and clear reports. The family discount made it easy to test all four of us.',
    rating: 4,
    image_url: '',
  },
]

export const demoFaqs = [
  {
    question: 'Do I need to fast before my test?',
    answer: 'Some tests need 8 to 12 hours of fasting. Each test page says whether fasting is required.',
    category: 'Preparation',
  },
  {
    question: 'How do I get my report?',
    answer: 'Reports are sent by e-mail and SMS within 6 to 24 hours after your sample reaches the lab.',
    category: FAQ_DEFAULT_CATEGORY,
  },
  {
    question: 'Is home sample collection free?',
    answer: 'Yes, home collection is free for every package.',
    category: FAQ_DEFAULT_CATEGORY,
  },
  {
    question: 'Are your labs accredited?',
    answer: 'Our partner laboratories are NABL accredited.',
    category: FAQ_DEFAULT_CATEGORY,
  },
]

export const demoMenuItems = [
  { title: 'Offers', path: PATHS.offers, sort_order: 1 },
  { title: 'Blood Tests', path: PATHS.bloodTests, sort_order: 2 },
  { title: 'Thyroid Packages', path: PATHS.thyroid, sort_order: 3 },
  { title: 'Blog', path: PATHS.blog, sort_order: 4 },
]

export const demoBackgroundImages = [
  { url: img('hero-lab'), alt: 'A modern diagnostic laboratory', sort_order: 1 },
  { url: img('hero-care'), alt: 'A phlebotomist collecting a sample at home', sort_order: 2 },
  { url: img('hero-reports'), alt: 'A patient reading a digital report', sort_order: 3 },
]

export const demoSliderImages = [
  { image_url: img('promo-home'), alt_text: 'Free home sample collection', sort_order: 1 },
  { image_url: img('promo-reports'), alt_text: 'Reports in 6 hours', sort_order: 2 },
  { image_url: img('promo-nabl'), alt_text: 'NABL accredited partner labs', sort_order: 3 },
]

/** Singleton documents with the defaults of spec §3. */
export const defaultDocuments = {
  'contact-info': {
    phone: '+91 98765 43210',
    email: 'care@aarogya-diagnostics.example',
    address: ['12 Health Avenue, Koramangala', 'Bengaluru, Karnataka 560034'],
    businessHours: DEFAULT_BUSINESS_HOURS,
  },
  'site-settings': { websiteName: BRAND_NAME, logoUrl: img('logo'), bannerUrl: '', favicon: '' },
  'global-settings': {
    currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
    language: { code: 'en', name: 'English' },
  },
  banner: {
    title: BRAND_NAME,
    subtitle: 'Test and you can Trust',
    description: 'Accurate lab tests with free home sample collection and reports in 6 hours.',
    primaryButtonText: 'Book a Package',
    primaryButtonLink: PATHS.bookConsultation,
    secondaryButtonText: 'View All Packages',
    secondaryButtonLink: PATHS.allServices,
  },
  about: {
    title: `About ${BRAND_NAME}`,
    description:
      'We bring accredited laboratory testing to your doorstep. Our phlebotomists are trained and our partner labs are NABL accredited, so you can trust every number on your report.',
    imageUrl: img('about'),
    features: ['NABL accredited labs', 'Free home collection', 'Reports in 6 hours'],
  },
  // Issue 27 §6: no override at first, so every page keeps its automatic title, description and image.
  'page-seo': { pages: {} },
} as const

export type DocumentKey = keyof typeof defaultDocuments

/** Demo booking calendar (issue 13): collection slots Monday to Saturday, a short Sunday morning. */
export const demoBookingSlots = [1, 2, 3, 4, 5, 6, 0].flatMap((weekday) =>
  (weekday === 0
    ? [['07:00', '08:00']]
    : [
        ['07:00', '08:00'],
        ['08:00', '09:00'],
        ['09:00', '10:00'],
        ['11:00', '12:00'],
        ['16:00', '17:00'],
      ]
  ).map(([start_time, end_time]) => ({ weekday, start_time, end_time, capacity: weekday === 0 ? 2 : 4 })),
)

/** Days the demo lab is closed: public holidays, and (relative to the first start) a maintenance day. */
export const demoClosedDates = [
  { date: '2026-12-25', reason: 'Christmas' },
  { date: '2027-01-26', reason: 'Republic Day' },
  { date: '2027-03-04', reason: 'Holi' },
]
export const DEMO_MAINTENANCE_DAYS_AHEAD = 9

/** Where the demo lab collects at home: a few Bengaluru and Delhi PIN codes. */
export const demoPincodes = [
  { pincode: '560001', area: 'MG Road, Bengaluru' },
  { pincode: '560008', area: 'Indiranagar, Bengaluru' },
  { pincode: '560011', area: 'Jayanagar, Bengaluru' },
  { pincode: '560034', area: 'Koramangala, Bengaluru' },
  { pincode: '560066', area: 'Whitefield, Bengaluru' },
  { pincode: '560102', area: 'HSR Layout, Bengaluru' },
  { pincode: '110016', area: 'Hauz Khas, Delhi' },
  { pincode: '110017', area: 'Saket, Delhi' },
  { pincode: '110024', area: 'Lajpat Nagar, Delhi' },
  { pincode: '110048', area: 'Greater Kailash, Delhi' },
  { pincode: '110092', area: 'Preet Vihar, Delhi' },
]
