import { CURRENCIES, PAYMENT_METHODS, type PaymentMethod } from '@labsite/shared'

/** How staff read each method, in the order of the segmented control. */
export const METHOD_NAMES: Record<PaymentMethod, string> = { cash: 'Cash', upi: 'UPI', card: 'Card' }
export const METHOD_CHOICES = PAYMENT_METHODS.map((value) => ({ value, label: METHOD_NAMES[value] }))

/** '₹' for INR: amount fields are typed in the booking's currency. */
export const currencySymbol = (code: string) => CURRENCIES.find((c) => c.code === code)?.symbol ?? code
