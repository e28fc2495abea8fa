import {
  amountText,
  BRAND_NAME,
  DEFAULT_BUSINESS_HOURS,
  FAQ_DEFAULT_CATEGORY,
  HERO_PACKAGES,
  PATHS,
  SERVICE_DEFAULT_RATING,
} from '@labsite/shared'

/** Demo content: enough that every public page looks alive on a fresh start. */

const img = (name: string) => `/uploads/demo/${name}.webp`
/** A record's Hindi beside its English (docs/localized-content.md), as the `i18n` column stores it. */
const hindi = (fields: Record<string, string | string[]>) => JSON.stringify({ hi: fields })

const HERO_NAMES = [
  'Aarogya Basic Full Body Checkup',
  'Aarogya Advanced Full Body Checkup',
  'Aarogya Heart Care Package',
  'Aarogya Diabetes Care Package',
  "Aarogya Women's Wellness Package",
  'Aarogya Comprehensive Platinum Checkup',
]
const HERO_NAMES_HI = [
  'आरोग्य बेसिक फ़ुल बॉडी चेकअप',
  'आरोग्य एडवांस्ड फ़ुल बॉडी चेकअप',
  'आरोग्य हार्ट केयर पैकेज',
  'आरोग्य डायबिटीज़ केयर पैकेज',
  'आरोग्य महिला स्वास्थ्य पैकेज',
  'आरोग्य संपूर्ण प्लैटिनम चेकअप',
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
    i18n: hindi({
      title: HERO_NAMES_HI[i],
      description: `${pkg.testsCount} जाँचें, जो आपकी सेहत के मुख्य संकेतक परखती हैं: घर से मुफ़्त सैंपल कलेक्शन और NABL मान्यता-प्राप्त पार्टनर लैब से डिजिटल रिपोर्ट।`,
      detailedDescription: `${HERO_NAMES_HI[i]} में हमारे डॉक्टरों की चुनी हुई ${pkg.testsCount} लैब जाँचें शामिल हैं। प्रशिक्षित फ़्लेबोटोमिस्ट घर आकर सैंपल लेते हैं, सैंपल की जाँच मान्यता-प्राप्त लैब में होती है और रिपोर्ट 6 से 24 घंटे में आप तक पहुँचती है। मुफ़्त डॉक्टर परामर्श में आपको नतीजे समझाए जाते हैं।`,
      imageAlt: `${HERO_NAMES_HI[i]}: चित्र`,
      features: [`${pkg.testsCount} जाँचें`, 'घर से मुफ़्त सैंपल कलेक्शन', 'रिपोर्ट 6-24 घंटे में', 'मुफ़्त डॉक्टर परामर्श'],
      requirements: ['10-12 घंटे का उपवास', 'पानी हमेशा की तरह पिएँ', 'कोई फ़ोटो पहचान-पत्र साथ रखें'],
    }),
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
    i18n: hindi({
      title: 'थायरॉइड प्रोफ़ाइल टोटल',
      description: 'T3, T4 और TSH: आपका थायरॉइड कितनी अच्छी तरह काम कर रहा है, इसकी जाँच।',
      imageAlt: 'थायरॉइड जाँच: तितली के आकार की ग्रंथि का चित्र',
    }),
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
    i18n: hindi({
      title: 'विटामिन कमी की जाँच',
      description: 'विटामिन डी और B12 का स्तर: वे दो कमियाँ जो हमें सबसे ज़्यादा दिखती हैं।',
      detailedDescription:
        'विटामिन डी और B12 की कमी से थकान, दर्द और ध्यान लगाने में परेशानी होती है। यह जाँच दोनों को मापती है।',
      imageAlt: 'विटामिन जाँच: विटामिन डी के लिए सूरज का चित्र',
      features: ['विटामिन डी (25-OH)', 'विटामिन B12'],
      requirements: ['उपवास की ज़रूरत नहीं'],
    }),
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
    i18n: hindi({
      title: 'वरिष्ठ नागरिक स्वास्थ्य चेकअप',
      description: '60 साल से ऊपर के माता-पिता के लिए एक सहज, संपूर्ण चेकअप: किडनी, लिवर, दिल और हड्डियों की जाँच।',
      detailedDescription: 'वृद्धावस्था विशेषज्ञों के साथ मिलकर बनाया गया; माँगने पर घर पर ECG भी।',
      imageAlt: 'वरिष्ठ नागरिक स्वास्थ्य चेकअप: धड़कन की रेखा का चित्र',
      features: ['88 जाँचें', 'माँगने पर ECG'],
      requirements: ['10-12 घंटे का उपवास'],
    }),
  },
]

/** What a demo blood test's fasting and report time read in Hindi ("8-10 hours" → "8-10 घंटे"). */
const hindiTime = (english: string) =>
  english === 'Not Required' ? 'ज़रूरी नहीं' : english.replace(/\bhours?\b/, 'घंटे')

const bt = (
  [name, nameHi]: [string, string],
  category: string,
  [description, descriptionHi]: [string, string],
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
  i18n: hindi({
    name: nameHi,
    description: descriptionHi,
    sampleType: 'रक्त',
    fasting: hindiTime(fasting),
    reportTime: hindiTime(reportTime),
  }),
})

export const demoBloodTests = [
  bt(
    ['Complete Blood Count (CBC)', 'कम्प्लीट ब्लड काउंट (CBC)'],
    'Hematology',
    [
      'Red cells, white cells and platelets: the first test for infection and anaemia.',
      'लाल रक्त कोशिकाएँ, सफ़ेद रक्त कोशिकाएँ और प्लेटलेट्स: संक्रमण और खून की कमी की पहली जाँच।',
    ],
    299,
    450,
  ),
  bt(
    ['Lipid Profile', 'लिपिड प्रोफ़ाइल'],
    'Heart',
    [
      'Total cholesterol, HDL, LDL and triglycerides to assess heart risk.',
      'टोटल कोलेस्ट्रॉल, HDL, LDL और ट्राइग्लिसराइड्स: दिल की बीमारी के जोखिम का अंदाज़ा।',
    ],
    499,
    800,
    '10-12 hours',
  ),
  bt(
    ['HbA1c', 'HbA1c (औसत ब्लड शुगर)'],
    'Diabetes',
    ['Average blood sugar of the last three months.', 'पिछले तीन महीनों की औसत ब्लड शुगर।'],
    399,
    600,
  ),
  bt(
    ['Fasting Blood Sugar', 'फ़ास्टिंग ब्लड शुगर'],
    'Diabetes',
    ['Glucose level after an overnight fast.', 'रात भर के उपवास के बाद ग्लूकोज़ का स्तर।'],
    99,
    150,
    '8-10 hours',
    '6 hours',
  ),
  bt(
    ['Liver Function Test (LFT)', 'लिवर फ़ंक्शन टेस्ट (LFT)'],
    'Liver',
    [
      'Enzymes, bilirubin and proteins that show how the liver works.',
      'एंज़ाइम, बिलीरुबिन और प्रोटीन, जो बताते हैं कि लिवर कैसे काम कर रहा है।',
    ],
    549,
    900,
  ),
  bt(
    ['Kidney Function Test (KFT)', 'किडनी फ़ंक्शन टेस्ट (KFT)'],
    'Kidney',
    ['Creatinine, urea and electrolytes.', 'क्रिएटिनिन, यूरिया और इलेक्ट्रोलाइट्स।'],
    549,
    850,
  ),
  bt(
    ['Thyroid Stimulating Hormone (TSH)', 'थायरॉइड स्टिम्युलेटिंग हॉर्मोन (TSH)'],
    'Thyroid',
    [
      'The screening test for an under- or over-active thyroid.',
      'कम या ज़्यादा सक्रिय थायरॉइड की पहचान के लिए पहली जाँच।',
    ],
    249,
    400,
  ),
  bt(
    ['Vitamin D (25-OH)', 'विटामिन डी (25-OH)'],
    'Vitamins',
    ['The main form of vitamin D in the blood.', 'खून में विटामिन डी का मुख्य रूप।'],
    799,
    1400,
  ),
  bt(
    ['Vitamin B12', 'विटामिन B12'],
    'Vitamins',
    ['Checks for B12 deficiency, common in vegetarians.', 'B12 की कमी की जाँच, जो शाकाहारियों में आम है।'],
    649,
    1000,
  ),
  bt(
    ['Iron Studies', 'आयरन स्टडीज़'],
    'Hematology',
    ['Serum iron, TIBC and ferritin.', 'सीरम आयरन, TIBC और फ़ेरिटिन।'],
    699,
    1100,
  ),
  bt(
    ['C-Reactive Protein (CRP)', 'सी-रिएक्टिव प्रोटीन (CRP)'],
    'Infection',
    ['A marker of inflammation and infection.', 'सूजन और संक्रमण का संकेतक।'],
    399,
    600,
  ),
  bt(
    ['Uric Acid', 'यूरिक एसिड'],
    'Kidney',
    ['High levels can cause gout and kidney stones.', 'इसका स्तर ज़्यादा होने से गठिया और गुर्दे की पथरी हो सकती है।'],
    149,
    250,
  ),
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
    i18n: hindi({
      name: 'थायरॉइड बेसिक',
      description: 'तुरंत जाँच के लिए TSH स्क्रीनिंग।',
      tests_included: 'TSH',
      report_time: '6 घंटे',
      image_alt: 'थायरॉइड ग्रंथि और खून की बूँद का चित्र',
      sample_type: 'रक्त',
      fasting_required: 'ज़रूरी नहीं',
    }),
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
    i18n: hindi({
      name: 'थायरॉइड प्रोफ़ाइल टोटल',
      description: 'टोटल T3, टोटल T4 और TSH।',
      tests_included: 'टोटल T3, टोटल T4, TSH',
      report_time: '12 घंटे',
      image_alt: 'थायरॉइड ग्रंथि का चित्र',
      sample_type: 'रक्त',
      fasting_required: 'ज़रूरी नहीं',
    }),
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
    i18n: hindi({
      name: 'थायरॉइड प्रोफ़ाइल फ़्री',
      description: 'सटीक तस्वीर के लिए फ़्री T3, फ़्री T4 और TSH।',
      tests_included: 'फ़्री T3, फ़्री T4, TSH',
      report_time: '24 घंटे',
      image_alt: 'थायरॉइड ग्रंथि और हॉर्मोन अणु का चित्र',
      sample_type: 'रक्त',
      fasting_required: 'ज़रूरी नहीं',
    }),
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
    i18n: hindi({
      name: 'थायरॉइड कम्प्लीट, एंटीबॉडी सहित',
      description: 'ऑटोइम्यून थायरॉइड रोग की पहचान के लिए एंटी-TPO एंटीबॉडी के साथ पूरी प्रोफ़ाइल।',
      tests_included: 'फ़्री T3, फ़्री T4, TSH, एंटी-TPO, एंटी-TG',
      report_time: '24 घंटे',
      image_alt: 'थायरॉइड ग्रंथि और एंटीबॉडी ढाल का चित्र',
      sample_type: 'रक्त',
      fasting_required: 'ज़रूरी नहीं',
    }),
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
    i18n: hindi({
      title: 'फ़ुल बॉडी चेकअप त्योहार ऑफ़र',
      popularity: 'सबसे लोकप्रिय',
      description: 'पूरे परिवार के लिए 97 जाँचें, घर से मुफ़्त सैंपल कलेक्शन के साथ।',
      features: ['97 जाँचें', 'घर से मुफ़्त कलेक्शन', 'डॉक्टर परामर्श'],
      imageAlt: 'जाँच पूरी हुई स्वास्थ्य रिपोर्ट का चित्र',
    }),
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
    i18n: hindi({
      title: 'डायबिटीज़ केयर कॉम्बो',
      popularity: 'सबसे किफ़ायती',
      description: 'HbA1c, फ़ास्टिंग शुगर, लिपिड प्रोफ़ाइल और किडनी की जाँच, एक ही बार में।',
      features: ['HbA1c', 'फ़ास्टिंग ब्लड शुगर', 'लिपिड प्रोफ़ाइल', 'KFT'],
      imageAlt: 'खून की बूँद और ग्लूकोज़ मीटर का चित्र',
    }),
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
    i18n: hindi({
      title: 'विटामिन जाँच वीकेंड डील',
      popularity: 'सीमित समय',
      description: 'विटामिन डी और B12 एक साथ, वीकेंड की क़ीमत पर।',
      features: ['विटामिन डी', 'विटामिन B12', 'रिपोर्ट 24 घंटे में'],
      imageAlt: 'विटामिन डी के लिए सूरज का चित्र',
    }),
  },
]

const post = (
  [title, titleHi]: [string, string],
  category: string,
  author: string,
  daysAgo: number,
  [paragraphs, paragraphsHi]: [string[], string[]],
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
  i18n: hindi({
    title: titleHi,
    excerpt: paragraphsHi[0],
    content: paragraphsHi.map((p) => `<p>${p}</p>`).join(''),
  }),
})

export const demoBlogPosts = [
  post(
    ['mRNA Beyond Vaccines: What Comes Next', 'वैक्सीन से आगे mRNA: अब आगे क्या'],
    'Pharmaceutical Innovation',
    'Dr. Meera Iyer',
    3,
    [
      [
        'The technology behind the first mRNA vaccines is now being tested against cancers and rare genetic diseases.',
        'We look at the trials that matter and what they could mean for patients in India.',
      ],
      [
        'पहली mRNA वैक्सीन के पीछे की तकनीक अब कैंसर और दुर्लभ आनुवंशिक बीमारियों के ख़िलाफ़ परखी जा रही है।',
        'हम उन अहम परीक्षणों को देखते हैं और यह भी कि भारत के मरीज़ों के लिए इनका क्या मतलब हो सकता है।',
      ],
    ],
    'mrna',
  ),
  post(
    ['How Biosimilars Are Lowering Treatment Costs', 'बायोसिमिलर दवाएँ इलाज का ख़र्च कैसे घटा रही हैं'],
    'Pharmaceutical Innovation',
    'Dr. Arjun Menon',
    9,
    [
      [
        'Biosimilars copy complex biological medicines at a fraction of the price, and more of them reach pharmacies every year.',
        'Here is how they are tested and why doctors trust them.',
      ],
      [
        'बायोसिमिलर जटिल जैविक दवाओं जैसी ही दवाएँ हैं, जो बहुत कम दाम में मिलती हैं, और हर साल इनमें से ज़्यादा दवाएँ दुकानों तक पहुँच रही हैं।',
        'जानिए इनकी जाँच कैसे होती है और डॉक्टर इन पर भरोसा क्यों करते हैं।',
      ],
    ],
    'biosimilars',
  ),
  post(
    ['Understanding Your Lipid Profile', 'अपनी लिपिड प्रोफ़ाइल को समझें'],
    'Diagnostics',
    'Dr. Kavya Rao',
    14,
    [
      [
        'LDL, HDL and triglycerides each tell a different part of the story about your heart.',
        'This guide explains every line of the report and when to talk to your doctor.',
      ],
      [
        'LDL, HDL और ट्राइग्लिसराइड्स, हर एक आपके दिल की कहानी का अलग हिस्सा बताता है।',
        'यह गाइड रिपोर्ट की हर पंक्ति समझाती है और बताती है कि डॉक्टर से कब बात करें।',
      ],
    ],
    'lipid',
  ),
  post(
    ['Five Habits for Better Sleep', 'अच्छी नींद के लिए पाँच आदतें'],
    'Wellness',
    'Priya Sharma',
    21,
    [
      [
        'Good sleep improves blood sugar, blood pressure and mood.',
        'Small changes to light, timing and caffeine make the biggest difference.',
      ],
      [
        'अच्छी नींद से ब्लड शुगर, ब्लड प्रेशर और मन, तीनों बेहतर होते हैं।',
        'रोशनी, समय और कैफ़ीन में छोटे-छोटे बदलाव सबसे बड़ा फ़र्क़ लाते हैं।',
      ],
    ],
    'sleep',
  ),
  post(
    ['Why Fasting Matters Before Some Blood Tests', 'कुछ ब्लड टेस्ट से पहले उपवास क्यों ज़रूरी है'],
    'Health Tips',
    'Dr. Kavya Rao',
    30,
    [
      [
        'Food changes the level of sugar and fats in your blood for hours.',
        'Fasting gives a baseline that doctors can compare over time.',
      ],
      [
        'खाना खाने के बाद घंटों तक खून में शुगर और वसा का स्तर बदला रहता है।',
        'उपवास से एक आधार-स्तर मिलता है, जिससे डॉक्टर समय के साथ नतीजों की तुलना कर पाते हैं।',
      ],
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
    i18n: hindi({
      role: 'सॉफ़्टवेयर इंजीनियर',
      company: 'पुणे',
      content: 'फ़्लेबोटोमिस्ट ठीक सुबह 7 बजे आए और दोपहर के खाने तक रिपोर्ट मेरे फ़ोन पर थी। बहुत पेशेवर सेवा।',
    }),
  },
  {
    name: 'Sunita Desai',
    role: 'Teacher',
    company: 'Mumbai',
    content: 'Booked the senior checkup for my parents. The doctor explained every result patiently.',
    rating: 5,
    image_url: '',
    i18n: hindi({
      role: 'शिक्षिका',
      company: 'मुंबई',
      content: 'माता-पिता के लिए सीनियर चेकअप बुक किया। डॉक्टर ने हर नतीजा धैर्य से समझाया।',
    }),
  },
  {
    name: 'Imran Khan',
    role: 'Business Owner',
    company: 'Hyderabad',
    content: 'Good prices and clear reports. The family discount made it easy to test all four of us.',
    rating: 4,
    image_url: '',
    i18n: hindi({
      role: 'व्यवसायी',
      company: 'हैदराबाद',
      content: 'अच्छे दाम और साफ़ रिपोर्ट। परिवार वाली छूट से हम चारों की जाँच आसानी से हो गई।',
    }),
  },
]

export const demoFaqs = [
  {
    question: 'Do I need to fast before my test?',
    answer: 'Some tests need 8 to 12 hours of fasting. Each test page says whether fasting is required.',
    category: 'Preparation',
    i18n: hindi({
      question: 'क्या जाँच से पहले उपवास करना होगा?',
      answer: 'कुछ जाँचों के लिए 8 से 12 घंटे का उपवास ज़रूरी है। हर जाँच के पेज पर लिखा है कि उपवास चाहिए या नहीं।',
    }),
  },
  {
    question: 'How do I get my report?',
    answer: 'Reports are sent by e-mail and SMS within 6 to 24 hours after your sample reaches the lab.',
    category: FAQ_DEFAULT_CATEGORY,
    i18n: hindi({
      question: 'मुझे रिपोर्ट कैसे मिलेगी?',
      answer: 'सैंपल लैब पहुँचने के 6 से 24 घंटे के भीतर रिपोर्ट ई-मेल और SMS से भेज दी जाती है।',
    }),
  },
  {
    question: 'Is home sample collection free?',
    answer: 'Yes, home collection is free for every package.',
    category: FAQ_DEFAULT_CATEGORY,
    i18n: hindi({
      question: 'क्या घर से सैंपल लेना मुफ़्त है?',
      answer: 'हाँ, हर पैकेज के साथ घर से सैंपल कलेक्शन मुफ़्त है।',
    }),
  },
  {
    question: 'Are your labs accredited?',
    answer: 'Our partner laboratories are NABL accredited.',
    category: FAQ_DEFAULT_CATEGORY,
    i18n: hindi({
      question: 'क्या आपकी लैब मान्यता-प्राप्त हैं?',
      answer: 'हमारी सभी पार्टनर लैब NABL से मान्यता-प्राप्त हैं।',
    }),
  },
]

export const demoMenuItems = [
  { title: 'Offers', path: PATHS.offers, sort_order: 1, i18n: hindi({ title: 'ऑफ़र' }) },
  { title: 'Blood Tests', path: PATHS.bloodTests, sort_order: 2, i18n: hindi({ title: 'ब्लड टेस्ट' }) },
  { title: 'Thyroid Packages', path: PATHS.thyroid, sort_order: 3, i18n: hindi({ title: 'थायरॉइड पैकेज' }) },
  { title: 'Blog', path: PATHS.blog, sort_order: 4, i18n: hindi({ title: 'ब्लॉग' }) },
]

export const demoBackgroundImages = [
  {
    url: img('hero-lab'),
    alt: 'A modern diagnostic laboratory',
    sort_order: 1,
    i18n: hindi({ alt: 'एक आधुनिक डायग्नोस्टिक लैब' }),
  },
  {
    url: img('hero-care'),
    alt: 'A phlebotomist collecting a sample at home',
    sort_order: 2,
    i18n: hindi({ alt: 'घर पर सैंपल लेता हुआ फ़्लेबोटोमिस्ट' }),
  },
  {
    url: img('hero-reports'),
    alt: 'A patient reading a digital report',
    sort_order: 3,
    i18n: hindi({ alt: 'डिजिटल रिपोर्ट पढ़ता हुआ मरीज़' }),
  },
]

export const demoSliders = [
  {
    image_url: img('promo-home'),
    alt_text: 'Free home sample collection',
    sort_order: 1,
    i18n: hindi({ altText: 'घर से मुफ़्त सैंपल कलेक्शन' }),
  },
  {
    image_url: img('promo-reports'),
    alt_text: 'Reports in 6 hours',
    sort_order: 2,
    i18n: hindi({ altText: '6 घंटे में रिपोर्ट' }),
  },
  {
    image_url: img('promo-nabl'),
    alt_text: 'NABL accredited partner labs',
    sort_order: 3,
    i18n: hindi({ altText: 'NABL मान्यता-प्राप्त पार्टनर लैब' }),
  },
]

/**
 * Singleton documents as a production install starts: nothing a visitor could take for a fact about
 * the lab (no phone, e-mail, address, logo or claims) until staff set it; the public app hides what is
 * empty and shows its own texts (in the visitor's language) where the banner says nothing.
 */
export const defaultDocuments = {
  'business-contact': { phone: '', email: '', address: [], businessHours: '' },
  'site-settings': { websiteName: BRAND_NAME, logoUrl: '', bannerUrl: '', favicon: '' },
  'global-settings': {
    currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
    language: { code: 'en', name: 'English' },
  },
  banner: {
    title: BRAND_NAME,
    subtitle: '',
    description: '',
    primaryButtonText: '',
    primaryButtonLink: PATHS.bookConsultation,
    secondaryButtonText: '',
    secondaryButtonLink: PATHS.allServices,
  },
  about: { title: '', description: '', imageUrl: '', features: [] },
  // No override at first, so every page keeps its automatic title, description and image.
  'page-seo': { pages: {} },
} as const

/** The demo lab's documents, in English and Hindi: written over the defaults a demo install starts with. */
export const demoDocuments = {
  'business-contact': {
    phone: '+91 98765 43210',
    email: 'care@aarogya-diagnostics.example',
    address: ['12 Health Avenue, Koramangala', 'Bengaluru, Karnataka 560034'],
    businessHours: DEFAULT_BUSINESS_HOURS,
  },
  'site-settings': {
    websiteName: BRAND_NAME,
    logoUrl: img('logo'),
    bannerUrl: '',
    favicon: '',
    statistics: { consultations: '50,000+', partnerDoctors: '200+', averageRating: '4.8', available: '24h' },
    i18n: { hi: { websiteName: 'आरोग्य डायग्नोस्टिक्स' } },
  },
  banner: {
    title: BRAND_NAME,
    subtitle: 'Test and you can Trust',
    description: 'Accurate lab tests with free home sample collection and reports in 6 hours.',
    primaryButtonText: 'Book a Package',
    primaryButtonLink: PATHS.bookConsultation,
    secondaryButtonText: 'View All Packages',
    secondaryButtonLink: PATHS.allServices,
    i18n: {
      hi: {
        title: 'आरोग्य डायग्नोस्टिक्स',
        subtitle: 'जाँच, जिस पर आप भरोसा कर सकें',
        description: 'सटीक लैब जाँचें, घर से मुफ़्त सैंपल कलेक्शन और 6 घंटे में रिपोर्ट।',
        primaryButtonText: 'पैकेज बुक करें',
        secondaryButtonText: 'सभी पैकेज देखें',
      },
    },
  },
  about: {
    title: `About ${BRAND_NAME}`,
    description:
      'We bring accredited laboratory testing to your doorstep. Our phlebotomists are trained and our partner labs are NABL accredited, so you can trust every number on your report.',
    imageUrl: img('about'),
    features: ['NABL accredited labs', 'Free home collection', 'Reports in 6 hours'],
    i18n: {
      hi: {
        title: 'आरोग्य डायग्नोस्टिक्स के बारे में',
        description:
          'हम मान्यता-प्राप्त लैब जाँच आपके दरवाज़े तक लाते हैं। हमारे फ़्लेबोटोमिस्ट प्रशिक्षित हैं और हमारी पार्टनर लैब NABL से मान्यता-प्राप्त हैं, इसलिए आप अपनी रिपोर्ट के हर आँकड़े पर भरोसा कर सकते हैं।',
        features: ['NABL मान्यता-प्राप्त लैब', 'घर से मुफ़्त कलेक्शन', '6 घंटे में रिपोर्ट'],
      },
    },
  },
} as const

export type DocumentKey = keyof typeof defaultDocuments

/** Demo booking calendar: collection slots Monday to Saturday, a short Sunday morning. */
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
