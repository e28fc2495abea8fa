import type { PageTexts } from './page-texts-en'

/** The first screen's fixed texts in Hindi (see shared/src/page-headings.ts), read by the Hindi catalogue's chunk. */
export const PAGE_TEXTS_HI = {
  headings: {
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
  header: {
    callUs: 'कॉल करें: {{phone}}',
    home: 'होम',
    admin: 'एडमिन',
    login: 'लॉग इन',
    signup: 'साइन अप',
    mainNav: 'मुख्य मेन्यू',
  },
  hero: {
    heroHeading: 'जाँच, जिस पर आप भरोसा कर सकें',
    bookPackage: 'पैकेज बुक करें',
    viewAllPackages: 'सभी पैकेज देखें',
    tileLabel: '{{title}}: {{count}} टेस्ट, {{price}}',
    tileTests: '{{count}} टेस्ट',
    backgroundAlt: 'बैकग्राउंड इमेज {{number}}',
  },
} as const satisfies PageTexts
