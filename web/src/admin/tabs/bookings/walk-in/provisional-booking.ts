import type { Booking } from '@labsite/shared'
import type { WalkInFields } from '../../../api'

/**
 * A walk-in the server has not booked yet, as the booking slip shows it: what the desk typed, under
 * the reference the desk has (the local one until the queue has sent it). Prices and the total come
 * from the server, so the slip names the tests without them.
 */
export function provisionalBooking(
  fields: WalkInFields,
  reference: string,
  itemNames: string[],
  now: Date,
): Booking {
  const at = now.toISOString()
  const [patient] = fields.members
  return {
    _id: '',
    id: '',
    version: 0,
    createdAt: at,
    updatedAt: at,
    name: fields.name,
    email: fields.email ?? '',
    phone: fields.phone,
    address: fields.address ?? '',
    description: fields.description ?? '',
    files: [],
    reports: [],
    reference,
    items: patient.items.map((item, index) => ({
      ...item,
      name: itemNames[index] ?? item.id,
      price: 'at the counter',
    })),
    collectionType: 'lab',
    preferredDate: '',
    slotId: fields.slotId ?? null,
    slotLabel: '',
    pincode: '',
    familyMembers: 1,
    familyDiscount: false,
    members: [],
    total: { items: 0, familyDiscount: 0, collectionFee: 0, total: 0, currency: '', priceOnRequest: true },
    status: 'booked',
    notes: '',
    submittedAt: at,
    source: 'walk-in',
  }
}
