import {
  BOOKING_FILE_ACCEPT,
  type BookingTotal,
  type CreatedBooking,
  MAX_BOOKING_FILES,
  MAX_UPLOAD_MB,
  PINCODE_PATTERN,
} from '@labsite/shared'
import { Button, FileInput, Progress, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EnquiryFailure } from '../../../components/EnquiryFailure'
import { emailAddress, phoneNumber, requiredText } from '../../../lib/enquiry-forms/form-rules'
import { useEnquirySubmit } from '../../../lib/enquiry-forms/use-enquiry-submit'
import { type SmallForm, useSmallForm } from '../../../lib/use-small-form'
import { onlinePaymentProvider } from '../api/online-payment'
import { type BookingSubmission, submitBooking } from '../api/submit-booking'
import type { BookingPrefill } from '../context/booking-prefill'
import { showMovedTotal, useBookingQuote } from '../hooks/use-booking-quote'
import { useLastBookingPlace } from '../hooks/use-last-booking-place'
import { memberProblems, membersToSend, useBookingBasket } from '../stores/booking-basket'
import { bookingFilesProblem, filesWithWrongBytes } from '../utils/booking-files'
import { BookingBasket } from './BookingBasket'
import { BookingReview, reviewedCollection } from './BookingReview'
import { WhenAndWhere } from './WhenAndWhere'
import '../../../i18n/locales/en-bookings'

const READABLE_GREY = 'var(--mantine-color-gray-7)'
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

/** What is sent: when and where only once a day is chosen (without one, staff call to arrange it). */
function withWhenAndWhere(values: BookingSubmission): BookingSubmission {
  if (values.preferredDate)
    return { ...values, pincode: values.collectionType === 'home' ? values.pincode : '' }
  return { ...values, collectionType: undefined, preferredDate: '', slotId: '', pincode: '' }
}

const isLabVisit = (values: BookingSubmission) =>
  Boolean(values.preferredDate) && values.collectionType === 'lab'

const fingerprintOf = ({ files, ...fields }: BookingSubmission) =>
  JSON.stringify({ ...fields, files: files.map((f) => [f.name, f.size, f.lastModified]) })

type BookingFormProps = {
  /** Called once the server has stored the booking (the form has already been cleared). */
  onSubmitted: (booking: CreatedBooking, options: { payNow: boolean }) => void
  prefill?: BookingPrefill
}

/**
 * The booking enquiry: five required fields and optional image/PDF files, sent as one
 * multipart request with a visible upload progress. A failure keeps everything the visitor typed.
 */
export function BookingForm({ onSubmitted, prefill }: BookingFormProps) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState(0)
  const [reviewing, setReviewing] = useState(false)
  const [membersError, setMembersError] = useState('')
  const onlinePayment = useQuery({ queryKey: ['online-payment-provider'], queryFn: onlinePaymentProvider })
  const [payNow, setPayNow] = useState(true)
  const basket = useBookingBasket()
  // With packages in the basket this is a checkout: the visitor reviews it before it goes.
  const checkout = basket.items.length > 0
  // Chosen files whose first bytes are no image or PDF, found once they are read (see chooseFiles).
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
  const queryClient = useQueryClient()
  // The total the review shows (the same quote, shared through the query cache) is the one confirmed.
  const reviewed = {
    items: basket.items,
    members: basket.members,
    collectionType: reviewedCollection(form.values),
    pincode: form.values.pincode,
  }
  const quote = useBookingQuote(reviewed)

  const { busy, failure, handleSubmit } = useEnquirySubmit({
    form,
    send: (submission, idempotencyKey) => {
      setProgress(0)
      const description = submission.description.trim() || basket.items.map((item) => item.name).join(', ')
      const expectedTotal = checkout ? quote.data?.total.total : undefined
      return submitBooking(withWhenAndWhere({ ...submission, description, expectedTotal }), {
        idempotencyKey,
        items: basket.items,
        members: membersToSend(basket.items, basket.members),
        onProgress: setProgress,
      })
    },
    fingerprint: (values) =>
      `${fingerprintOf(values)} ${JSON.stringify(membersToSend(basket.items, basket.members))}`,
    // The total moved since the quote: the review shows the server's new one, to confirm again.
    onFailed: (error) => {
      const total = error.status === 409 ? error.body?.total : undefined
      if (total) showMovedTotal(queryClient, reviewed, { total: total as BookingTotal })
    },
    onSent: (booking) => {
      setReviewing(false)
      basket.booked(
        booking.claimToken ? { reference: booking.reference, claimToken: booking.claimToken } : null,
      )
      onSubmitted(booking, { payNow: Boolean(onlinePayment.data) && payNow })
    },
  })
  /** The name's type and the size are judged at once (the form's rule); the first bytes once read. */
  async function checkFileBytes(files: File[]) {
    for (const file of await filesWithWrongBytes(files)) wrongBytes.current.add(file)
    // A later choice replaced these files: its own check answers.
    if (form.getValues().files !== files) return
    form.setFieldError('files', bookingFilesProblem(files, t, wrongBytes.current))
  }
  const percent = Math.round(progress * 100)
  // Every named member needs a name, age, sex and at least one item before the review.
  const toReview = form.onSubmit(() => {
    const [first] = memberProblems(basket.members)
    setMembersError(first ? t(first.problem, { number: first.member }) : '')
    if (!first) setReviewing(true)
  })
  return (
    <form
      onSubmit={checkout && !reviewing ? toReview : handleSubmit}
      noValidate
      aria-label={t('booking.formLabel')}
    >
      <Stack gap="sm">
        {checkout && reviewing ? (
          <BookingReview
            values={form.values}
            items={basket.items}
            members={basket.members}
            busy={busy}
            onChange={() => setReviewing(false)}
            payment={onlinePayment.data ? { payNow, onPayNow: setPayNow } : undefined}
          />
        ) : (
          <BookingFields
            form={form}
            checkout={checkout}
            membersError={membersError}
            onFilesChosen={(files) => void checkFileBytes(files)}
          />
        )}
        {busy ? (
          <Stack gap={4}>
            <Progress
              value={percent}
              aria-label={t('booking.uploadProgress')}
              size="lg"
              animated
              // Visible from the first moment, before the browser reports any bytes sent.
              styles={{ section: { minWidth: 12 } }}
            />
            <Text size="sm" aria-live="polite">
              {t('booking.sending', { percent })}
            </Text>
          </Stack>
        ) : null}
        <EnquiryFailure title={t('booking.notSent')} failure={failure} />
        {checkout && reviewing ? null : (
          <Button type="submit" loading={busy}>
            {checkout ? t('review.next') : t('booking.submit')}
          </Button>
        )}
      </Stack>
    </form>
  )
}

/** What the visitor fills in: the basket, when and where, who, and anything to add. */
function BookingFields({
  form,
  checkout,
  membersError,
  onFilesChosen,
}: {
  form: SmallForm<BookingSubmission>
  checkout: boolean
  membersError: string
  onFilesChosen: (files: File[]) => void
}) {
  const { t } = useTranslation()
  const fileProps = form.getInputProps('files')
  return (
    <>
      <BookingBasket
        membersError={membersError}
        collectionType={form.values.preferredDate ? (form.values.collectionType ?? 'home') : undefined}
        pincode={form.values.pincode}
      />
      <WhenAndWhere
        collectionType={form.values.collectionType ?? 'home'}
        onCollectionType={(value) => form.setFieldValue('collectionType', value)}
        dateProps={{
          value: form.values.preferredDate ?? '',
          onChange: (value) => form.setFieldValue('preferredDate', value),
          error: form.errors.preferredDate,
        }}
        slotProps={{
          value: form.values.slotId ?? '',
          onChange: (value) => form.setFieldValue('slotId', value),
          error: form.errors.slotId,
        }}
        pincodeProps={{
          value: form.values.pincode ?? '',
          onChange: (event) => form.setFieldValue('pincode', event.currentTarget.value),
          error: form.errors.pincode,
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('booking.fullName')}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('common.phone')}
          type="tel"
          required
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('booking.address')}
          required={!isLabVisit(form.values)}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
      </SimpleGrid>
      <Textarea
        label={t('booking.need')}
        required={!checkout}
        rows={3}
        {...form.getInputProps('description')}
      />
      <FileInput
        label={t('booking.files')}
        description={t('booking.filesHint', { count: MAX_BOOKING_FILES, mb: MAX_UPLOAD_MB })}
        placeholder={t('booking.chooseFiles')}
        multiple
        clearable
        clearButtonProps={{ 'aria-label': t('booking.removeFiles') }}
        accept={BOOKING_FILE_ACCEPT}
        // Mantine's default grey for these is below AA contrast on white.
        styles={{ description: { color: READABLE_GREY }, placeholder: { color: READABLE_GREY } }}
        {...fileProps}
        onChange={(files: File[]) => {
          fileProps.onChange(files)
          onFilesChosen(files)
        }}
      />
    </>
  )
}
