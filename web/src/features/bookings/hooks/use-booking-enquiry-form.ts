import { PINCODE_PATTERN } from '@labsite/shared'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { emailAddress, phoneNumber, requiredText } from '../../../lib/enquiry-forms/form-rules'
import { useSmallForm } from '../../../lib/use-small-form'
import type { BookingSubmission } from '../api/submit-booking'
import type { BookingPrefill } from '../context/booking-prefill'
import { useBookingBasket } from '../stores/booking-basket'
import { bookingFilesProblem, filesWithWrongBytes } from '../utils/booking-files'
import { useLastBookingPlace } from './use-last-booking-place'

const EMPTY: BookingSubmission = {
  name: '',
  email: '',
  address: '',
  phone: '',
  description: '',
  collectionType: 'home',
  preferredDate: '',
  slotId: '',
  pincode: '',
  files: [],
}
const PINCODE = new RegExp(PINCODE_PATTERN)

/** A visit at the lab on a chosen day: nobody goes to the patient, so no address is asked. */
export const isLabVisit = (values: BookingSubmission) =>
  Boolean(values.preferredDate) && values.collectionType === 'lab'

/**
 * The booking enquiry's values and their rules, started from the signed-in visitor's prefill (and
 * their last booking's place); `checkFileBytes` judges chosen files by their first bytes once read.
 */
export function useBookingEnquiryForm(prefill: BookingPrefill | undefined) {
  const { t } = useTranslation()
  // Chosen files whose first bytes are no image or PDF, found once they are read (see checkFileBytes).
  const wrongBytes = useRef(new WeakSet<File>())
  const form = useSmallForm<BookingSubmission>({
    mode: 'controlled',
    initialValues: { ...EMPTY, ...prefill },
    validate: {
      name: requiredText(t('booking.nameRequired')),
      email: emailAddress(t, t('common.email')),
      // Nobody goes to a lab visit's patient: the address is asked only for a home collection.
      address: (value, values) =>
        isLabVisit(values) ? null : requiredText(t('booking.addressRequired'))(value),
      phone: phoneNumber(t, t('common.phone')),
      // With packages in the basket they say what is booked; the text is then for anything to add.
      description: (value) =>
        useBookingBasket.getState().items.length > 0 ? null : requiredText(t('booking.needRequired'))(value),
      files: (files) => bookingFilesProblem(files, t, wrongBytes.current),
      slotId: (value, values) => (values.preferredDate && !value ? t('booking.chooseSlot') : null),
      pincode: (value, values) =>
        values.preferredDate && values.collectionType === 'home' && !PINCODE.test((value ?? '').trim())
          ? t('booking.pincodeInvalid')
          : null,
    },
    validateInputOnChange: ['files'],
  })
  // A prefill means a signed-in visitor: their last booking's place fills what the account lacks.
  useLastBookingPlace(form, prefill !== undefined)

  /** The name's type and the size are judged at once (the form's rule); the first bytes once read. */
  async function checkFileBytes(files: File[]) {
    for (const file of await filesWithWrongBytes(files)) wrongBytes.current.add(file)
    // A later choice replaced these files: its own check answers.
    if (form.getValues().files !== files) return
    form.setFieldError('files', bookingFilesProblem(files, t, wrongBytes.current))
  }

  return { form, checkFileBytes }
}
