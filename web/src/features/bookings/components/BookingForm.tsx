import {
  BOOKING_FILE_ACCEPT,
  type BookingTotal,
  type CreatedBooking,
  MAX_BOOKING_FILES,
  MAX_UPLOAD_MB,
} from '@labsite/shared'
import { Button, FileInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EnquiryFailure } from '../../../components/EnquiryFailure'
import { useEnquirySubmit } from '../../../lib/enquiry-forms/use-enquiry-submit'
import type { SmallForm } from '../../../lib/use-small-form'
import { onlinePaymentProvider } from '../api/online-payment'
import { type BookingSubmission, submitBooking } from '../api/submit-booking'
import type { BookingPrefill } from '../context/booking-prefill'
import { isLabVisit, useBookingEnquiryForm } from '../hooks/use-booking-enquiry-form'
import { showMovedTotal, useBookingQuote } from '../hooks/use-booking-quote'
import { memberProblems, membersToSend, useBookingBasket } from '../stores/booking-basket'
import { BookingBasket } from './BookingBasket'
import { BookingReview, reviewedCollection } from './BookingReview'
import { UploadProgress } from './UploadProgress'
import { WhenAndWhere } from './WhenAndWhere'
import '../../../i18n/locales/en-bookings'

const READABLE_GREY = 'var(--mantine-color-gray-7)'

/** What is sent: when and where only once a day is chosen (without one, staff call to arrange it). */
function withWhenAndWhere(values: BookingSubmission): BookingSubmission {
  if (values.preferredDate)
    return { ...values, pincode: values.collectionType === 'home' ? values.pincode : '' }
  return { ...values, collectionType: undefined, preferredDate: '', slotId: '', pincode: '' }
}

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
  const { form, checkFileBytes } = useBookingEnquiryForm(prefill)
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
        {busy ? <UploadProgress progress={progress} /> : null}
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
