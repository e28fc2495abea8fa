/** A `tel:` link to the lab's phone number: one tap calls the lab from a phone. */
export const callHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
