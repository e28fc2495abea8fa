import { addEnglishTexts } from '../index'

/** The English terms and conditions (part of locales/en.ts), loaded with the terms page only. */
export const enTerms = {
  terms: {
    title: 'Terms and Conditions',
    intro:
      'These terms apply when you use the {{name}} website, create an account or send us a booking enquiry.',
    serviceTitle: '1. Our service',
    serviceText:
      '{{name}} offers diagnostic tests and health check-up packages carried out by partner laboratories. Prices, package contents and offers shown on this website may change; the price confirmed to you when we call back is the one that applies.',
    bookingTitle: '2. Booking enquiries',
    bookingText:
      'A booking form on this website is an enquiry, not a confirmed appointment. Our team contacts you to agree on the tests, the date, the place of sample collection and the price. You may cancel or change a booking at no cost until the sample has been collected.',
    accountTitle: '3. Your account',
    accountName:
      'Give your real name and an e-mail address you can read; we send password reset links there.',
    accountPassword:
      'Keep your password to yourself. You are responsible for what is done with your account.',
    accountClose: 'You may ask us at any time to close your account and delete its data.',
    samplesTitle: '4. Samples and reports',
    samplesText:
      'Follow the preparation shown for each test (for example fasting). Reports are usually ready within {{hours}} hours after the sample reaches the laboratory; some tests take longer. A report is information for you and your doctor, not a diagnosis: please discuss your results with a qualified doctor.',
    emergencyTitle: '5. Medical emergencies',
    emergencyText:
      'This website is not for emergencies. If you need urgent medical help, call your local emergency number or go to the nearest hospital.',
    dataTitle: '6. Your data',
    dataText:
      'We use the details and files you send only to handle your enquiry, carry out your tests and send your reports. Medical files you upload are stored privately and seen only by our staff. We do not sell your data or share it with advertisers.',
    paymentTitle: '7. Payments and refunds',
    paymentText:
      'Payment is made at sample collection or as agreed when we confirm your booking. If a test cannot be done, for example because a sample cannot be processed, we collect a new sample free of charge or refund the amount paid for that test.',
    changesTitle: '8. Changes to these terms',
    changesText:
      'We may update these terms. The version on this page is the one in force; bookings already confirmed keep the terms that applied when they were made.',
    contactTitle: '9. Contact',
    contactQuestion: 'Questions about these terms?',
    contactWrite: 'Write to <email>{{email}}</email>.',
    contactWriteOrCall: 'Write to <email>{{email}}</email> or call {{phone}}.',
    contactForm: '<home>Contact us</home> through the form on our home page.',
  },
}

addEnglishTexts(enTerms)
