import { CURRENCIES, DESK_PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '@labsite/shared'

/** How staff read each method (online included, which only the gateway records). */
export const METHOD_NAMES = PAYMENT_METHOD_NAMES
/** What the desk can record, in the order of the segmented control. */
export const METHOD_CHOICES = DESK_PAYMENT_METHODS.map((value) => ({ value, label: METHOD_NAMES[value] }))

/** '₹' for INR: amount fields are typed in the booking's currency. */
export const currencySymbol = (code: string) => CURRENCIES.find((c) => c.code === code)?.symbol ?? code
